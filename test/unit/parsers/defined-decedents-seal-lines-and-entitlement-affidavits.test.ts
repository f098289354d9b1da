import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Heirship and small-estate affidavits worded as other states' forms word them: a decedent defined by a bare
 * quoted term or "late a resident of" their street, a list anchor that points back at heirs already named, a
 * spouse who "is the sole heir", a scan's misread letters inside running words, notary blocks with seal lines,
 * stray marks or a capacity that runs on to the next line, and entitlement affidavits titled without the words
 * "small estate". Every passage is invented in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const people = (out: ReturnType<typeof parse>) =>
  Object.fromEntries(out.people.map((p) => [p.name, `${p.role}|${p.relationship}|${p.address}`]));

describe('who the decedent is', () => {
  it('reads a decedent defined by a bare quoted term after "hereinafter"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

We, the undersigned, being duly sworn, say:

That OTTO WILHELM BRANDT, hereinafter "Decedent", died intestate at Helena,
Montana, on the 14th day of June, 2022.

That the Decedent left surviving him his wife, GRETA BRANDT, who is his
sole heir at law.
`);
    expect(out.decedent?.name).toBe('Otto Wilhelm Brandt');
    expect(out.decedent?.dateOfDeath).toBe('2022-06-14');
  });

  it('reads a decedent "late a domiciliary of" a street, not a child whose own death follows', () => {
    const out = parse(`AFFIDAVIT OF HEIRS

1. That MARGARET LOUISE KEENE, also known as PEGGY L. KEENE, late a domiciliary of
22 Quarrier Street, Beckley, Raleigh County, West Virginia 25801, departed this
life intestate on the 2nd day of March, 2021.

2. That the decedent had two children: SAMUEL KEENE; and ROBERT ALAN KEENE, who
died on May 1, 2010, leaving no descendants.
`);
    expect(out.decedent?.name).toBe('Margaret Louise Keene');
    expect(out.decedent?.dateOfDeath).toBe('2021-03-02');
    expect(out.decedent?.residenceAddress).toBe('22 Quarrier St, Beckley, WV 25801');
  });
});

describe('who inherits', () => {
  it('reads no heir from a property description introduced by "the heirs above named:"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, LOIS ANN PRATT, died on April 4, 2020. Her sole heirs at law are
her sons, DONALD PRATT and EUGENE PRATT.

The decedent owned the following real estate, which passed to the heirs above named:

     Lot 3, Block 9, Spring Hill Addition, situate in Union Ridge District, Putnam
     County, West Virginia.
`);
    expect(out.parties.grantees.map((g) => g.name).sort()).toEqual(['Donald Pratt', 'Eugene Pratt']);
    expect(out.people.some((p) => /District/.test(p.name))).toBe(false);
  });

  it('makes the spouse who "is the only heir at law" the heir', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

FIRST: The decedent, ALMA JEAN RUSK, died on May 5, 2023, at Billings, Montana.

SECOND: Under the laws of intestate succession the decedent's husband, WALTER
RUSK, is the only heir at law of the decedent.
`);
    expect(out.parties.grantees).toEqual([{ name: 'Walter Rusk', role: 'heir', address: null }]);
  });
});

describe("a scan's misread letters inside words", () => {
  it('reads a one, a zero or a capital I inside a running word as its letter', () => {
    expect(repairWordGlyphs('two chi1dren were born; Great Fa11s; the funeraI; d0nated')).toBe(
      'two children were born; Great Falls; the funeral; donated',
    );
  });

  it('keeps names with inner capitals and codes with digits', () => {
    const text = 'Ewan McIntyre, Unit 10B, Lot A1, R0398127, 1st Ave, DeIorio';
    expect(repairWordGlyphs(text)).toBe(text);
  });

  it('lists the children of a list whose anchor word was misread', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, HELGA M. STROM, died on June 3, 2021. She left surviving her two
chiIdren, namely ANDERS STROM, a son, and INGRID STROM BERG, a daughter.
`);
    expect(people(out)['Ingrid Strom Berg']).toMatch(/\|daughter\|/);
  });
});

describe("the notary's block", () => {
  it("reads the notary's street under the seal's own lines", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, RUTH E. CALLAHAN, died on June 9, 2020. Her sole heir at law is her
son, MARK CALLAHAN.

Sworn to before me by MARK CALLAHAN this 3rd day of July, 2020.

                                        _______________________________
                                        Diane M. Kowalski
                                        Notary Public
                                        State of Ohio
                                        4400 Main Avenue, Ashtabula, OH 44004
`);
    expect(people(out)['Diane M. Kowalski']).toBe('notary|null|4400 Main Ave, Ashtabula, OH 44004');
  });

  it('reads the printed name over a capacity line that a stray mark opens', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, RUTH E. CALLAHAN, died on June 9, 2020. Her sole heir at law is her
son, MARK CALLAHAN.

                                        _______________________________
         ( S E A L )                    Loretta J. Vance
     *                                  Notary Public for the State of Idaho
`);
    expect(people(out)['Loretta J. Vance']).toMatch(/^notary\|/);
  });

  it('reads the name after the colon where the capacity runs on to the next line', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, RUTH E. CALLAHAN, died on June 9, 2020. Her sole heir at law is her
son, MARK CALLAHAN.

                                   ______________________________________
                                   Notary Public in and for the State of
                                   Washington: Harold P. Nguyen
                                   My commission expires: 4/1/2027
`);
    expect(people(out)['Harold P. Nguyen']).toMatch(/^notary\|/);
  });
});

describe('entitlement affidavits', () => {
  it('classes an affidavit of entitlement as a small estate affidavit', () => {
    const out = parse(`AFFIDAVIT OF ENTITLEMENT

I, JOAN PIERCE, am the daughter of ARTHUR PIERCE (the "decedent"), who died on
January 2, 2023. A certified copy of the death certificate is attached.
`);
    expect(out.documentType).toBe('SMALL_ESTATE_AFFIDAVIT');
  });

  it('classes an affidavit to collect property without administration by its title', () => {
    const out = parse(`AFFIDAVIT TO COLLECT PROPERTY OF A DECEDENT WITHOUT ADMINISTRATION

I, JOAN PIERCE, am the daughter of ARTHUR PIERCE, who died on January 2, 2023, as
shown by the death certificate attached.
`);
    expect(out.documentType).toBe('SMALL_ESTATE_AFFIDAVIT');
  });

  it("classes an untitled affidavit by the ceiling on the decedent's property", () => {
    const out = parse(`I, JOAN PIERCE, being sworn, state that ARTHUR PIERCE died on January 2, 2023, as
shown by the death certificate attached, and that the gross value of the decedent's
property in this state does not exceed $25,000.
`);
    expect(out.documentType).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
});
