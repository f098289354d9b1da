import { describe, expect, it } from 'vitest';
import { reconcileOcrPages } from '@/parsers/text/ocr-reconcile';
import { cleanKeepingLength, parseOcr, squeeze } from './helpers/ocr-text';

const reconcile = (text: string) => reconcileOcrPages(text.split('\f')).join('\f');

describe('a place abbreviation at a line edge is text, not a speck', () => {
  it('keeps "Mt." wrapped at the end of a line before the place name', () => {
    const out = cleanKeepingLength('lying in the Borough of Mt.\nPleasant, County of Westmoreland');
    expect(squeeze(out)).toBe('lying in the Borough of Mt. Pleasant, County of Westmoreland');
  });

  it('keeps "Ft" opening a fee line behind a speck', () => {
    const out = cleanKeepingLength('   . Ft Myers Fire District: $120.00');
    expect(squeeze(out)).toBe('Ft Myers Fire District: $120.00');
  });

  it('still wipes a two-letter speck at a line edge', () => {
    expect(squeeze(cleanKeepingLength('conveyed to the Grantee herein.   Mt'))).toBe(
      'conveyed to the Grantee herein.',
    );
  });

  it('reads the legal description with its "Mt." wrapped over a line', () => {
    const page = [
      'GRANT DEED',
      'Grantor: Harold Q. Penwright, Executor of the Estate of Olive Penwright, deceased',
      '',
      '     ALL THAT CERTAIN lot situate in the Township of Mt.',
      'Vernon, County of Knox and State of Ohio, being Lot No. 12 in the Oakmere Plan.',
      '',
    ].join('\n');
    expect(parseOcr([page]).property.legalDescription).toContain('Township of Mt. Vernon');
  });
});

describe('a word the document capitalises only as a lead or heading', () => {
  it('stays in lower case where the sentence runs on after a name', () => {
    const text =
      'the said Marjorie Ellen Tobin having\npredeceased him.\n\n     HAVING erected thereon a dwelling';
    expect(reconcile(text)).toContain('Marjorie Ellen Tobin having\n');
    const stamp = 'My commission expires 04/11/2027\nCommission number 553210';
    expect(reconcile(stamp)).toContain('My commission expires');
  });

  it('still gets a capital back when the name goes on after it', () => {
    const text = 'conveyed by Ruthanne lindqvist Moberg, widow\fRUTHANNE LINDQVIST MOBERG';
    expect(reconcile(text)).toContain('Ruthanne Lindqvist Moberg');
  });
});

describe('a legal description keeps its record reference as printed', () => {
  it('leaves "page" in lower case after a capitalised "Volume"', () => {
    const page = [
      "EXECUTOR'S DEED",
      '',
      '     ALL THAT CERTAIN lot of ground situate in the Borough of Carnegie, County of Allegheny,',
      'being Lot No. 9 in the Heidelberg Plan, as recorded in Plan Book Volume 18, page 22.',
      '',
    ].join('\n');
    expect(parseOcr([page]).property.legalDescription).toContain('Plan Book Volume 18, page 22.');
  });
});

describe('a capital read as a quote mark inside a name in capitals', () => {
  it('gets back the letter the other printings of the name show', () => {
    const text = 'to MARISOL “STUDILLO, daughter,’and others\fMARISOL ESTUDILLO\nby ESTUDILLO';
    const out = reconcile(text);
    expect(out).toContain('MARISOL ESTUDILLO, daughter, and others');
    expect(out.split('\f').map((p) => p.length)).toEqual(text.split('\f').map((p) => p.length));
  });

  it('drops the quote when no printing supplies a letter, and keeps a closed quotation', () => {
    expect(squeeze(reconcile('to MARISOL “ORTEGA, daughter'))).toBe('to MARISOL ORTEGA, daughter');
    expect(reconcile('the BUYER “PARTY” means')).toContain('“PARTY”');
  });
});

describe('a father and his namesake son in OCR text', () => {
  it('keeps the shorter name printed on its own several times as its own person', () => {
    const page = [
      'AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE ($50,000 or Less)',
      '',
      'MATTER OF (Name): TEODORO VALDIVIA, DECEDENT',
      '',
      '1. Decedent (name): TEODORO VALDIVIA',
      '   died on (date): 03/02/2021',
      '',
      '6. Each declarant is the successor of the decedent: RAFAEL TEODORO VALDIVIA, son, entitled to the whole',
      "   of decedent's interest.",
      '',
      'RAFAEL TEODORO VALDIVIA',
      '912 Quince Ave, Lancaster, CA 93534',
      '',
      'MATTER OF: TEODORO VALDIVIA, DECEDENT',
    ].join('\n');
    const out = parseOcr([page]);
    expect(out.decedent?.name).toBe('Teodoro Valdivia');
    expect(out.people.map((p) => p.name)).toContain('Rafael Teodoro Valdivia');
  });
});

describe('an address block read with a bracket and a quote speck', () => {
  it("reads a ZIP's last 1 from a bracket and drops the quote behind an initial", () => {
    const out = cleanKeepingLength("   Marisol T.' Okafor\n   711 Larkspur Way, Fresno, CA 9372]\n");
    expect(squeeze(out)).toBe('Marisol T. Okafor 711 Larkspur Way, Fresno, CA 93721');
    expect(squeeze(cleanKeepingLength('Exhibit [A] of CA 1234] rows'))).toContain('1234]');
  });
});

describe("a witness's signature rule OCR dropped", () => {
  it('comes back over the name column, keeping the page length', () => {
    const page = [
      'the time of signing was of sound mind and memory.',
      '',
      '                                        residing at 77 Birchwood Ct.',
      ' Odalys M. Trevanian                    Peoria, IL 61614',
    ].join('\n');
    const out = cleanKeepingLength(page);
    expect(out.split('\n')[2]).toMatch(/^ _{20,} +residing at 77 Birchwood Ct\.$/);
    expect(out.split('\n')[3]).toBe(' Odalys M. Trevanian                    Peoria, IL 61614');
  });
});

describe("a place's comma at a line break", () => {
  it('stays before the county the place lies in', () => {
    const text =
      'in the City of Santa Rosa,\nCounty of Sonoma, filed with the Santa Rosa County clerk and Santa Rosa County';
    expect(reconcile(text)).toContain('Santa Rosa,\nCounty of Sonoma');
  });
});
