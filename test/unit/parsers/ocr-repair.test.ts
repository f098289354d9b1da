import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findConsideration } from '@/parsers/normalize/consideration';
import { hasNonNameWord } from '@/parsers/normalize/names';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { dropJunkColumns, repairLine, restoreCaselessCapitals } from '@/parsers/text/ocr-repair';

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('OCR line repairs', () => {
  it.each([
    ['LOT FORTY:-EIGHT (48)', 'LOT FORTY-EIGHT (48)'],
    ['according to the -map or plat', 'according to the map or plat'],
    ['Records of Travis County,” Texas', 'Records of Travis County, Texas'],
    ['map ‘of Tract No. ‘5521, filed', 'map of Tract No. 5521, filed'],
    ['filed for. record in Book 165', 'filed for record in Book 165'],
    ['Condominium .recorded in Book', 'Condominium recorded in Book'],
    ['GREEN VALLEY RANCH "UNIT 9, AS SHOWN', 'GREEN VALLEY RANCH UNIT 9, AS SHOWN'],
    ['ACCQRDING TO THE MAP QR PLAT', 'ACCORDING TO THE MAP OR PLAT'],
    ['NO ADMINISTRATION 1S PENDING', 'NO ADMINISTRATION IS PENDING'],
    ['died on May l9, 2O21', 'died on May 19, 2021'],
    ['to THADDEUS OWEN MERRIWEATHER 111, his son', 'to THADDEUS OWEN MERRIWEATHER III, his son'],
    ['signed by Rolando Ibarra Cortez 11', 'signed by Rolando Ibarra Cortez II'],
    ['Print Name: Odessa R- Quarles', 'Print Name: Odessa R. Quarles'],
    ['WITNESS: ODESSA R- QUARLES', 'WITNESS: ODESSA R. QUARLES'],
  ])('repairs %j', (input, want) => {
    expect(squeeze(repairLine(input))).toBe(want);
  });

  it.each([
    'Unit 6B, Building 12B',
    'the 21ST day of MAY',
    'et al. the heirs',
    'the “Property” described',
    'the Heirs’ shares',
    'TARIQ IQBAL, Grantee',
    'NE1/4 of Section 5',
    'being LOT 11, BLOCK 111, of',
    'fronting on COUNTY ROAD 111, thence',
    'Township 4 N- Range 2 W',
  ])('leaves %j alone', (input) => {
    expect(repairLine(input)).toBe(input);
  });

  it('never lengthens a line, so page offsets stay on it', () => {
    for (const line of ['FORTY:-EIGHT', '‘of “Tract', 'l9th 2O21 1S'])
      expect(repairLine(line).length).toBeLessThanOrEqual(line.length);
  });
});

describe('OCR page clean-up', () => {
  it('keeps the length of every saved OCR page, so provenance offsets point into the OCR text', () => {
    const dirs = ['ocr', 'ocr-corpus'].map((d) => path.join(process.cwd(), 'test', 'fixtures', 'parser', d));
    const pages = dirs.flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\f')),
    );
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(cleanOcrPage(page).length).toBe(page.length);
  });

  it('blanks a garbled stamp caption beside a name and stray letters after one', () => {
    expect(squeeze(dropJunkColumns('EFICIAL SEAL                          Janet Stroud'))).toBe(
      'Janet Stroud',
    );
    expect(squeeze(dropJunkColumns('(CIAL SE                   Janet Ann Medrano'))).toBe(
      'Janet Ann Medrano',
    );
    expect(squeeze(dropJunkColumns('Chester R.  Lundquist     CL                     A'))).toBe(
      'Chester R. Lundquist',
    );
    expect(dropJunkColumns('DIED:                   MARCH 3, 2018')).toBe(
      'DIED:                   MARCH 3, 2018',
    );
  });

  it('restores capitals OCR read small in names only', () => {
    expect(restoreCaselessCapitals('Diego E. castillo')).toBe('Diego E. Castillo');
    expect(restoreCaselessCapitals('by Dolores\nwhitlock and Diego')).toBe('by Dolores\nWhitlock and Diego');
    expect(restoreCaselessCapitals('Beverly L. Ashworth, victor Carl Sarkisian')).toBe(
      'Beverly L. Ashworth, Victor Carl Sarkisian',
    );
    expect(restoreCaselessCapitals('John Smith, whose address is')).toBe('John Smith, whose address is');
    expect(restoreCaselessCapitals('Grantor, son of Mary')).toBe('Grantor, son of Mary');
  });

  it('reads a caption "§" printed as 8 and keeps the page length', () => {
    const page = 'THE STATE OF TEXAS           8\nCOUNTY OF EL PASO            8\nLot 8, Block 2';
    const clean = cleanOcrPage(page);
    expect(clean.length).toBe(page.length);
    expect(clean).toMatch(/TEXAS {3,}§/);
    expect(clean).toContain('Lot 8, Block 2');
  });

  it('keeps "County Recorder" and ends a description on its county before a new sentence', () => {
    const page =
      'in the Office of the County Recorder of said County.\nLot 38 of the Plat Records of Maricopa County, Arizona\n\nThat the said decedent died';
    const clean = cleanOcrPage(page);
    expect(clean).toContain('County Recorder');
    expect(clean).toMatch(/Arizona\s*\n\s*\nThat/);
  });
});

describe('OCR-damaged wording', () => {
  it('keeps function words wrapped to the edge of a capitals line', () => {
    const page =
      'MARY SMITH, ("Grantor"), for and in consideration\nof FIVE HUNDRED THOUSAND AND NO/100 DOLLARS ($500,000.00), paid by\nJOHN DOE';
    expect(squeeze(cleanOcrPage(page))).toContain('consideration of FIVE');
    expect(squeeze(cleanOcrPage(page))).toContain('paid by JOHN');
  });

  it('reads the consideration phrase through a misread letter', () => {
    const text =
      'in consideration of the sum of TEN DOLLARS ($10.00) cash and other goed and valuable consideration';
    expect(findConsideration(text)?.value).toBe('$10.00 and other good and valuable consideration');
    expect(
      findConsideration('for the sum of $10.00 &°: .00) and other good and valuable consideration')?.value,
    ).toBe('$10.00 and other good and valuable consideration');
  });

  it('reads a legal keyword with a dropped letter but keeps real neighbours', () => {
    const page = 'The distributes of the estate are:   \nJohn Doe';
    expect(cleanOcrPage(page)).toContain('distributees');
    expect(cleanOcrPage(page).length).toBe(page.length);
    expect(cleanOcrPage('NOTARY PUBLIC  OFFICIAL SEAL the County Recorder')).toContain('Recorder');
  });
});

describe('names OCR runs into', () => {
  it('rejects stamps and offices, fuzzily for OCR text', () => {
    expect(hasNonNameWord('San Diego Clerk-Recorder')).toBe(true);
    expect(hasNonNameWord('Oficial Sea', true)).toBe(true);
    expect(hasNonNameWord('Oficial Sea', false)).toBe(false);
    expect(hasNonNameWord('Janet Stroud', true)).toBe(false);
    expect(hasNonNameWord('Tamara-Marie Tran', true)).toBe(false);
  });
});
