import { describe, expect, it } from 'vitest';
import { layoutPageText, linesFromTsv, mergeRows, type OcrLine } from '@/parsers/ocr/layout-text';

/** A line typed in a 16 px cell at column `col`, on text row `row` (40 px pitch, 24 px tall). */
function typed(row: number, col: number, text: string): OcrLine {
  const y0 = 100 + row * 40;
  const words = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const x0 = 150 + (col + m.index) * 16;
    words.push({ text: m[0], x0, x1: x0 + m[0].length * 16 - 2, y0, y1: y0 + 24 });
  }
  return { x0: words[0]?.x0 ?? 0, x1: words.at(-1)?.x1 ?? 0, y0, y1: y0 + 24, words };
}

describe('layoutPageText', () => {
  it('keeps a label and its value on one line with the gap between them', () => {
    const text = layoutPageText([typed(0, 0, 'Name of Decedent:'), typed(0, 25, 'ODELL RAY BASHAM')]);
    expect(text).toBe('Name of Decedent:        ODELL RAY BASHAM\n');
  });

  it('puts a row Tesseract split in two back in reading order', () => {
    // Tesseract reports the caps run as its own line, above the rest of the row.
    const left = typed(0, 0, 'That MARGARITA ELENA SOTO,');
    const right = typed(0, 27, 'also known as Margarita E. Soto');
    const raised = { ...left, y0: left.y0 + 3, words: left.words.map((w) => ({ ...w, y0: w.y0 + 3 })) };
    expect(layoutPageText([right, raised])).toBe(
      'That MARGARITA ELENA SOTO, also known as Margarita E. Soto\n',
    );
  });

  it('keeps hanging indentation and does not start a paragraph at an indented continuation', () => {
    const text = layoutPageText([
      typed(0, 0, 'Legal Description:  Lot 7, SHADY OAKS ADDITION,'),
      typed(1, 20, 'an addition to the City of Tyler'),
    ]);
    expect(text).toBe(
      'Legal Description:  Lot 7, SHADY OAKS ADDITION,\n                    an addition to the City of Tyler\n',
    );
  });

  it('keeps table columns on their rows', () => {
    const text = layoutPageText([
      typed(0, 0, 'Name'),
      typed(0, 30, 'Relationship'),
      typed(1, 0, 'Craig D. Ostermeyer'),
      typed(1, 30, 'son'),
    ]);
    expect(text.split('\n').slice(0, 2)).toEqual([
      `Name${' '.repeat(26)}Relationship`,
      `Craig D. Ostermeyer${' '.repeat(11)}son`,
    ]);
  });

  it('turns vertical space into blank lines, at most two', () => {
    const text = layoutPageText([
      typed(0, 0, 'first'),
      typed(1, 0, 'second'),
      typed(3, 0, 'third'),
      typed(12, 0, 'fourth'),
    ]);
    expect(text).toBe('first\nsecond\n\nthird\n\n\nfourth\n');
  });

  it('keeps every word break Tesseract made, however tight', () => {
    const line = typed(0, 0, 'Omar J. Haddad');
    const [omar, j, haddad] = line.words;
    if (!omar || !j || !haddad) throw new Error('fixture');
    const tight = { ...line, words: [omar, { ...j, x0: omar.x1 + 2, x1: omar.x1 + 30 }, haddad] };
    expect(layoutPageText([tight])).toMatch(/^Omar J\. +Haddad\n$/);
  });

  it('reads nothing from no lines', () => {
    expect(layoutPageText([])).toBe('');
    expect(mergeRows([{ x0: 0, x1: 0, y0: 0, y1: 0, words: [] }])).toEqual([]);
  });
});

describe('linesFromTsv', () => {
  const tsv = [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    '1\t1\t0\t0\t0\t0\t0\t0\t1700\t2200\t-1\t',
    '4\t1\t1\t1\t1\t0\t150\t100\t400\t24\t-1\t',
    '5\t1\t1\t1\t1\t1\t150\t100\t60\t24\t96.5\tDate',
    '5\t1\t1\t1\t1\t2\t226\t100\t60\t24\t91.0\tof',
    '4\t1\t1\t1\t2\t0\t150\t140\t10\t24\t-1\t',
    '5\t1\t1\t1\t2\t1\t150\t140\t10\t24\t0\t ',
    '4\t1\t2\t1\t1\t0\t150\t180\t200\t24\t-1\t',
    '5\t1\t2\t1\t1\t1\t150\t180\t200\t24\t88\tDeath:',
  ].join('\n');

  it('groups words under their line, across blocks, and drops lines with no words', () => {
    expect(linesFromTsv(tsv)).toEqual([
      {
        x0: 150,
        y0: 100,
        x1: 550,
        y1: 124,
        words: [
          { x0: 150, y0: 100, x1: 210, y1: 124, text: 'Date' },
          { x0: 226, y0: 100, x1: 286, y1: 124, text: 'of' },
        ],
      },
      { x0: 150, y0: 180, x1: 350, y1: 204, words: [{ x0: 150, y0: 180, x1: 350, y1: 204, text: 'Death:' }] },
    ]);
  });

  it('reads nothing from empty or malformed output', () => {
    expect(linesFromTsv('')).toEqual([]);
    expect(linesFromTsv('5\t1\t1\t1\t1\t1\tx\ty\tz\tw\t9\tword')).toEqual([]);
  });
});
