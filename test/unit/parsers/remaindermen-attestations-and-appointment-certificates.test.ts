import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { readName } from '@/parsers/text/read-name';

/**
 * Affidavits of death sworn by a successor trustee (a scan's "swom") or by a remainderman named after the verb
 * ("the remainder beneficiaries ... were the Affiant, A, ..., and B"), a decedent "widow of X, late of <City>",
 * wills attested "signed by us ... as witnesses" or acknowledged in the Uniform Probate Code's form, witness rows
 * with the address beside the rule, certificates of appointment, orders that appoint outright, and land described
 * only by the deed it came by. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const grantees = (out: ReturnType<typeof parse>) =>
  out.parties.grantees.map((g) => `${g.name} (${g.role}) ${g.address ?? '-'}`);
const otherDates = (out: ReturnType<typeof parse>) =>
  ((out.typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.date} ${d.label}`,
  );

describe('an affidavit of death sworn by the successor trustee', () => {
  it('reads the affiant from a scan that printed "sworn" as "swom"', () => {
    const out = parse(`             AFFIDAVIT OF SUCCESSOR TRUSTEE

STATE OF MARYLAND     )
COUNTY OF TALBOT      )  ss.

     ROBERT T. OKAFOR, being first duly swom, deposes and says:

     1. Affiant is the nephew of MIRIAM J. OKAFOR, who died on May 3, 2023, at Easton, Maryland.

     2. Affiant is the successor trustee of the Miriam J. Okafor Living Trust dated June 2, 2015, and now holds
title to the property as trustee. Affiant's address is 19 Harbor View Road, Oxford, Maryland 21654.`);
    expect(grantees(out)).toEqual([
      'Robert T. Okafor (successor_trustee) 19 Harbor View Rd, Oxford, MD 21654',
    ]);
    expect(person(out, 'Robert T. Okafor')?.relationship).toBe('nephew');
  });
});

describe('a street whose name is "The" and a suffix word', () => {
  it('keeps the word as the name, not as an abbreviated suffix', () => {
    expect(normalizeAddress('4 The Green, Dover, DE 19901')?.formatted).toBe('4 The Green, Dover, DE 19901');
    expect(normalizeAddress('22 THE CIRCLE, Milton, DE 19968')?.line1).toBe('22 The Circle');
    expect(normalizeAddress('22 Circle Dr, Milton, DE 19968')?.line1).toBe('22 Circle Dr');
  });
});

const LIFE_ESTATE = `          AFFIDAVIT OF DEATH (LIFE TENANT)

     JOHN A. ROE, being first duly sworn, states:

     1. MARGARET A. ROE, widow of Peter J. Roe, late of Sioux Falls, Minnehaha County, South Dakota, died on
March 4, 2024, at Sioux Falls, South Dakota.

     2. By Warranty Deed dated May 1, 2011, recorded in Book 88, Page 12, in the office of the Register of Deeds
of Lake County, South Dakota, Margaret A. Roe conveyed the land below to John A. Roe and Mary Roe Davis,
reserving a life estate to herself.

     3. The remainder beneficiaries under said deed, each of whom survived her, were the Affiant, JOHN A. ROE,
of 12 Elm Street, Madison, SD 57042, and MARY ROE DAVIS, of 40 Oak Avenue, Brookings, SD 57006.`;

describe('remaindermen named after the verb', () => {
  it('makes each remainderman a taker with the address given', () => {
    expect(grantees(parse(LIFE_ESTATE))).toEqual([
      'John A. Roe (beneficiary) 12 Elm St, Madison, SD 57042',
      'Mary Roe Davis (beneficiary) 40 Oak Ave, Brookings, SD 57006',
    ]);
  });
  it('reads the decedent and the residence she is "late of" past the spouse named in her appositive', () => {
    const out = parse(LIFE_ESTATE);
    expect(out.decedent?.name).toBe('Margaret A. Roe');
    expect(out.decedent?.residenceAddress).toBe('Sioux Falls, SD');
    expect(person(out, 'Peter J. Roe')?.role).toBe('family_member');
  });
  it('reads no person from a state name printed before the vesting deed grantor', () => {
    expect(parse(LIFE_ESTATE).people.map((p) => p.name)).not.toContain('South Dakota');
  });
});

describe('a will attested by witnesses who signed "as witnesses"', () => {
  it('reads the witnesses under lone signature rules with their towns beside', () => {
    const out = parse(`               LAST WILL AND TESTAMENT OF AGNES M. DOLAN

     I, AGNES M. DOLAN, of Keene, New Hampshire, make this my will. I give my house at 9 Maple Street, Keene,
New Hampshire 03431, to my son, PETER J. DOLAN.

     In her presence we have signed our names below, in the presence of each other, as witnesses.

_____________________________   of  Walpole, NH
Harriet S. Quimby
_____________________________   of  Keene, NH
Oscar L. Brandt`);
    expect(person(out, 'Harriet S. Quimby')?.role).toBe('witness');
    expect(person(out, 'Oscar L. Brandt')?.role).toBe('witness');
  });
  it('reads the witnesses a self-proving acknowledgment names', () => {
    const out = parse(`               LAST WILL AND TESTAMENT OF AGNES M. DOLAN

     I, AGNES M. DOLAN, of Keene, New Hampshire, make this my will. I give my house at 9 Maple Street, Keene,
New Hampshire 03431, to my son, PETER J. DOLAN.

     Subscribed, sworn to and acknowledged before me by Agnes M. Dolan, the testatrix, and subscribed and sworn to
before me by Jane Q. Roe and Carl B. Sims, witnesses, this 3rd day of May, 2019.`);
    expect(person(out, 'Jane Q. Roe')?.role).toBe('witness');
    expect(person(out, 'Carl B. Sims')?.role).toBe('witness');
  });
  it('reads a witness address set beside the rule, the city under it in that column', () => {
    const out = parse(`               LAST WILL AND TESTAMENT OF AGNES M. DOLAN

     I, AGNES M. DOLAN, make this my will. I give my house at 9 Maple Street, Keene, New Hampshire 03431, to my
son, PETER J. DOLAN.

     We sign our names as attesting witnesses.

Witness: ________________________   Address: 88 Birch Avenue, Apt. 2
         Harriet S. Quimby                   Walpole, NH 03608`);
    expect(person(out, 'Harriet S. Quimby')?.address).toBe('88 Birch Ave Apt 2, Walpole, NH 03608');
  });
});

describe('certificates and orders of appointment', () => {
  it('dates a certificate that the appointment remains in full force by its "Date of certification"', () => {
    const out = parse(`               CERTIFICATE OF APPOINTMENT

The Court certifies that on 04/02/2024 Nora B. Ellis was appointed Administrator of the estate of Hugo
Ellis. She has filed her bond. This certificate remains in full force on the date below.

Date of certification: 05/06/2024         Register of Probate

               LAST WILL AND TESTAMENT OF HUGO ELLIS

     I, HUGO ELLIS, declare this my will. I give my house at 4 Pond Road, Dover, New Hampshire 03820, to my daughter, NORA B. ELLIS.`);
    expect(otherDates(out)).toContain('2024-05-06 court_certification');
  });
  it('dates the appointment an order makes by the date line under the judge, though letters issue later', () => {
    const out = parse(`IN THE PROBATE COURT OF POLK COUNTY

               ORDER PROBATING WILL AND APPOINTING PERSONAL REPRESENTATIVE

     The Court finds that the instrument dated May 2, 2016 is the Last Will of ADA MAE TURNER, deceased.
IT IS ORDERED that the Will is admitted to probate, that CALVIN TURNER is hereby appointed Personal
Representative, and that Letters Testamentary issue to him upon his filing an acceptance.

                                        ______________________________
                                        PROBATE JUDGE
                                        Date: June 14, 2024

               LAST WILL AND TESTAMENT OF ADA MAE TURNER

     I, ADA MAE TURNER, give my home at 21 Vine Street, Mena, Arkansas 71953, to my son, CALVIN TURNER.`);
    expect(otherDates(out)).toEqual(['2024-06-14 probate_admitted', '2024-06-14 letters_issued']);
  });
});

describe('land a will describes only by the deed it came by', () => {
  it('takes the "being the same property deeded to me ... Volume, Page" clause as the description', () => {
    const out = parse(`               LAST WILL AND TESTAMENT OF HUGO ELLIS

     I, HUGO ELLIS, give my land at 5 Oak Road, Dover, New Hampshire 03820, being the same property deeded to me
by deed recorded in the Strafford County Registry of Deeds in Volume 2211, Page 87, to my daughter, NORA B.
ELLIS.`);
    expect(out.property.legalDescription).toBe(
      'being the same property deeded to me by deed recorded in the Strafford County Registry of Deeds in Volume 2211, Page 87',
    );
  });
});

describe('a gift over and a middle name that is a street word', () => {
  it('reads "Lane" between name words as part of the name, not where a street ends', () => {
    expect(readName('KYLE LANE HART, my nephew', 0)?.name).toBe('KYLE LANE HART');
    expect(readName('Mary Ann Ross\n14 Cedar Lane, Keene', 0)?.name).toBe('Mary Ann Ross');
  });
  it('leaves the taker of a gift over "if my wife shall fail to survive me" out of the grantees', () => {
    const out = parse(`               LAST WILL AND TESTAMENT OF HUGO ELLIS

     I, HUGO ELLIS, make this my will. I give my home at 5 Oak Road, Dover, New Hampshire 03820, to my wife,
NORA B. ELLIS. If my
wife shall fail to survive me, I give my home to my nephew, KYLE LANE HART.`);
    expect(grantees(out)).toEqual(['Nora B. Ellis (beneficiary) -']);
    expect(person(out, 'Kyle Lane Hart')?.role).toBe('beneficiary');
  });
});
