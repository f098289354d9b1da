import { describe, expect, it } from 'vitest';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findInstrumentDate } from '@/parsers/extract/common/dates';
import { findDecedentName, findResidence } from '@/parsers/extract/common/decedent';
import { kinMentions, relationshipAround } from '@/parsers/extract/common/family';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { addressUnderRuledName } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

/**
 * Affidavits of death and small-estate affidavits: a death certificate's numbered boxes, a residence stated as
 * "the above-described property", a declarant's address printed under their name beside the signature rule, a
 * counted kinship of the declarants. Invented passages in the style of real recorded forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });
const decedent = (name: string, text: string) => {
  const at = text.indexOf(name);
  return {
    name: { value: name, span: { start: at, end: at + name.length }, confidence: 0.9 },
    mentions: [{ name, start: at, end: at + name.length }],
  } as unknown as Parameters<typeof findResidence>[1];
};

describe("a death certificate's numbered residence box", () => {
  it('reads "4. RESIDENCE: street" after the item number', () => {
    const text = `EXHIBIT B
   1. DECEDENT'S LEGAL NAME:  OLIVE MAUDE FENWICK
   3. DATE OF DEATH: MARCH 9, 2021
   4. RESIDENCE: 118 W JUNIPER RD, PAYSON, UT 84651
   5. MARITAL STATUS: WIDOWED`;
    const r = findResidence(doc(text), decedent('OLIVE MAUDE FENWICK', text));
    expect(r && 'line1' in r.value ? r.value.formatted : null).toBe('118 W Juniper Rd, Payson, UT 84651');
  });
  it('reads a boxed "| 9b. RESIDENCE street ... |" cell, the county dropped', () => {
    const text = `| 1. DECEDENT'S LEGAL NAME   CLARENCE OTTO BRANDT                      |
| 9b. RESIDENCE  77 MILL POND CT, ELIZABETHTOWN, HARDIN COUNTY, KY 42701   |
+--------------------------------------------------------------------------+`;
    const r = findResidence(doc(text), decedent('CLARENCE OTTO BRANDT', text));
    expect(r && 'line1' in r.value ? r.value.formatted : null).toBe(
      '77 Mill Pond Ct, Elizabethtown, KY 42701',
    );
  });
  it('drops a county printed in capitals between city and state', () => {
    expect(normalizeAddress('9 ELM ST, PADUCAH, MCCRACKEN COUNTY, KY 42001')?.formatted).toBe(
      '9 Elm St, Paducah, KY 42001',
    );
  });
});

describe('residing at the property', () => {
  it('takes the stated property address for "while residing at the above-described property"', () => {
    const text = `1. That HOMER J. VANCE, the decedent, held title to the following property:
     Lot 3, Block 2, MESA VIEW ESTATES, according to the official plat thereof.
     Property address: 4410 South Canyon Drive, Provo, Utah 84604
2. That HOMER J. VANCE died on 5 June 2020 at Orem, Utah County, Utah, while residing at the
above-described property.`;
    const d = doc(text);
    const r = findResidence(d, findDecedentName(d));
    expect(r && 'line1' in r.value ? r.value.formatted : null).toBe('4410 S Canyon Dr, Provo, UT 84604');
  });
});

describe("a signer's address under the printed name", () => {
  const block = `Date: May 2, 2022

LUCILLE ANNE MARCHETTI                        ______________________________________
   902 Cypress Lane                                   (SIGNATURE OF DECLARANT)
   Visalia, CA 93291

OWEN MARCHETTI                                ______________________________________
   15 Harbor View Road, Unit 4                        (SIGNATURE OF DECLARANT)
   Eureka, CA 95501
`;
  it('reads the address in the name column, beside the signature label', () => {
    const d = doc(block);
    const at = block.indexOf('OWEN MARCHETTI');
    const a = addressUnderRuledName(d, at, at + 'OWEN MARCHETTI'.length);
    expect(a?.value.formatted).toBe('15 Harbor View Rd Unit 4, Eureka, CA 95501');
  });
  it('reads none for a name in running text', () => {
    const text = 'The declarant LUCILLE ANNE MARCHETTI\n   902 Cypress Lane, Visalia, CA 93291';
    const at = text.indexOf('LUCILLE');
    expect(addressUnderRuledName(doc(text), at, at + 'LUCILLE ANNE MARCHETTI'.length)).toBeNull();
  });
});

describe('a counted kinship of the declarants (California §13200)', () => {
  it('gives each declarant the kinship and the address under their name', () => {
    const r = parse(`AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE
1. Decedent (name): GIOVANNI PAOLO MARCHETTI
   died on (date): January 4, 2021, at Fresno, California
2. Each declarant is a successor of decedent (as defined in Probate Code section 13006).
3. The declarants are the decedent's two children and only issue. Decedent's wife, ROSA
   MARCHETTI, predeceased him.

I declare under penalty of perjury under the laws of the State of California that the
foregoing is true and correct.

LUCILLE ANNE MARCHETTI                        ______________________________________
   902 Cypress Lane                                   (SIGNATURE OF DECLARANT)
   Visalia, CA 93291

OWEN MARCHETTI                                ______________________________________
   15 Harbor View Road, Unit 4                        (SIGNATURE OF DECLARANT)
   Eureka, CA 95501
STATE OF CALIFORNIA, COUNTY OF Tulare
On May 2, 2022, before me, Dora K. Bell, Notary Public, personally appeared
Lucille Anne Marchetti and Owen Marchetti, who proved to me on the basis of
satisfactory evidence to be the persons whose names are subscribed to the within instrument.
`);
    const p = (n: string) => r.people.find((x) => x.name === n);
    expect(p('Lucille Anne Marchetti')?.relationship).toBe('child');
    expect(p('Owen Marchetti')?.relationship).toBe('child');
    expect(p('Lucille Anne Marchetti')?.address).toBe('902 Cypress Ln, Visalia, CA 93291');
    expect(r.property?.addressSource).toBe('party_residence');
  });
});

describe("a court's certified-copy certificate", () => {
  it("does not take the certificate's Dated: line for the instrument's date", () => {
    const d = doc(`     DATED this 2nd day of June, 2022.

                                   ______________________________
                                   MAVIS ORTEGA, Affiant

                       CERTIFIED TRUE COPY
     I hereby certify that the foregoing is a true and correct copy of the affidavit
filed June 9, 2022 in Case No. 22PR0451, now on file in this court.

     Dated: July 1, 2022        CLERK OF THE COURT`);
    expect(findInstrumentDate(d, { isWill: false })?.iso).toBe('2022-06-02');
  });
});

describe("an inventory row's value and flag columns", () => {
  it('leaves the value and its one-letter flag out of the description', () => {
    const d = doc(`6.  PROPERTY OF THE ESTATE
    Item                                                   Value        X?
    Homestead: All that certain tract or parcel of          $88,000.00   X
    land situated in Angelina County, Texas, being Lot 4, Block 7, PINE
    HOLLOW ADDITION, according to the plat recorded in Volume 3, Page 12,
    Plat Records of Angelina County, Texas
    Household goods                                         $1,500.00    X
`);
    const legal = findLegalDescription(d)?.value ?? '';
    expect(legal).toMatch(/^All that certain tract or parcel of land situated in Angelina County/);
    expect(legal).not.toContain('$88,000.00');
  });
});

describe('kinship after a former name', () => {
  it('reads "X, formerly Y, a daughter" as a daughter', () => {
    const text = '(b) NOREEN ALICE CASSIDY, formerly Noreen Alice Pike, a daughter, living; and';
    const at = text.indexOf('NOREEN');
    expect(relationshipAround(text, at, at + 'NOREEN ALICE CASSIDY'.length)).toBe('daughter');
  });
  it('reads "X, f/k/a Y, a son" as a son', () => {
    const text = 'WESLEY T. ORR, f/k/a Wesley T. Banks, a son of the decedent';
    expect(relationshipAround(text, 0, 'WESLEY T. ORR'.length)).toBe('son');
  });
});

describe('a capacity before the kinship', () => {
  it('names "X, the co-trustee and husband of said decedent" as the spouse', () => {
    const r = parse(`AFFIDAVIT OF DEATH OF TRUSTEE

     1. That ROSALIND MAE PIERCE, the decedent named in the attached certificate of death, was one of the
trustees of the PIERCE FAMILY TRUST.
     2. That WALTER J. PIERCE, the co-trustee and husband of said decedent, died on the 3rd day of
April, 2015.
     3. That ROSALIND MAE PIERCE died on 9 January 2021 at Ogden, Weber County, Utah.
     4. Affiant, NORA PIERCE LUND, the daughter of said decedent, is the successor trustee.
`);
    const w = r.people.find((p) => p.name === 'Walter J. Pierce');
    expect(w?.relationship).toBe('spouse');
    expect(w?.role).toBe('family_member');
  });
});

describe('takers named beside the affiant', () => {
  it('gives the co-remainderman the same role as the affiant', () => {
    const r = parse(`AFFIDAVIT OF DEATH OF LIFE TENANT

     COMES NOW LOIS ANN FERRIS, of lawful age, who being first duly sworn states:

     That affiant is the daughter of OPAL RUTH GENTRY, and that the said Opal Ruth Gentry
departed this life at Sedalia, Missouri, on March 2nd, 2022; that by deed dated June 1, 2010,
the said OPAL RUTH GENTRY conveyed the following described real estate, reserving unto herself a
life estate therein, with the remainder to LOIS ANN FERRIS and CALVIN DEAN GENTRY, her children:

     Lot 5, Block 2, PARKVIEW ADDITION, Sedalia, Pettis County, Missouri.

     That the life estate terminated upon her death, and the fee simple title thereto is now
vested in LOIS ANN FERRIS and CALVIN DEAN GENTRY, the remaindermen named in said deed.

     IN WITNESS WHEREOF, affiant has hereunto set her hand this 9th day of March, 2022.

                                        ______________________________
                                        LOIS ANN FERRIS, Affiant
`);
    expect(r.parties.grantees.map((g) => `${g.name} (${g.role})`)).toEqual([
      'Lois Ann Ferris (beneficiary)',
      'Calvin Dean Gentry (beneficiary)',
    ]);
  });
});

describe("a cover sheet's short description", () => {
  it('reads the full description past "Legal Description: Pt NW 1/4 Sec 9-47-13, see page 2"', () => {
    const d = doc(`Document Title:       AFFIDAVIT OF DEATH
Legal Description:    Pt NW 1/4 Sec 9-47-13, see page 2

     That the said decedent owned the following described real estate, to wit:

     A tract of land in the Northwest Quarter of Section 9, Township 47 North, Range 13 West,
Cooper County, Missouri, containing 3.00 acres, more or less.
`);
    expect(findLegalDescription(d)?.value).toMatch(/^A tract of land in the Northwest Quarter of Section 9/);
  });
});

describe("the decedent's late spouse after 'widow of'", () => {
  it('names the husband of "DECEDENT, widow of X" as the spouse', () => {
    const r = parse(`AFFIDAVIT OF DEATH

     That affiant is the son of EDNA MAE KOHLER, widow of Russell P. Kohler, and that the said
Edna Mae Kohler departed this life at Fulton, Callaway County, Missouri, on May 4th, 2021.

                                        ______________________________
                                        GARY KOHLER, Affiant
`);
    const h = r.people.find((p) => p.name === 'Russell P. Kohler');
    expect(h?.relationship).toBe('spouse');
    expect(h?.role).toBe('family_member');
  });
});

describe('grantors of the vesting deed named after its date and record', () => {
  it('reads "by Deed dated ..., of record in ..., A and wife, B, conveyed to" as prior owners', () => {
    const m = priorOwnerMentions(
      doc(`3.  That by Warranty Deed dated April 2, 1987, of record in Deed Book 511, Page 90, in the
Office of the Hardin County Clerk, HOWARD T. PIKE and wife, JUNE L. PIKE, conveyed to the decedent
the following described real property:`),
    );
    expect(m.map((x) => `${x.name} (${x.role})`)).toEqual(['HOWARD T. PIKE (other)', 'JUNE L. PIKE (other)']);
  });
});

describe("a death certificate's parent boxes", () => {
  it("reads the father's and the mother's names, the mother's label wrapped in its box", () => {
    const text = `| 1. DECEDENT'S LEGAL NAME   HOMER LEE CATES                           |
+--------------------------------------------+-------------------------+
| 12. FATHER'S NAME: ELBERT CATES            | 13. SEX: MALE           |
+--------------------------------------------+-------------------------+
| 9. FATHER'S NAME: ARLO V. CATES            | 10. MOTHER'S NAME PRIOR TO FIRST    |
|                                            |     MARRIAGE: VERA MAE DUNN         |`;
    const m = kinMentions(doc(text), (n) => /HOMER/i.test(n));
    const names = m.map((x) => `${x.name} (${x.relationship})`);
    expect(names).toContain('ELBERT CATES (parent)');
    expect(names).toContain('ARLO V. CATES (parent)');
    expect(names).toContain('VERA MAE DUNN (parent)');
  });
});

describe("a death certificate's certifier", () => {
  it('names the certifying physician as a named non-party', () => {
    const m = priorOwnerMentions(
      doc(`| 28. CAUSE OF DEATH: (a) PNEUMONIA                                       |
| CERTIFIER: ROSALIE N. OKAFOR, M.D.     DATE CERTIFIED: 02/11/2023       |
| ATTENDING PHYSICIAN: DEAN P. WALSH, D.O.                                |`),
    );
    expect(m.map((x) => `${x.name} (${x.role})`)).toEqual([
      'ROSALIE N. OKAFOR (other)',
      'DEAN P. WALSH (other)',
    ]);
  });
});

describe("a cover sheet's deceased grantor", () => {
  it('reads the address under "Grantor(s): SURNAME, GIVEN (DECEASED)" as the residence', () => {
    const text = `Document Title:           AFFIDAVIT OF DEATH
Grantor(s):               PELLETIER, NADINE ROSE (DECEASED)
                          88 Quarry Hill Drive, Rolla, MO 65401
Grantee(s):               PELLETIER, MARC

     That NADINE ROSE PELLETIER, a resident of Phelps County, Missouri, departed this life on
June 3rd, 2022.`;
    const d = doc(text);
    const r = findResidence(d, findDecedentName(d));
    expect(r && 'line1' in r.value ? r.value.formatted : null).toBe('88 Quarry Hill Dr, Rolla, MO 65401');
  });
});

describe("a cover sheet's parties filed surname first", () => {
  it('gives each taker the address printed under their filed name', () => {
    const r = parse(`Document Title:           AFFIDAVIT OF DEATH OF LIFE TENANT
Grantor(s):               VOSS, HELGA MARIE (DECEASED)
                          402 Linden Street, Hannibal, MO 63401
Grantee(s):               VOSS, PETER ALLEN
                          77 Bluff Road, Palmyra, MO 63461

                      AFFIDAVIT OF DEATH OF LIFE TENANT

     COMES NOW PETER ALLEN VOSS, of lawful age, who being first duly sworn states:

     That affiant is the son of HELGA MARIE VOSS, and that the said Helga Marie Voss departed
this life at Hannibal, Missouri, on April 2nd, 2023; that by deed dated May 5, 2011, the said
HELGA MARIE VOSS conveyed the following described real estate, reserving unto herself a life
estate therein, with the remainder to PETER ALLEN VOSS, to wit:

     Lot 8, Block 3, RIVERVIEW ADDITION, Hannibal, Marion County, Missouri.

     That the life estate terminated upon her death.

                                        ______________________________
                                        PETER ALLEN VOSS, Affiant
`);
    expect(r.people.find((p) => p.name === 'Peter Allen Voss')?.address).toBe(
      '77 Bluff Rd, Palmyra, MO 63461',
    );
    expect(r.decedent?.residenceAddress).toBe('402 Linden St, Hannibal, MO 63401');
  });
});

describe("a cover sheet's row the label calls abbreviated", () => {
  const sheet = (label: string) => `Grantor(s):          MARSH, EDNA LOUISE (deceased)
Grantee(s):          MARSH, PAUL ANDREW
${label}  LOT 7, BRIARWOOD ESTATES DIV 3, VOL 41
                     PG 12-14
Assessor's Property Tax Parcel/Account Number:  5521-003-007-0001

        AFFIDAVIT OF DEATH

     2.  EDNA LOUISE MARSH was the grantor in that certain deed affecting
the following described real property:

          LOT 7, PLAT OF BRIARWOOD ESTATES DIVISION 3, ACCORDING TO THE PLAT
          RECORDED IN VOLUME 41 OF PLATS, PAGES 12 THROUGH 14, RECORDS OF
          MASON COUNTY, WASHINGTON.
`;
  it('reads the instrument\'s full description past a wrapped "(abbreviated)" row', () => {
    const legal = findLegalDescription(doc(sheet('Legal Description (abbreviated):')))?.value ?? '';
    expect(legal).toMatch(/^LOT 7, PLAT OF BRIARWOOD ESTATES DIVISION 3, ACCORDING TO THE PLAT/);
    expect(legal).not.toContain('VOL 41');
  });
  it('reads it past an "Abbreviated Legal:" row too', () => {
    const legal = findLegalDescription(doc(sheet('Abbreviated Legal:')))?.value ?? '';
    expect(legal).toMatch(/^LOT 7, PLAT OF BRIARWOOD ESTATES DIVISION 3/);
  });
});

describe('a sworn name with its short form as a/k/a', () => {
  it('names the affiant by the full form, though the return-to block prints only the short one', () => {
    const out = parse(`WHEN RECORDED RETURN TO:
Marla J. Eskew
4410 Birch Lane
Shelton, WA 98584

        AFFIDAVIT OF DEATH OF GRANTOR UNDER TRANSFER ON DEATH DEED

     MARLA JEAN ESKEW, also known as Marla J. Eskew, being first duly sworn
on oath, deposes and says:

     1.  HAROLD PETER ESKEW, the grantor in that certain Transfer on Death
Deed dated June 2, 2018, died on May 14, 2024, at Shelton, Washington.

     2.  I am the daughter of the decedent and the designated beneficiary
named in said Transfer on Death Deed.

                                        _________________________________
                                        MARLA JEAN ESKEW
`);
    const names = out.people.map((p) => p.name);
    expect(names).toContain('Marla Jean Eskew');
    expect(names).not.toContain('Marla J. Eskew');
  });
});
