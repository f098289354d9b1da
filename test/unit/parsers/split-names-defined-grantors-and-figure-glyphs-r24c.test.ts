import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { joinSplitCapitalWords } from '@/parsers/text/split-capital-words';
import { joinSplitCompassWords, joinSplitTenants } from '@/parsers/text/split-word-endings';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const person = (doc: ReturnType<typeof parse>, name: string) => doc.people.find((p) => p.name === name);

describe('scan glyphs in figures, capitals and vowelless names', () => {
  it("reads a capital O among a figure's digits as its zero", () => {
    expect(repairWordGlyphs('Range 6O East; recorded 2O1l; $85O,000.00')).toBe(
      'Range 60 East; recorded 2011; $850,000.00',
    );
    // Words and codes with letters besides the O keep it.
    expect(repairWordGlyphs('OHIO, Lot 4A, Unit O')).toBe('OHIO, Lot 4A, Unit O');
  });

  it('reads a one inside a word in capitals as its I, but not beside an I nor in a code', () => {
    expect(repairWordGlyphs('TERESA OSTERL1NG')).toBe('TERESA OSTERLING');
    expect(repairWordGlyphs('GRAY BURR1LL, R1, APN1, ABC1')).toBe('GRAY BURRILL, R1, APN1, ABC1');
    expect(repairWordGlyphs('PETRI1LO')).toBe('PETRI1LO');
  });

  it('reads the l of a capitalised word with no vowel as its i, abbreviations aside', () => {
    expect(repairWordGlyphs('Nguyet Vlnh and Kurt Schmldt')).toBe('Nguyet Vinh and Kurt Schmidt');
    expect(repairWordGlyphs('40 Shore Blvd, Bldg 2, Pltf. Vlx.')).toBe('40 Shore Blvd, Bldg 2, Pltf. Vlx.');
  });

  it("reads a description word's inner e printed as a c", () => {
    expect(repairWordGlyphs('containing 12.5 acrcs; thcnce North 4 dcgrees')).toBe(
      'containing 12.5 acres; thence North 4 degrees',
    );
    expect(repairWordGlyphs('the corner of the acres')).toBe('the corner of the acres');
  });

  it('reads an "rn" after a consonant as the m, even printed once', () => {
    expect(repairRnForM(['Lot 3, Palrnetto Grove Unit 2'])[0]).toBe('Lot 3, Palmetto  Grove Unit 2');
    // After a vowel it may be the word's own ("Hearne", "Sternberg").
    expect(repairRnForM(['Ivy Hearne Sternberg'])[0]).toBe('Ivy Hearne Sternberg');
  });
});

describe('words a scan broke with a blank', () => {
  it('joins a capitals word the document prints whole elsewhere, one half a fragment', () => {
    const [page] = joinSplitCapitalWords([
      "to CIARAN McGOWAN and ROISIN O'BRIEN-McGO WAN, husband and wife\nCiaran McGowan",
    ]);
    expect(page).toContain("ROISIN O'BRIEN-McGOWAN , husband");
    // Two words the document uses apart stay apart.
    const kept = joinSplitCapitalWords(['ANNA LEE and ANNALEE HART; LEE PARK, ANNA'])[0];
    expect(kept).toBe('ANNA LEE and ANNALEE HART; LEE PARK, ANNA');
  });

  it('joins a compass word broken after its capital', () => {
    expect(joinSplitCompassWords('the right-of-way of S outh Platte Road; thence W esterly')).toBe(
      'the right-of-way of South  Platte Road; thence Westerly ',
    );
    // An initial before a real word stays.
    expect(joinSplitCompassWords('by N. Orth and E Astor')).toBe('by N. Orth and E Astor');
  });

  it('joins "tenants" broken into two words after "joint" or before "in common"', () => {
    expect(joinSplitTenants('are the surviving joint ten ants named')).toBe(
      'are the surviving joint tenants  named',
    );
    expect(joinSplitTenants('as TEN ANTS IN COMMON')).toBe('as TENANTS  IN COMMON');
    expect(joinSplitTenants('ten ants on the hill')).toBe('ten ants on the hill');
  });
});

describe('a Colorado deed naming its grantor before its defined term', () => {
  const deed = [
    'SPECIAL WARRANTY DEED',
    '',
    '     THIS DEED, made this 4th day of March, 2024, between SUNDANCE MESA',
    'PARTNERS, LLC, a Colorado limited liability company ("Grantor"), and',
    'ORLA B. FENWICK and TOMAS R. FENWICK, as joint tenants ("Grantees"),',
    'whose legal address is 318 West Pine Avenue, Loveland, Colorado 80537.',
    '',
    '     WITNESSETH, that the Grantor, for and in consideration of the sum of Ten',
    'Dollars, has granted, bargained, sold and conveyed unto the Grantees the',
    'real property in the County of Larimer, State of Colorado, described as',
    'follows: Lot 9, Block 2, Pine Ridge Subdivision.',
  ].join('\n');

  it("takes the company as the only grantor, without the grantees' address", () => {
    const doc = parse(deed);
    expect(doc.parties.grantors).toEqual([
      { name: 'Sundance Mesa Partners, LLC', role: 'grantor', address: null },
    ]);
    expect(doc.parties.grantees.map((g) => g.name)).toEqual(['Orla B. Fenwick', 'Tomas R. Fenwick']);
  });
});

describe('executors, survivors and return blocks', () => {
  it('reads a widow from a recital that her husband died and she did not marry again', () => {
    const doc = parse(
      [
        "EXECUTRIX'S DEED",
        '',
        'THIS INDENTURE, made the 3rd day of May, 2022, BETWEEN NORA L. TIERNEY, Executrix of the Last Will',
        'and Testament of BRIDGET ANNE QUINLAN, deceased (hereinafter called the Grantor), AND PAVEL OKONSKI',
        '(hereinafter called the Grantee).',
        '',
        'WHEREAS, the said Bridget Anne Quinlan departed this life on January 4, 2022, having made her Last Will',
        'and Testament, and Letters Testamentary were granted unto the said Nora L. Tierney, her daughter, on',
        'February 10, 2022. BEING the same premises which Edward Kane, by Indenture dated June 1, 1990, granted',
        'unto Martin J. Quinlan and Bridget Anne Quinlan, his wife, as tenants by the entireties. AND the said',
        'Martin J. Quinlan departed this life on May 2, 2009, whereupon title vested solely in the said Bridget',
        'Anne Quinlan by right of survivorship, she not having remarried.',
      ].join('\n'),
    );
    expect(doc.decedent?.maritalStatus).toBe('widowed');
  });

  it('names both the affiant and the spouse surviving joint tenants when "tenants" is broken', () => {
    const doc = parse(
      [
        'AFFIDAVIT - DEATH OF JOINT TENANT',
        '',
        '     PRIYA N. HOLLOWAY, of legal age, being first duly sworn, deposes and says:',
        '',
        '     That DESMOND K. HOLLOWAY, the decedent mentioned in the attached certified copy of',
        'Certificate of Death, is the same person as DESMOND K. HOLLOWAY named as one of the parties in that',
        'certain Grant Deed dated April 2, 2001, recorded as Instrument No. 551234.',
        '',
        '     That affiant is the daughter of the decedent, and that affiant and GRETA M. HOLLOWAY, the surviving',
        'spouse of the decedent, who resides at 55 Alder Lane, Fresno, California 93704, are the surviving',
        'joint ten ants named in the above-described deed.',
      ].join('\n'),
    );
    expect(person(doc, 'Greta M. Holloway')?.role).toBe('surviving_joint_tenant');
    expect(doc.parties.grantees.map((g) => g.name).sort()).toEqual([
      'Greta M. Holloway',
      'Priya N. Holloway',
    ]);
  });

  it("takes no person from a company's name wrapped in the return block's column", () => {
    const doc = parse(
      [
        'Prepared by:                             Return to:',
        'Colleen R. Markey, Esquire               Harbor Point Closing',
        '14 E. State Street                         Services, LLC',
        'Dover, DE 19901                          8 Market Plaza, Suite 2',
        '                                         Dover, DE 19901',
        '',
        "EXECUTOR'S DEED",
        '',
        'THIS INDENTURE, made the 9th day of July, 2023, BETWEEN SAUL BERGIN, Executor of the Estate of',
        'MIRIAM BERGIN, deceased (hereinafter called the Grantor), AND LENA VOSS (hereinafter called the Grantee).',
      ].join('\n'),
    );
    expect(doc.people.some((p) => /Harbor Point/.test(p.name))).toBe(false);
  });
});
