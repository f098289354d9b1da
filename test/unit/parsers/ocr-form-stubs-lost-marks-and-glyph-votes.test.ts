import { describe, expect, it } from 'vitest';
import { reconcileOcrPages } from '@/parsers/text/ocr-reconcile';
import { cleanKeepingLength, parseOcr, squeeze } from './helpers/ocr-text';

const reconcile = (text: string) => reconcileOcrPages(text.split('\f')).join('\f');
/** Page clean-up then the whole-document repairs, as the parser runs them on OCR text. */
const repair = (pages: string[]) => reconcileOcrPages(pages.map(cleanKeepingLength));

describe('fill-in blanks and marks a scan loses', () => {
  it('drops the stub of a form blank set apart from the entry typed over it', () => {
    const out = cleanKeepingLength('  Domicile at death:        _ 2290 Juniper Way, Helena, MT 59601\n');
    expect(out).not.toContain('_');
    expect(squeeze(out)).toBe('Domicile at death: 2290 Juniper Way, Helena, MT 59601');
    // A signature rule standing on its own is no stub.
    expect(cleanKeepingLength('By: ____________________\n')).toContain('______');
  });

  it('reads the residence a form blank holds once its stub is gone', () => {
    const page = [
      'AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY OF DECEDENT',
      '',
      '1.   Name of Decedent:       _ HOLLIS WARD PENDERGAST',
      '     Date of Death:          5/02/2024',
      '     Last Residence:         _ 2290 Juniper Way, Helena, MT 59601',
      '',
      'The undersigned successor, Ada M. Pendergast, daughter, states that the estate does not exceed $50,000.',
    ].join('\n');
    expect(parseOcr([page]).decedent?.residenceAddress).toBe('2290 Juniper Way, Helena, MT 59601');
  });

  it('gives back the comma after an abbreviation that OCR read as a second blank', () => {
    expect(cleanKeepingLength('I, OSCAR T. LINDGREN, SR.  of 14 Alder Court, Bangor')).toContain(
      'LINDGREN, SR., of 14 Alder Court',
    );
    expect(cleanKeepingLength('OSCAR T. LINDGREN, SR.  Trustee of the Trust')).toContain('SR., Trustee');
    expect(cleanKeepingLength('of 901 G Street, S.E.  Suite 12, Washington, D.C. 20003')).toContain(
      'S.E., Suite 12',
    );
    // A sentence that ends with the suffix goes on as written.
    expect(cleanKeepingLength('signed by Oscar Lindgren, Sr.  The Trust was')).toContain('Sr.  The Trust');
  });

  it('keeps a small word wrapped at the end of a line in capitals', () => {
    const out = cleanKeepingLength('THIS DEED WITNESSES THAT WE, MARGO-LISE THIBEAU and\nOWEN R. THIBEAU');
    expect(out).toContain('THIBEAU and');
  });

  it('puts back a lost label colon in a column of labels', () => {
    const lines = [
      '       GRANTOR:       ELOISE K. NAKAMURA, a widow',
      '       DATED          April 3, 2011',
      '       RECORDED:      April 9, 2011, as Document No. 2011-0456',
    ].join('\n');
    expect(cleanKeepingLength(lines)).toContain('DATED:         April 3, 2011');
    // Headings of a table are no labels.
    expect(
      cleanKeepingLength('NAME      RELATIONSHIP     SHARE\nJo Ames   Son              1/2'),
    ).not.toContain(':');
  });

  it('reads the return-to label whose colon came out as another mark', () => {
    expect(cleanKeepingLength('After recording return to*\nMaya Quill, Esq.')).toContain('return to:');
  });
});

describe('marks OCR puts inside names and descriptions', () => {
  it('reads a colon or a doubled period at a middle initial as its period', () => {
    expect(cleanKeepingLength('His wife, MARGARET T: FOLEY, died in 2009.')).toContain('MARGARET T. FOLEY,');
    expect(squeeze(cleanKeepingLength('sworn before Nadia R. .Pelletier, Notary'))).toContain(
      'Nadia R. Pelletier,',
    );
  });

  it('parts a middle initial glued to the first name', () => {
    expect(cleanKeepingLength('  (SEAL)        MarthaJ. Quill\n')).toContain('Martha J. Quill');
    // A surname prefix keeps its capital.
    expect(cleanKeepingLength('by Ian MacD. Ross   ')).toContain('MacD. Ross');
  });

  it('keeps the glottal stop of a Hawaiian name, still parting words a quote glued', () => {
    expect(cleanKeepingLength("Print Name: Keoni Ho'omana")).toContain("Keoni Ho'omana");
    expect(squeeze(cleanKeepingLength("by ROSA'VILLANUEVA"))).toBe('by ROSA VILLANUEVA');
  });

  it('reads the comma a semicolon or period stands for before a generational suffix', () => {
    expect(cleanKeepingLength('to Walter P. Ansel; Jr. and Ruth Ansel')).toContain('Ansel, Jr. and');
  });

  it('takes out specks inside a description and keeps its marks', () => {
    const out = cleanKeepingLength(
      'in the Town of Orland; County of Hancock, being Lot 4-as shown on said plan; thence N 12° 14\' 30" E',
    );
    expect(out).toContain('Town of Orland, County of Hancock');
    expect(out).toContain('Lot 4 as shown');
    expect(out).toContain('30" E');
    expect(cleanKeepingLength('the West Six Feet (W 6") of Lot 3')).toContain("(W 6')");
    expect(cleanKeepingLength('the Six Inches (6") strip')).not.toContain("6')");
  });

  it('reads "real" before the estate it qualifies and a dash joining words', () => {
    const out = cleanKeepingLength('Being the same regl estate conveyed by deed dated-the 3rd day of May');
    expect(out).toContain('same real estate conveyed by deed dated the 3rd day');
    expect(cleanKeepingLength('the plat thereof, filed unger Plat No. 88-21')).toContain(
      'filed under Plat No.',
    );
    expect(cleanKeepingLength('recorded Ellen Book 4')).toContain('recorded Ellen Book');
    // "his seal" stays as printed.
    expect(cleanKeepingLength('under his seal estate papers')).toContain('his seal estate');
  });

  it('reads a day whose ordinal digits came out as letters', () => {
    expect(cleanKeepingLength('entered on the lath day of March, 2021')).toContain('the 14th day of March');
    expect(cleanKeepingLength('dated the IIth day of June, 2020')).toContain('the 11th day of June');
    // A suffix that does not fit the number is no ordinal to repair.
    expect(cleanKeepingLength('on the lzst day of June')).toContain('lzst');
  });

  it('repairs a street suffix, a dollar-sign S and a period before a ZIP', () => {
    const out = cleanKeepingLength(
      'resides at 88 Birch Hollow Rpad, Dover, and at 12 W. Elm $t., Dover, Delaware. 19901',
    );
    expect(out).toContain('88 Birch Hollow Road,');
    expect(out).toContain('12 W. Elm St.,');
    expect(squeeze(out)).toContain('Dover, Delaware 19901');
  });

  it('keeps a list marker behind a quote speck and a short name broken before its last letter', () => {
    expect(cleanKeepingLength('   "(d) ANNA ROSE KEMP, a daughter, born 1970;')).toContain(
      '(d) ANNA ROSE KEMP',
    );
    expect(squeeze(cleanKeepingLength('also known as Ja y R. Moss, Jr.'))).toContain('Jay R. Moss');
    // A lettered item keeps its letter.
    expect(cleanKeepingLength('as set out in Item b of the Schedule')).toContain('Item b of');
  });
});

describe('printings of a name or an address checked against each other', () => {
  it('restores a surname hyphen one printing lost when the others print it', () => {
    const out = repair([
      'to GRETA ALVAREZ-QUINN, daughter, and to Greta Alvarez-Quinn as heir',
      'Signed: Greta Alvarez- Quinn',
    ]);
    expect(squeeze(out.join(' '))).toContain('Greta Alvarez-Quinn');
    expect(out.join(' ')).not.toMatch(/Alvarez {1,2}Quinn/);
  });

  it('reads a short surname a letter off after the given names printed with it', () => {
    const out = reconcile('Harriet Lynn Cpbb, late of Dover\fHarriet Lynn Cobb\nHARRIET LYNN COBB, deceased');
    expect(out).toContain('Harriet Lynn Cobb, late of');
    // One printing against one: no majority.
    expect(reconcile('Harriet Lynn Cpbb\fHarriet Lynn Cobb')).toContain('Cpbb');
  });

  it('drops a comma speck before a surname the document prints closing other names', () => {
    const out = reconcile(
      'my son OWEN LEE, HART, who died in 2001\fMARY K. HART and Ella J. Hart, his heirs',
    );
    expect(out).toContain('my son OWEN LEE HART, who died');
    // A list of given names keeps its commas.
    expect(reconcile('to my children ADA JO, BEA, and CY HART')).toContain('ADA JO, BEA, and');
  });

  it('gives a name in capitals the accent its other printings carry, and drops one on an English word', () => {
    const out = reconcile(
      'we, CHLOE DURAND and Max Durand\fChloé Durand, Chloé Durand\nSuité 210, Law Officé',
    );
    expect(out).toContain('CHLOÉ DURAND');
    expect(out).toContain('Suite 210, Law Office');
  });

  it('reads a Q before a letter other than u as the O of a word printed elsewhere', () => {
    expect(reconcile('Plan of Qak Ridge\f14 Oak Ridge Lane')).toContain('Plan of Oak Ridge');
    expect(reconcile('Qatar and Qadir')).toBe('Qatar and Qadir');
  });

  it('reads a state code or a ZIP by the other: a ZIP belongs to one state', () => {
    expect(reconcile('Wheeling, wy 26003')).toContain('Wheeling, WV 26003');
    expect(reconcile('Sheridan, WY 82801')).toContain('Sheridan, WY 82801');
    const dc = reconcile(
      'Property: 710 Oneida Pl, N.W., Washington, D.C. 20611\f710 Oneida Pl, Washington, D.C. 20011',
    );
    expect(dc).toContain('D.C. 20011\f');
    expect(dc).not.toContain('20611');
    // A ZIP with no fitting reading elsewhere stays as printed.
    expect(reconcile('Washington, D.C. 20611')).toContain('20611');
  });
});

describe('what the extractors make of the repaired text', () => {
  it('takes a spouse the decedent was never divorced from as the spouse', () => {
    const page = [
      'AFFIDAVIT OF HEIRSHIP',
      'The Decedent, OTIS LEE BRANDT, died on March 2, 2022. He married Ida Mae Brandt in 1961.',
      'Decedent was never divorced from Ida Mae Brandt.',
    ].join('\n');
    const ida = parseOcr([page]).people.find((p) => p.name === 'Ida Mae Brandt');
    expect(ida?.relationship).toBe('spouse');
  });

  it('finds the notary signing under "Before me," whose rule OCR lost', () => {
    const page = [
      'WARRANTY DEED',
      'Ezra Pell, Grantor, conveys to Lena Pike, Grantee, the land in Stowe, Vermont.',
      '      At Stowe, this 2nd day of May, 2022, personally appeared Ezra Pell and acknowledged this deed.',
      '                    Before me,',
      '                               Notary Public',
      '                               Harlan B. Voss',
      '                               My commission expires: 01/31/2025',
    ].join('\n');
    expect(parseOcr([page]).people.some((p) => p.name === 'Harlan B. Voss' && p.role === 'notary')).toBe(
      true,
    );
  });

  it('runs a description on over a page break to its acreage', () => {
    const pages = [
      [
        'WARRANTY DEED',
        'Otto Wren grants to Ida Finch the following described premises:',
        '',
        '     Beginning at an iron pin on the northerly side of Mill Road; thence N 10° E 200.00 feet; thence',
        'S 80° E 100.00 feet to the point of beginning.',
      ].join('\n'),
      '     Containing 0.46 acres, more or less.\n\n     Meaning and intending to convey the premises at 4 Mill Road.',
    ];
    expect(parseOcr(pages).property.legalDescription).toMatch(/point of beginning\. Containing 0\.46 acres/);
  });
});
