import { describe, expect, it } from 'vitest';
import {
  adoptSpanishWord,
  CROP_BORDER,
  candidateLines,
  cropPgm,
  lineCrop,
  mayHaveLostAccents,
  mergeSpanishLine,
} from '@/parsers/ocr/accent-reread';
import type { OcrLine, OcrWord } from '@/parsers/ocr/layout-text';

describe('adoptSpanishWord', () => {
  it.each([
    ['Munoz', 'Muñoz'],
    ['Mufioz', 'Muñoz'],
    ['Murioz', 'Muñoz'],
    ['MUFIOZ,', 'MUÑOZ,'],
    ['Garcia', 'García'],
    ['Jose', 'José'],
    ['Ruiz', 'Ruíz'],
    ['Rodriguez', 'Rodríguez'],
    ['Ibafiez', 'Ibáñez'],
    ['SALDANA-BROOKS', 'SALDAÑA-BROOKS'],
    ['Rodriguéz', 'Rodríguez'],
    ['Ramén', 'Ramón'],
    ['Ibafez', 'Ibáñez'],
    ['Ibaiez', 'Ibáñez'],
    ['Muiioz', 'Muñoz'],
    ['Ibafilez', 'Ibáñez'],
  ])('adopts %s -> %s (accents alone, or an ñ English read as n, fi or ri)', (eng, spa) => {
    expect(adoptSpanishWord(eng, spa)).toBe(spa);
  });

  it.each([
    ['Smith', 'Srnith'],
    ['Smith', 'Smíth.'],
    ['Munoz', 'Muñox'],
    ['MUNOZ', 'Muñoz'],
    ['Garcia', 'Garcia'],
    ['José', 'Jose'],
    ['Trevino', 'Trevifio'],
    ['Ramon', 'Ramén'],
    ['Ramen', 'Ramón.'],
    ['Munoz', 'muñoz'],
    ['Mu.oz', 'Muñoz'],
    ['Mufioz', 'Mutíoz'],
    ['2022,', '2022.'],
    ['Pena', 'Peñas'],
  ])('keeps the English %s against the Spanish %s', (eng, spa) => {
    expect(adoptSpanishWord(eng, spa)).toBeNull();
  });

  it('returns precomposed letters whatever the Spanish reading used', () => {
    expect(adoptSpanishWord('Jose', 'Jose\u0301')).toBe('José');
  });
});

describe('mayHaveLostAccents', () => {
  it.each([
    'Jose',
    'MARIA',
    'Mufioz',
    'Munoz,',
    'Rodriguez',
    'Lopez',
    'ORDOFIEZ',
    'Castafieda',
    'SALDANA-BROOKS',
    'Ramén',
    'Muiioz',
    'Ibafilez',
  ])('flags %s', (w) => expect(mayHaveLostAccents(w)).toBe(true));
  it.each(['Smith', 'Certified', 'the', 'Deceased,', 'fez', 'Grantor:', '2022'])('passes over %s', (w) =>
    expect(mayHaveLostAccents(w)).toBe(false),
  );
});

const word = (x0: number, text: string, y0 = 100): OcrWord => ({
  x0,
  x1: x0 + 14 * text.length,
  y0,
  y1: y0 + 30,
  text,
});
const line = (...words: OcrWord[]): OcrLine => ({
  x0: Math.min(...words.map((w) => w.x0)),
  x1: Math.max(...words.map((w) => w.x1)),
  y0: Math.min(...words.map((w) => w.y0)),
  y1: Math.max(...words.map((w) => w.y1)),
  words,
});

describe('mergeSpanishLine', () => {
  it('adopts accented words where they sit and leaves every other word as English read it', () => {
    const eng = line(word(0, 'Grantor:'), word(140, 'Jose'), word(210, 'Mufioz,'), word(330, 'Smith'));
    const spa = [
      { ...word(0, 'Grantor;'), x0: 2 },
      word(140, 'José'),
      { ...word(210, 'Muñoz,'), x1: 305 },
      word(330, 'Srnith'),
    ];
    expect(mergeSpanishLine(eng, spa).words.map((w) => w.text)).toEqual([
      'Grantor:',
      'José',
      'Muñoz,',
      'Smith',
    ]);
  });

  it('pairs a word with the same word overlapping it, even under a box stretched over its neighbour', () => {
    const eng = line(word(0, 'Ibafiez'), word(110, 'and'), word(170, 'Sofia'));
    const spa = [{ ...word(0, 'Ibáñez'), x1: 240 }, word(110, 'and'), word(170, 'Sofía')];
    expect(mergeSpanishLine(eng, spa).words.map((w) => w.text)).toEqual(['Ibáñez', 'and', 'Sofía']);
  });

  it('pairs no words that do not sit over each other', () => {
    const eng = line(word(0, 'Jose'), word(100, 'Garcia'));
    const spa = [word(60, 'José'), word(300, 'García')];
    expect(mergeSpanishLine(eng, spa)).toBe(eng);
  });
});

describe('candidate lines and their crops', () => {
  it('picks only the lines holding a name English may have read without accents', () => {
    const lines = [
      line(word(0, 'KNOW'), word(80, 'ALL'), word(150, 'MEN')),
      line(word(0, 'Maria', 150), word(90, 'Hernandez', 150)),
      line(word(0, 'Certified', 200), word(150, 'copy', 200)),
    ];
    expect(candidateLines(lines)).toEqual([lines[1]]);
  });

  it('crops a line with room above for accents, never past halfway to its neighbours', () => {
    const above = line(word(0, 'first', 40)); // y 40-70, the target 100-130, the next 150-180
    const target = line(word(0, 'Jose', 100), word(80, 'Garcia', 100));
    const below = line(word(0, 'third', 150));
    const rect = lineCrop(target, [above, target, below], { width: 1000, height: 1000 });
    expect(rect.top).toBe(86); // 0.45 x 30 = 13.5 wanted, (100 - 70) / 2 = 15 available
    expect(rect.top + rect.height).toBe(139); // 0.3 x 30 = 9 below, (150 - 130) / 2 = 10 available
    expect(rect.left).toBe(0);
  });

  it('cuts the crop out of the page inside a white border', () => {
    const pixels = Buffer.alloc(10 * 10, 0);
    const pgm = cropPgm(pixels, 10, { left: 2, top: 3, width: 4, height: 2 });
    const header = `P5\n${4 + 2 * CROP_BORDER} ${2 + 2 * CROP_BORDER}\n255\n`;
    expect(pgm.subarray(0, header.length).toString('ascii')).toBe(header);
    const body = pgm.subarray(header.length);
    expect(body.filter((v) => v === 0).length).toBe(8);
    expect(body.length).toBe((4 + 2 * CROP_BORDER) * (2 + 2 * CROP_BORDER));
  });
});
