import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findDecedentName } from '@/parsers/extract/common/decedent';
import { parseDocumentText } from '@/parsers/index';
import { findConsideration } from '@/parsers/normalize/consideration';
import { Doc } from '@/parsers/text/doc';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

const parse = (...pages: string[]) => parseDocumentText({ pages });

describe('a New England town as the late residence', () => {
  it('reads "late of the Town of X" as the town when the state is one whose towns are municipalities', () => {
    const d = parse(`FIDUCIARY DEED

KNOW ALL PERSONS, THAT I, OSWALD P. THAYER, of Keene, New Hampshire, Administrator of the
Estate of LUCINDA M. FARNSWORTH, late of the Town of Peterborough, in said County,
who died intestate on the 4th day of March, 2023, do hereby grant to BEATRIX LONGMEADOW
the land known as 19 Granite Street, Peterborough, New Hampshire 03458.`);
    expect(d.decedent?.residenceAddress).toBe('Peterborough, NH');
  });

  it('leaves a New York town unread: its villages and hamlets are the places people live', () => {
    const d = parse(`EXECUTOR'S DEED

THIS INDENTURE made by GRISWOLD T. HAVERSTRAW, as Executor of the Estate of ODETTE
VANDERKAMP, late of the Town of Brookhaven, in said County, deceased, who died on May 2, 2023,
conveys to PELL J. ROSENKRANZ the premises known as 7 Dune Road, Brookhaven, New York 11719.`);
    expect(d.decedent?.residenceAddress).toBeNull();
  });
});

describe('recitals and lists', () => {
  it('gives a header field one street for every name it lists', () => {
    const d = parse(`QUITCLAIM DEED

Grantors:      Ulrich B. Tenneson and Marguerite A. Tenneson,
               88 NE Willow Bend Drive, Urbandale, IA 50322
Grantees:      Corwin D. Halvorsen

For the consideration of One Dollar, Ulrich B. Tenneson and Marguerite A. Tenneson do hereby
quit claim to Corwin D. Halvorsen the real estate in Polk County, Iowa: Lot 3, Birch Hollow Plat 2.`);
    expect(d.parties.grantors.map((g) => g.address)).toEqual([
      '88 NE Willow Bend Dr, Urbandale, IA 50322',
      '88 NE Willow Bend Dr, Urbandale, IA 50322',
    ]);
  });

  it('ends a recital list of heirs at the next WHEREAS paragraph', () => {
    const d = parse(`EXECUTRIX'S DEED

     WHEREAS, the sole heirs at law of the decedent are his son, the said Orrin Q. Pemberton,
and his daughter, CLEMENTINE R. ASHWORTH, both of whom consented to the sale; and

     WHEREAS, the Court by its Order Approving and
Confirming Sale entered May 3, 2022 confirmed the sale to DESMOND K. FAIRWEATHER;

     NOW, THEREFORE, I, ORRIN Q. PEMBERTON, as Executor of the Estate of Hollis V. Pemberton,
Deceased, who died on January 5, 2022, for the sum of ($98,4O0.00), do grant unto DESMOND K.
FAIRWEATHER the following: Lot 2, Block 7, Elm Park Addition.`);
    const names = d.people.map((p) => p.name);
    expect(names).not.toContain('Confirming Sale');
    expect(d.people.find((p) => p.name === 'Clementine R. Ashworth')?.role).toBe('heir');
    expect(d.consideration).toBe('$98,400.00');
  });

  it('reads a short-year death date after "on or about"', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

WHEREAS, Lamar T. Ridgeway (the "Decedent") died testate on or about
11-09-21, a widower, whose last address was 40 Oak Lane, Easley, South Carolina 29640; and
WHEREAS, the said Nadine Ridgeway, wife of the Decedent, died on June 1, 2015.`);
    expect(d.decedent?.dateOfDeath).toBe('2021-11-09');
  });

  it("counts the children born to the decedent of his own first marriage, and a minor heir's parent as no child", () => {
    const d = parse(`AFFIDAVIT OF HEIRSHIP

1.   I am the son of GIDEON ABERNATHY WELLS, SR. (hereinafter the "Decedent").

2.   The Decedent died intestate on March 3, 2023.

3.   Two (2) children were born to the Decedent, both of his first marriage:

     (a)  CORNELIUS ABERNATHY WELLS, the Affiant herein; and

     (b)  GIDEON ABERNATHY WELLS, JR., who died on May 1, 2020, before the Decedent, leaving
          surviving him two (2) children, namely TOBIAS LEE WELLS, an adult, and PIPER LOUISE
          WELLS, a minor, who resides with her mother and natural guardian, ROSALIND FAYE
          DUNMORE, at 12 Quarry Road, Bristol, Tennessee 37620.
`);
    const jr = d.people.find((p) => p.name === 'Gideon Abernathy Wells, Jr.');
    expect(jr?.role).toBe('family_member');
    expect(jr?.relationship).toBe('son');
    const mother = d.people.find((p) => p.name === 'Rosalind Faye Dunmore');
    expect(mother?.role).toBe('other');
    expect(mother?.relationship).toBeNull();
    expect(mother?.address).toBe('12 Quarry Rd, Bristol, TN 37620');
  });

  it('takes the person "late of" a home, named with the affiant\'s kinship, over a relative whose death is history', () => {
    const doc = new Doc([
      `AFFIDAVIT OF DEATH OF TRUSTEE

The original Trustees were my parents, ANSEL R. PRUDHOMME and IRMA J. PRUDHOMME.
Ansel R. Prudhomme died on April 2, 2012, and Irma J. Prudhomme thereafter served as sole Trustee.

IRMA J. PRUDHOMME, my mother, late of 9 Birch Road, Dedham, Massachusetts 02026, died on
June 14, 2023 at Dedham, Massachusetts.`,
    ]);
    expect(findDecedentName(doc)?.name.value).toBe('IRMA J. PRUDHOMME');
  });
});

describe('court dates', () => {
  it('dates an informal probate order and a clerk certification signed "Dated:"', () => {
    const doc = new Doc([
      `     IT IS ORDERED that the decedent's will dated June 2, 2010 is informally
probated, and Xavier Quill is appointed personal representative.

Dated: April 7, 2022               By the Registrar: ___________

                            CERTIFICATION
I certify that this document and the attached Will are true and correct
copies of the originals on file in the office of the Clerk.    Dated: May 9, 2022
`,
    ]);
    const labels = findOtherDates(doc, { category: 'WILL' }).map((d) => `${d.iso} ${d.label}`);
    expect(labels).toContain('2022-04-07 probate_admitted');
    expect(labels).toContain('2022-05-09 court_certification');
  });
});

describe('scan glyphs', () => {
  it('reads a fraction, a number and a -tion word whose one or i was scanned as an l', () => {
    expect(repairWordGlyphs('the NEl/4 of Sectlon 9, Range Thirty-one (3l) West')).toBe(
      'the NE1/4 of Section 9, Range Thirty-one (31) West',
    );
  });

  it('reads a zero inside a Mc surname in capitals as an O', () => {
    expect(repairWordGlyphs('CLARA McD0WELL')).toBe('CLARA McDOWELL');
  });

  it('reads an O inside a dollar figure as a zero', () => {
    expect(findConsideration('for and in consideration of the sum of ($2O5,OOO.00) paid')?.value).toBe(
      '$205,000.00',
    );
  });
});
