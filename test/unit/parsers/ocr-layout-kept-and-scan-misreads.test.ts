import { describe, expect, it } from 'vitest';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { reconcileOcrPages } from '@/parsers/text/ocr-reconcile';
import { cleanKeepingLength, parseOcr, squeeze } from './helpers/ocr-text';

const clean = cleanKeepingLength;

describe('OCR clean-up keeps the layout OCR read', () => {
  it("keeps a table's column gaps and a paragraph's indentation", () => {
    const out = clean(
      '     HEIR                 KINSHIP     SHARE\n     Odessa Mae Prewitt   Niece       1/2\n',
    );
    expect(out).toContain('     Odessa Mae Prewitt   Niece       1/2');
  });

  it('keeps the rows of a ruled table apart from its border lines', () => {
    const out = clean('  +-        -+-      -+\n  | Name      | Kin    |\n  +-        -+-      -+\n');
    expect(out.split('\n')[0]).toContain('+-');
  });

  it('keeps a quotation whose closing quote is on the same line', () => {
    expect(clean('"Grantee"), of 18 Birch Lane\n')).toContain('"Grantee")');
    expect(clean('here called the "Trustor,"\n')).toContain('"Trustor,"');
  });

  it('moves a notary stamp aside and leaves the name over its capacity', () => {
    const out = clean('SEAL OFFIC          Wendell P. Saxby\nNotary Public, State of Ohio\n').split('\n');
    expect(out[0]?.indexOf('Wendell')).toBe(out[1]?.indexOf('Notary'));
  });
});

describe('OCR misreads of one letter or mark', () => {
  it.each([
    ['2009. 1 have three sons living', '2009. I have three sons living'],
    ['my debts. | direct that they be paid', 'my debts. I direct that they be paid'],
    ['residing in Peoria, 1llinois 61602', 'residing in Peoria, Illinois 61602'],
    ['his home at Ames. lowa 50010', 'his home at Ames, Iowa 50010'],
    ['signed this 9th day of June; 2019', 'signed this 9th day of June, 2019'],
    ['who died on. 4 May 2020 at home', 'who died on 4 May 2020 at home'],
    ['Recorded On: March 3, 2621', 'Recorded On: March 3, 2021'],
    ['located at 77 0ld Mill Road', 'located at 77 Old Mill Road'],
    ['his wife and son,- Ruben', 'his wife and son, Ruben'],
    ['Property commonly knowm as 4 Elm Court', 'Property commonly known as 4 Elm Court'],
    ['who passed awav on July 1, 2020', 'who passed away on July 1, 2020'],
    ['Bated this 3rd day of May, 2022', 'Dated this 3rd day of May, 2022'],
    ['Notary Public:   Odette "R. Vance', 'Notary Public: Odette R. Vance'],
    ['sworn—to—and subscribed before me', 'sworn to and subscribed before me'],
  ])('reads %j', (input, want) => {
    expect(squeeze(clean(`${input}\n`))).toBe(want);
  });

  it('leaves real words next to the keywords alone', () => {
    expect(squeeze(clean('Letters were granted to her; the Subscriber, Caroline Ames\n'))).toBe(
      'Letters were granted to her; the Subscriber, Caroline Ames',
    );
    expect(squeeze(clean('lying East of the Indian Meridian at 12 Main Street\n'))).toBe(
      'lying East of the Indian Meridian at 12 Main Street',
    );
  });

  it('keeps a numbered section a number before its verb', () => {
    expect(squeeze(clean('as Section 1 was amended\n'))).toBe('as Section 1 was amended');
  });
});

describe('whole-document repairs weigh every printing', () => {
  it("keeps a city's comma that the document prints more often than a stamp's bare pair", () => {
    const pages = reconcileOcrPages([
      'OMAHA NEBRASKA   RECORDED\nresiding at Omaha, Nebraska, and\nborn at Omaha, Nebraska\n',
    ]);
    expect(squeeze(pages[0] ?? '')).toContain('at Omaha, Nebraska, and');
  });

  it('drops a hyphen speck inside a name in capitals printed apart elsewhere', () => {
    const pages = reconcileOcrPages(['ROSALIND MAE-OKONJO and\nsigned ROSALIND MAE OKONJO\n']);
    expect(squeeze(pages[0] ?? '')).toContain('ROSALIND MAE OKONJO and');
  });

  it("keeps the comma before a table's next column", () => {
    const pages = reconcileOcrPages(['  Tobias Lin Ferrante,     Son\n  Mira Ferrante            Son\n']);
    expect(pages[0]).toContain('Ferrante,');
  });
});

describe('parsing text with the layout OCR kept', () => {
  it("keeps a relative's own name that is the end of another's", () => {
    const text = [
      'AFFIDAVIT OF HEIRSHIP',
      '',
      '     Affiant states that Warren Dale Kopecky died on March 2, 2021.',
      "     The Decedent's father, Dale Kopecky, and his mother, Irma Kopecky,",
      'both predeceased him.',
      '',
    ].join('\n');
    const names = parseOcr([text]).people.map((p) => p.name);
    expect(names).toContain('Dale Kopecky');
  });

  it("reads a quadrant whose comma was lost at the line's end as the street's", () => {
    expect(normalizeAddress('600 Jasper Place, S.E.\nWashington, D.C. 20003')?.formatted).toBe(
      '600 Jasper Pl SE, Washington, DC 20003',
    );
  });
});
