import { describe, expect, it } from 'vitest';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findDecedentName, findPlaceOfDeath, findResidence } from '@/parsers/extract/common/decedent';
import { heirMentions, pluralKinship, survivorListMentions } from '@/parsers/extract/common/family';
import { findLegalDescription, findStatedPropertyAddress } from '@/parsers/extract/common/property';
import {
  inlineRoleMentions,
  mailBlockAddresses,
  signatureBlockMentions,
} from '@/parsers/extract/common/signatures';
import { tableMentions } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { findDates } from '@/parsers/normalize/dates';
import { Doc } from '@/parsers/text/doc';
import { readName } from '@/parsers/text/read-name';

/**
 * Layouts and wordings of affidavits and deeds: recorder cover sheets in index order, "Name: address" lists,
 * lettered items, remaindermen taking on a life tenant's death, disinterested affiants, exhibit tables.
 * Invented passages in the style of real recorded forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('recorder cover sheets in index order', () => {
  it('reads "SURNAME, GIVEN NAMES (deceased)" in reading order', () => {
    const d = findDecedentName(
      doc(`Grantor(s):   LINDQVIST, HAROLD BERT (deceased)
Grantee(s):   LINDQVIST, ANNA

     1. HAROLD BERT LINDQVIST, the decedent named in the certified copy of the
death certificate, is the grantor named in the beneficiary deed.`),
    );
    expect(d?.name.value).toBe('HAROLD BERT LINDQVIST');
  });
  it('does not read a recital opening word as a surname', () => {
    const d = findDecedentName(
      doc(`KNOW ALL PERSONS BY THESE PRESENTS:

     WHEREAS, OSCAR DELL PRYOR, also known as O. Dell Pryor, departed this life on
March 3, 2021.`),
    );
    expect(d?.name.value).toBe('OSCAR DELL PRYOR');
  });
});

describe('survivor lists', () => {
  it('reads "Name: address" lines, the surname before the colon included', () => {
    const m = survivorListMentions(
      doc(`The mailing address of each beneficiary is:
     Rosa Lee Amundsen: 77 Birch Lane, Boise, Idaho 83702
     Karl Amundsen Berg: 410 W. Main Street, Unit 5, Nampa, Idaho 83651

     5. Dated below.`),
    );
    expect(m.map((x) => x.name)).toEqual(['Rosa Lee Amundsen', 'Karl Amundsen Berg']);
    expect(m[1]!.address?.value.formatted).toBe('410 W Main St Unit 5, Nampa, ID 83651');
  });
  it('reads the remaindermen a life estate vests in, with their addresses', () => {
    const m = survivorListMentions(
      doc(`the life estate has ended and title is vested in the remaindermen, LOIS ANN
PEARCE, the decedent's daughter, whose address is 9 Elm Court, Ocala, Florida 34470,
and GRADY PEARCE, whose address is 14 Pine Road, Apartment 3, Lakeland, Florida 33801.`),
    );
    expect(m.map((x) => [x.name.replace(/\s+/g, ' '), x.address?.value.formatted])).toEqual([
      ['LOIS ANN PEARCE', '9 Elm Ct, Ocala, FL 34470'],
      ['GRADY PEARCE', '14 Pine Rd Apt 3, Lakeland, FL 33801'],
    ]);
  });
  it('gives the remaindermen of a life estate the beneficiary role', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF LIFE TENANT

     Personally appeared LOIS ANN PEARCE, who, being first duly sworn, says:

1. Affiant is the daughter of HAZEL MAE PEARCE, deceased, who reserved a life
estate in the deed recorded in Book 10, Page 2, conveying the remainder to LOIS
ANN PEARCE and GRADY PEARCE as joint tenants with right of survivorship.

2. HAZEL MAE PEARCE died on May 1, 2022.

3. By the death of the life tenant the life estate has ended and title is
vested in the remaindermen, LOIS ANN PEARCE, whose address is 9 Elm Court,
Ocala, Florida 34470, and GRADY PEARCE, whose address is 14 Pine Road, Lakeland,
Florida 33801.`);
    expect(out.parties.grantees.map((g) => `${g.name} (${g.role})`)).toEqual([
      'Lois Ann Pearce (beneficiary)',
      'Grady Pearce (beneficiary)',
    ]);
  });
  it('takes the survivor the affidavit names when the affiant takes nothing', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF JOINT TENANT

     Before me personally appeared MILES T. OKONJO, who, being duly sworn, said:

     1. I knew ARNOLD RAY FENWICK ("Decedent") for twenty years. I am not related
to the decedent and have no interest in the property.

     2. Decedent died on June 2, 2022. The property was held by Decedent and his
wife, CORA FENWICK, as joint tenants with right of survivorship.

     3. Cora Fenwick survived Decedent, and the whole title vested in Cora Fenwick.`);
    expect(out.parties.grantees.map((g) => `${g.name} (${g.role})`)).toEqual([
      'Cora Fenwick (surviving_joint_tenant)',
    ]);
    expect(out.people.find((p) => p.name === 'Miles T. Okonjo')?.role).toBe('affiant');
  });
});

describe('affiants and their kinship', () => {
  it('reads co-affiants sworn together without "We"', () => {
    const m = inlineRoleMentions(
      doc(`     ODETTE MARIE VANCE and PIERCE ALAN VANCE, both being first duly sworn, on
oath state:`),
    );
    expect(m.filter((x) => x.role === 'affiant').map((x) => x.name)).toEqual([
      'ODETTE MARIE VANCE',
      'PIERCE ALAN VANCE',
    ]);
  });
  it('reads the name of a sworn affiant wrapped over a line', () => {
    const m = inlineRoleMentions(
      doc(`     On this day personally appeared GWENDOLYN
ROSE ATKINS, who, being first duly sworn, deposes and says:`),
    );
    const names = m.filter((x) => x.role === 'affiant').map((x) => x.name.replace(/\s+/g, ' '));
    expect(names).toContain('GWENDOLYN ROSE ATKINS');
    expect(names).not.toContain('ROSE ATKINS');
  });
  it('reads the kinship words given after a plural role', () => {
    expect(
      pluralKinship('The deed named the declarants, his daughter and son, as its grantees.')[0]?.words,
    ).toEqual(['daughter', 'son']);
  });
});

describe('small estate affidavit forms', () => {
  it('reads a "died at:" label and a domicile "at the time of death at"', () => {
    const text = `1. Decedent's name: OLGA B. SVENDSEN
   Decedent died at: Kenosha, Kenosha County, Wisconsin
2. Decedent was domiciled at the time of death at 55 Harbor Lane, Kenosha,
   Wisconsin 53140.`;
    const d = doc(text);
    expect(findPlaceOfDeath(d, null)?.value).toBe('Kenosha, WI');
    const residence = findResidence(d, findDecedentName(d));
    expect(residence && 'line1' in residence.value ? residence.value.formatted : null).toBe(
      '55 Harbor Ln, Kenosha, WI 53140',
    );
  });
  it('reads lettered list items one per line', () => {
    const m = heirMentions(
      doc(`7. Names and addresses of all persons entitled to the property:
   a. Mara J. Lutz, daughter, 12 Oak Street, Racine, WI 53402 (one-third)
   b. Peter Lutz, son, 40 Elm Road, Racine, WI 53403 (one-third)
   c. Anja Lutz Kern, daughter, 8 Ash Court, Madison, WI 53703 (one-third)

8. Description of real property:`),
    );
    expect(m.map((x) => [x.name, x.relationship])).toEqual([
      ['Mara J. Lutz', 'daughter'],
      ['Peter Lutz', 'son'],
      ['Anja Lutz Kern', 'daughter'],
    ]);
  });
  it('keeps the rows after a predeceased child in an exhibit table', () => {
    const m = tableMentions(
      doc(`NAME / RELATIONSHIP           ADDRESS                            SHARE
----------------------------  ---------------------------------  -----
ALMA RUTH DEANE               301 Main Street                     1/2
  daughter                    Lubbock, Texas 79401

CARL EDWIN DEANE              (died 02/03/2015)                   --
  son, predeceased Decedent

NOLAN CARL DEANE              77 Elm Drive                        1/2
  grandson                    Lubbock, Texas 79403
`),
    );
    expect(m.map((x) => [x.name, x.relationship, x.died])).toEqual([
      ['ALMA RUTH DEANE', 'daughter', false],
      ['CARL EDWIN DEANE', 'son', true],
      ['NOLAN CARL DEANE', 'grandchild', false],
    ]);
  });
  it('does not read an unticked "Divorced" box as a divorce', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT

1. Name: EDNA FAYE COLLIER        Date of death: 02/02/2022
2. MARITAL HISTORY.  [ ] Never married
   [X] Widowed -- spouse's name: Virgil Collier, date of death: 04/04/2010  [ ] Divorced
3. The heirs of the decedent are: JUNE COLLIER, daughter.`);
    expect(out.people.find((p) => p.name === 'Virgil Collier')?.relationship).toBe('spouse');
  });
  it('reads witnesses side by side under a heading with a note', () => {
    const m = signatureBlockMentions(
      doc(`WITNESSES (each knew the decedent for ten years or more):

______________________________      ______________________________
Ruth Ann Meeks                      Hollis D. Grange
12 Oak St.                          40 Pine Ave.
Abilene, TX 79601                   Abilene, TX 79602
`),
    );
    expect(m.filter((x) => x.role === 'witness').map((x) => [x.name, x.address?.value.formatted])).toEqual([
      ['Ruth Ann Meeks', '12 Oak St, Abilene, TX 79601'],
      ['Hollis D. Grange', '40 Pine Ave, Abilene, TX 79602'],
    ]);
  });
});

describe('property and parties', () => {
  it('reads an undivided interest wrapped before its lot, after a legal-description lead-in', () => {
    const legal = findLegalDescription(
      doc(`4. The following is a legal description of decedent's real property in
   California, the gross value of which does not exceed $75,000:
      An undivided one-half interest as tenant in common
   in Lot 9 of Tract No. 2210, in the City of Fresno, as per map recorded in Book
   12, Page 40 of Maps, commonly known as 18 Vine Street, Fresno, CA 93701.`),
    );
    expect(legal?.value).toBe(
      'An undivided one-half interest as tenant in common in Lot 9 of Tract No. 2210, in the City of Fresno, as per map recorded in Book 12, Page 40 of Maps',
    );
  });
  it('drops a note after the description', () => {
    const legal = findLegalDescription(
      doc(`Legal description:
   Lot Two (2) of Certified Survey Map No. 100, Town of Lena, Oconto County, Wisconsin.
   (Unimproved; no buildings.)

9. Other facts.`),
    );
    expect(legal?.value).toBe(
      'Lot Two (2) of Certified Survey Map No. 100, Town of Lena, Oconto County, Wisconsin.',
    );
  });
  it('reads the address the text calls the street address of the property', () => {
    const a = findStatedPropertyAddress(
      doc(
        'At his death Decedent lived at 8 Reed Court, Conroe, Texas 77301, the street address of the Property.',
      ),
    );
    expect(a?.value.formatted).toBe('8 Reed Ct, Conroe, TX 77301');
  });
  it('reads a "Grantee\'s address:" block of name and address lines', () => {
    const blocks = mailBlockAddresses(
      doc(`Grantee's mailing address:
   Ngozi A. Balogun
   18 Lantern Hill Road
   Mystic, CT 06355`),
    );
    expect(blocks).toEqual([
      {
        names: ['Ngozi A. Balogun'],
        address: expect.objectContaining({
          value: expect.objectContaining({ formatted: '18 Lantern Hill Rd, Mystic, CT 06355' }),
        }),
      },
    ]);
  });
  it('names the grantors of a vesting deed "with Vendor\'s Lien dated ..., from"', () => {
    const m = priorOwnerMentions(
      doc(
        "a grantee in that certain Warranty Deed with Vendor's Lien dated May 1, 2001, from Ellis Ray Hume and wife, Nora Hume, recorded in Volume 5, Page 9.",
      ),
    );
    expect(m.map((x) => x.name)).toEqual(['Ellis Ray Hume', 'Nora Hume']);
  });
  it('normalises dotted directionals before a comma', () => {
    expect(normalizeAddress('101 Harbor Way S.E., Olympia, Washington 98501')?.formatted).toBe(
      '101 Harbor Way SE, Olympia, WA 98501',
    );
  });
});

describe('scanned and varied wordings', () => {
  it('reads a date whose "day" a scan split', () => {
    expect(findDates('sworn before me on the 9th da y of March, 2022')[0]?.iso).toBe('2022-03-09');
  });
  it('does not read a form code on the next line as a name word', () => {
    const text = 'drafted by: Attorney Mara K. Olin\nWB-12, 03/19  Form';
    expect(readName(text, text.indexOf('Mara'))?.name).toBe('Mara K. Olin');
  });
  it('reads a place of death whose comma a scan read as a semicolon', () => {
    expect(
      findPlaceOfDeath(
        doc('Decedent died on May 4, 2022, at St. Luke Hospital in Temple; Bell County, Texas. He resided'),
        findDates('May 4, 2022').map((d) => ({ ...d, start: 18, end: 29 }))[0]!,
      )?.value,
    ).toBe('Temple, TX');
  });
  it('reads an outright divorce over a form option naming a surviving spouse', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
1. Decedent's name: HUGO P. BRANDT        Date of death: 03/03/2022
2. Affiant is: surviving spouse / domestic partner [X] heir (child)
3. The decedent was divorced from Ilse M. Brandt in 2001 and never remarried.
4. The heirs of the decedent are: KARLA BRANDT, daughter.`);
    expect(out.decedent?.maritalStatus).toBe('divorced');
  });
  it('ends a legal description at the next numbered statement a scan ran into it', () => {
    const legal = findLegalDescription(
      doc(`8. Legal description:
   Lot 3 of Certified Survey Map No. 55, Town of Lena, Oconto County, Wisconsin.
   9. At least 30 days have passed since the death.`),
    );
    expect(legal?.value).toBe(
      'Lot 3 of Certified Survey Map No. 55, Town of Lena, Oconto County, Wisconsin.',
    );
  });
  it('reads a one-per-line list item that lost its letter', () => {
    const m = heirMentions(
      doc(`7. Names of all persons entitled to the property:
   a. Nora Bell, daughter, 4 Oak St, Racine, WI 53402 (one-half)
   Luis Bell, son, 9 Elm St, Racine, WI 53403 (one-half)

8. Description:`),
    );
    expect(m.map((x) => x.name)).toEqual(['Nora Bell', 'Luis Bell']);
  });
  it('reads a notary whose seal mark leads the capacity line', () => {
    const m = signatureBlockMentions(
      doc(`Subscribed before me.
 Marisol T. Pena
 (SEAL)   Notary Public, State of Texas
`),
    );
    expect(m.filter((x) => x.role === 'notary').map((x) => x.name)).toEqual(['Marisol T. Pena']);
  });
  it('reads the attorney of "prepared in the law office of FIRM, by X, attorney"', () => {
    const m = inlineRoleMentions(
      doc('Prepared in the law office of Baker & Lind, P.C., by Joan R. Ellery, attorney, from facts given.'),
    );
    expect(m.filter((x) => x.role === 'preparer').map((x) => x.name)).toEqual(['Joan R. Ellery']);
  });
  it('does not date a lien by a deed "with Vendor\'s Lien"', () => {
    const labels = findOtherDates(
      doc("a grantee in the Warranty Deed with Vendor's Lien dated June 1, 2004, recorded June 9, 2004."),
      { category: 'AFFIDAVIT_OF_DEATH' },
    ).map((d) => d.label);
    expect(labels).not.toContain('lien_dated');
    expect(labels).not.toContain('lien_recorded');
  });
  it('gives the survivor who lives at the property its address', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF JOINT TENANT

     Before me personally appeared NED P. HOLT, who, being duly sworn, said:

     1. I am not related to the decedent. The property commonly known as 5 Mill Road,
Ennis, Texas 75119 was held by JUDD R. VANCE and wife, ADA VANCE, as joint tenants.

     2. JUDD R. VANCE died on June 2, 2022. Ada Vance survived Decedent and still lives
at the Property, and title vested in Ada Vance.`);
    expect(out.parties.grantees).toEqual([
      { name: 'Ada Vance', role: 'surviving_joint_tenant', address: '5 Mill Rd, Ennis, TX 75119' },
    ]);
  });
  it("dates the letters by a fiduciary's probate certificate", () => {
    const dates = findOtherDates(
      doc("my appointment being evidenced by a Fiduciary's Probate Certificate issued March 3, 2022, and"),
      { category: 'EXECUTOR_DEED' },
    );
    expect(dates.map((d) => [d.iso, d.label])).toEqual([['2022-03-03', 'letters_issued']]);
  });
  it('dates a vesting deed "executed" on a date', () => {
    const dates = findOtherDates(
      doc(
        'the parties in that certain Grant Deed executed 05/02/2011 and recorded on 05/09/2011 as Document 11-2',
      ),
      { category: 'AFFIDAVIT_OF_DEATH' },
    );
    expect(dates.map((d) => [d.iso, d.label])).toContainEqual(['2011-05-02', 'vesting_deed_dated']);
  });
  it("dates a court clerk's certificate of a true copy", () => {
    const heading = findOtherDates(
      doc(`\f                CERTIFICATE OF THE CLERK
I certify that the foregoing is a true and correct copy of the affidavit on file.
     Given under my hand and seal of office on March 8, 2024.`),
      { category: 'SMALL_ESTATE_AFFIDAVIT' },
    );
    expect(heading.map((d) => [d.iso, d.label])).toEqual([['2024-03-08', 'court_certification']]);
    const inline = findOtherDates(
      doc('CERTIFIED to be a full, true and correct copy of the original on file. Dated 02/14/2024. Clerk'),
      { category: 'WILL' },
    );
    expect(inline.map((d) => [d.iso, d.label])).toEqual([['2024-02-14', 'court_certification']]);
  });
});
