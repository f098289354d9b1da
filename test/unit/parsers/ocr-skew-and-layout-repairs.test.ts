import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { deskewPage, estimateSkew } from '@/parsers/ocr/deskew';
import type { PreparedPage } from '@/parsers/ocr/prepare-pages';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { parseOcr, squeeze } from './helpers/ocr-text';

/**
 * A white page with typed rows drawn as dashed bars (words with gaps) tilted by `degrees` (positive: falling
 * to the right, as y grows down the page).
 */
function tiltedPage(degrees: number, width = 900, height = 1100): PreparedPage {
  const pixels = Buffer.alloc(width * height, 255);
  const t = Math.tan((degrees * Math.PI) / 180);
  for (let row = 0; row < 24; row++) {
    const base = 80 + row * 38;
    for (let x = 60; x < width - 60; x++) {
      if (x % 70 > 58) continue; // the blank between two words
      const mid = base + (x - width / 2) * t;
      for (let y = Math.round(mid - 7); y <= Math.round(mid + 7); y++)
        if (y >= 0 && y < height) pixels[y * width + x] = 20;
    }
  }
  return { width, height, pixels };
}

describe('straightening a crooked scan', () => {
  it.each([1.2, -1.4, 0.8, -2.5])('measures a page tilted by %d degrees', (degrees) => {
    expect(Math.abs(estimateSkew(tiltedPage(degrees)) - degrees)).toBeLessThan(0.15);
  });

  it('leaves a straight page as it is', async () => {
    const page = tiltedPage(0);
    const before = Buffer.from(page.pixels);
    expect(estimateSkew(page)).toBe(0);
    expect(await deskewPage(page)).toBe(0);
    expect(page.pixels.equals(before)).toBe(true);
  });

  it('turns a tilted page straight, keeping its size', async () => {
    const page = tiltedPage(-1.3);
    const turned = await deskewPage(page);
    expect(Math.abs(turned + 1.3)).toBeLessThan(0.15);
    expect(page.pixels.length).toBe(page.width * page.height);
    expect(Math.abs(estimateSkew(page))).toBeLessThan(0.15);
  });

  it('does not mistake a blank or nearly blank page for a tilted one', () => {
    const blank = { width: 400, height: 500, pixels: Buffer.alloc(400 * 500, 255) };
    expect(estimateSkew(blank)).toBe(0);
  });
});

describe('dot leaders read as their first and last dots', () => {
  it.each([
    ['SURNAME .          . PRZYBYLSKI', 'SURNAME ............ PRZYBYLSKI'],
    ['Date of Birth.        . March 3, 1941', 'Date of Birth ......... March 3, 1941'],
    ['HOME COUNTY .    .   .   . Kittitas', 'HOME COUNTY .............. Kittitas'],
  ])('restores %j', (input, want) => {
    const out = cleanOcrPage(`${input}\n`);
    expect(out.length).toBe(input.length + 1);
    expect(squeeze(out)).toBe(want);
  });

  it('keeps a sentence end and an abbreviation as they are', () => {
    expect(squeeze(cleanOcrPage('She signed it.   Then she left.\n'))).toBe('She signed it. Then she left.');
    expect(squeeze(cleanOcrPage('Lot 4, Blk. 9, Pine Ridge Estates\n'))).toBe(
      'Lot 4, Blk. 9, Pine Ridge Estates',
    );
  });

  it('reads a label set off by a leader on an OCR page', () => {
    const page = [
      'AFFIDAVIT OF HEIRSHIP',
      '',
      'DECEDENT .          . THADDEUS OKONKWO-REYES',
      'DATE OF DEATH.        . On or about March 9th, 2021',
      'PLACE OF DEATH.        . At her home in Ellensburg, Kittitas County, Washington',
      '',
    ].join('\n');
    const parsed = parseOcr([page]);
    expect(parsed.decedent?.placeOfDeath).toMatch(/Ellensburg/);
  });
});

describe('an article wrapped alone onto its own line', () => {
  it('keeps the "a" between two lines of running text', () => {
    const page = 'thence run South 12 degrees 40 minutes East\na\ndistance of 115.20 feet to a point\n';
    const out = cleanOcrPage(page);
    expect(out.length).toBe(page.length);
    expect(squeeze(out)).toBe(
      'thence run South 12 degrees 40 minutes East a distance of 115.20 feet to a point',
    );
  });

  it('still drops a lone letter that is a speck', () => {
    expect(squeeze(cleanOcrPage('WARRANTY DEED\nN\nGrantor: Ezra Quill\n'))).toBe(
      'WARRANTY DEED Grantor: Ezra Quill',
    );
    expect(squeeze(cleanOcrPage('the grantee named below\nr\nShe signed it.\n'))).toBe(
      'the grantee named below She signed it.',
    );
  });
});

describe('letters that designate a record book or unit', () => {
  it('keeps a cabinet letter at the end of a line', () => {
    const page = 'as shown on the plat filed in Plat Cabinet D,\nSlide 87, records of Pulaski County.\n';
    expect(squeeze(cleanOcrPage(page))).toBe(
      'as shown on the plat filed in Plat Cabinet D, Slide 87, records of Pulaski County.',
    );
  });

  it('keeps a book letter wrapped to the start of the next line', () => {
    const page = 'the plat recorded in Book\nK of Plats at Page 12, records of Bonner County\n';
    expect(squeeze(cleanOcrPage(page))).toBe(
      'the plat recorded in Book K of Plats at Page 12, records of Bonner County',
    );
  });

  it('still drops a speck letter after an ordinary word', () => {
    expect(squeeze(cleanOcrPage('the grantee named in the deed below C\nand more\n'))).toBe(
      'the grantee named in the deed below and more',
    );
  });
});

describe('a ruled table whose rules OCR dropped', () => {
  it('joins the header to its first row across the blank lines the rules left', () => {
    const page = [
      'HEIRS AT LAW:',
      '',
      '   NAME                  RELATIONSHIP       ADDRESS',
      '',
      '',
      '   Oswin Pratt Delacroix          Brother            14 Juniper Lane,',
      '                                          Bend, OR 97701',
      '',
    ].join('\n');
    const out = cleanOcrPage(page);
    expect(out.length).toBe(page.length);
    const lines = out.split('\n').map((l) => l.trim());
    const header = lines.findIndex((l) => l.startsWith('NAME'));
    expect(lines[header + 1]).toMatch(/^Oswin Pratt Delacroix {3,}Brother/);
  });

  it('leaves blank lines under a heading that is not a table header', () => {
    const page = 'NOTICE TO CREDITORS\n\n\nAll persons having claims   against the estate\n';
    const lines = cleanOcrPage(page).split('\n');
    expect([lines[1]?.trim(), lines[2]?.trim()]).toEqual(['', '']);
  });
});

describe('Spanish surnames with an ñ read as "fi"', () => {
  it.each([
    ['Witness: Joaquin Ordofiez and Lucia Pefio, of', 'Witness: Joaquin Ordoñez and Lucia Peño, of'],
    ['the heirs are MARISOL CASTAFIO and ROBERTO ACUFIA', 'the heirs are MARISOL CASTAÑO and ROBERTO ACUÑA'],
    ['Graciela Nufiez Yafiez, a daughter', 'Graciela Nuñez Yañez, a daughter'],
  ])('restores %j', (input, want) => {
    const out = cleanOcrPage(`${input}\n`);
    expect(out.length).toBe(input.length + 1);
    expect(squeeze(out)).toBe(want);
  });

  it('leaves English names with "fi" as they are', () => {
    const line = 'Sofia Mafia of Seafield and Defiance, and Wakefield\n';
    expect(squeeze(cleanOcrPage(line))).toBe(squeeze(line));
  });

  it('gives a plain-n printing of the name the tilde another printing shows', () => {
    const page = [
      'AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY',
      'The decedent, Rodrigo Montafio, died on March 3, 2022.',
      'Affiant Pilar Montano is the daughter of Rodrigo Montano.',
    ].join('\n');
    const parsed = parseOcr([page]);
    expect(parsed.decedent?.name).toBe('Rodrigo Montaño');
  });
});

describe('the comma before a business suffix', () => {
  it('restores it where the document prints the same firm with it', () => {
    const page = [
      'WARRANTY DEED',
      'Grantor: Thomas Reade, as Personal Representative of the Estate of Ada Reade, deceased.',
      'Grantee: TALLGRASS RIDGE VENTURES, LLC, a Kansas limited liability company',
      'The grantor conveys to Tallgrass Ridge Ventures LLC the following property:',
      '',
    ].join('\n');
    const [out] = parseDocumentText({ pages: [page], pageConfidence: [0.9] }).parties.grantees.map(
      (g) => g.name,
    );
    expect(out).toMatch(/Ventures, LLC$/i);
  });
});

describe('a speck after the noun of a lot before its spelled number', () => {
  it.each([
    ["Lot' Nine (9) in Block Three (3) of ASPEN GLEN", 'Lot Nine (9) in Block Three (3) of ASPEN GLEN'],
    [
      'Lot Nine (9) in Block: Twenty-one (21) of ASPEN GLEN',
      'Lot Nine (9) in Block Twenty-one (21) of ASPEN GLEN',
    ],
  ])('drops it in %j', (input, want) => {
    expect(squeeze(cleanOcrPage(`${input}\n`))).toBe(want);
  });

  it('keeps the colon of a label', () => {
    expect(squeeze(cleanOcrPage('Lot: 14   Block: 2\n'))).toBe('Lot: 14 Block: 2');
  });
});
