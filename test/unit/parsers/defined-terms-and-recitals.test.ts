import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/** Rules found by measuring the parser on the generated sample corpus, each on a hand-written document. */

const parse = (text: string) => parseDocumentText({ pages: [text] });
const parties = (ps: { name: string; role: string | null }[]) => ps.map((p) => `${p.name} (${p.role})`);

describe('conveyances with parenthesised defined terms', () => {
  it('reads grantor and grantees named before ("Grantor") and ("Grantee")', () => {
    const out = parse(`WARRANTY DEED

OLIVER QUENTIN MARSH, ("Grantor"), for and in consideration of TEN AND NO/100 DOLLARS ($10.00) and other
good and valuable consideration, paid by HANNAH R. BELLWETHER and TOBIAS BELLWETHER ("Grantee"), the receipt of
which is hereby acknowledged, does hereby GRANT, SELL and CONVEY to Grantee the following described property:
Lot 3, Block 9, ALDER GLEN, according to the plat recorded in Volume 12, Page 4 of the Plat Records.`);
    expect(parties(out.parties.grantors)).toEqual(['Oliver Quentin Marsh (grantor)']);
    expect(parties(out.parties.grantees)).toEqual([
      'Hannah R. Bellwether (grantee)',
      'Tobias Bellwether (grantee)',
    ]);
  });

  it('reads a lien release that opens "KNOW ALL PERSONS BY THESE PRESENTS:" and its signing officer', () => {
    const out = parse(`RELEASE OF LIEN

KNOW ALL PERSONS BY THESE PRESENTS: That PRAIRIE STATE SAVINGS BANK, the owner and holder of the note in the
original principal sum of $148,000.00 executed by MIRIAM K. ASHCROFT, and secured by a Deed of Trust, does hereby
RELEASE the property described below.

PRAIRIE STATE SAVINGS BANK

__________________________________
By: Desmond Albert Frye
Assistant Vice President`);
    expect(parties(out.parties.grantors)).toEqual(['Prairie State Savings Bank (lienholder)']);
    expect(parties(out.parties.grantees)).toEqual(['Miriam K. Ashcroft (borrower)']);
    expect(out.people.find((p) => p.name === 'Desmond Albert Frye')?.role).toBe('officer');
  });
});

describe('family recitals', () => {
  it('takes each child’s gender from "My children are X (my son), Y (my daughter)"', () => {
    const out = parse(`LAST WILL AND TESTAMENT OF ADELINE PORTER VANCE

I, ADELINE PORTER VANCE, declare this to be my Will. My children are SAMUEL VANCE (my son), LENORE
VANCE ASHBY (my daughter). I leave all of my property to my children, SAMUEL VANCE and LENORE VANCE ASHBY,
in equal shares.`);
    const rel = Object.fromEntries(out.people.map((p) => [p.name, p.relationship]));
    expect(rel['Samuel Vance']).toBe('son');
    expect(rel['Lenore Vance Ashby']).toBe('daughter');
  });

  it('reads "(a daughter of the decedent)" beside a fiduciary', () => {
    const out = parse(`EXECUTOR'S DEED

THAT I, CORA JEAN TILLMAN (a daughter of the decedent) acting as Independent Executrix of the Estate of
WALLACE TILLMAN, Deceased, who died on March 2, 2021, do hereby grant and convey to NOLAN PRICE the property.`);
    expect(out.people.find((p) => p.name === 'Cora Jean Tillman')?.relationship).toBe('daughter');
  });

  it('names the grandchildren of a predeceased child "survived by one child:"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

DECEASED: ROSALIND MAE KEATING
Decedent had the following children: (1) Gregory Keating, a son, born May 1, 1960; died June 3, 2001,
survived by one child: Ivy Keating Moss, current address: 12 Elm St, Tyler, Texas 75701. (2) Paula Keating,
a daughter, born July 9, 1963. Decedent did not have or adopt any other children.`);
    expect(out.people.find((p) => p.name === 'Ivy Keating Moss')?.relationship).toBe('grandchild');
  });

  it('reads "married to Decedent at the time of Decedent’s death" as married', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

DECEASED: HOMER J. LATTIMORE
Decedent's only marriage was to Edna Lattimore. Edna Lattimore survived Decedent and was married to Decedent
at the time of Decedent's death.`);
    expect(out.decedent?.maritalStatus).toBe('married');
  });
});

describe('residence and dates', () => {
  it('keeps a county-only residence null instead of borrowing a later "residing at"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

DECEASED: FLORENCE ABIGAIL NORTH
Decedent died on June 4, 2020. At the time of Decedent's death, Decedent's residence was Smith County, Texas.
Decedent had the following children: (1) Roy North, a son, born May 1, 1960; residing at: 88 Oak St, Tyler,
Texas 75701.`);
    expect(out.decedent?.residenceAddress).toBeNull();
  });

  it('reads a city-only residence as "City, ST"', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT

Decedent: FLORENCE ABIGAIL NORTH
Decedent died on June 4, 2020. The decedent's last residence was Tyler, Texas.`);
    expect(out.decedent?.residenceAddress).toBe('Tyler, TX');
  });

  it('does not take the date of a transfer-on-death deed as the date of death', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF TRANSFEROR

That MABEL ORTIZ, the decedent mentioned in the attached certified copy of Certificate of Death, is the
transferor named in the Revocable Transfer on Death Deed dated April 2, 2009 and recorded April 9, 2009.
That the said decedent died on May 14, 2024.`);
    expect(out.decedent?.dateOfDeath).toBe('2024-05-14');
  });

  it('reads the jurat date after a long list of signers with initials and suffixes', () => {
    const out = parse(`Recorded 10/02/2020
SMALL ESTATE AFFIDAVIT

Decedent: FLORENCE ABIGAIL NORTH

SWORN TO AND SUBSCRIBED before me by Roy T. North, Jr., Ada B. North, Carl E. Simms, Sr., Dora K. Lee,
Ezra P. Quill on September 19, 2020.`);
    expect(out.keyDates.instrument).toBe('2020-09-19');
  });
});
