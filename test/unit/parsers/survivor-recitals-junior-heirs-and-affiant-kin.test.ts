import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const person = (doc: ReturnType<typeof parse>, name: string) => doc.people.find((p) => p.name === name);

describe("survivor recitals, junior heirs, wrapped cells and an affiant child's kin", () => {
  it('reads a warranty deed titled with a running-case qualifier, its survivor recital naming no decedent', () => {
    const doc = parse(`                 QUITCLAIM DEED (Individual)

     GLORIA M. FENWICK, a widow, and ARTHUR J. FENWICK, SR. and
ELLEN B. FENWICK, husband and wife, Grantors, QUITCLAIM to
NATHAN P. OSEI, a single person, Grantee, the following described
real estate in the County of Reno and State of Kansas:

     Lot 4, Block 2, Hillcrest Addition to the City of Hutchinson, Reno County, Kansas.

for the sum of TEN DOLLARS ($10.00) and other good and valuable consideration.

     Grantor Gloria M. Fenwick is the surviving joint tenant of WALTER C. FENWICK,
deceased, as shown by an affidavit recorded in the office of the Register of Deeds.

Grantors' addresses:  Gloria M. Fenwick, 88 Elm Street, Nickerson, Kansas 67561
                      Arthur J. Fenwick, Sr. and Ellen B. Fenwick,
                      415 W. 3rd Avenue, Hutchinson, Kansas 67501

Grantee's mailing address and tax bills to:
                      22 Maple Court, Hutchinson, KS 67502
`);
    expect(doc.category).toBe('OTHER');
    expect(doc.decedent).toBeNull();
    expect(doc.parties.grantors.map((g) => g.name)).toEqual([
      'Gloria M. Fenwick',
      'Arthur J. Fenwick, Sr.',
      'Ellen B. Fenwick',
    ]);
    expect(person(doc, 'Arthur J. Fenwick, Sr.')?.address).toBe('415 W 3rd Ave, Hutchinson, KS 67501');
    expect(doc.parties.grantees).toEqual([
      { name: 'Nathan P. Osei', role: 'grantee', address: '22 Maple Ct, Hutchinson, KS 67502' },
    ]);
    expect(person(doc, 'Walter C. Fenwick')?.role).toBe('other');
  });

  it('dates the probate before letters that carry their own date, and letters granted to a junior', () => {
    const doc = parse(`                      PERSONAL REPRESENTATIVE'S DEED

     THIS INDENTURE WITNESSETH, that DONNA K. PIERCE, as Personal Representative of the Estate of
HAROLD E. PIERCE, deceased, under the Last Will and Testament of the decedent, which was admitted to
probate on March 3, 2021, Letters Testamentary having issued to Grantor on March 10, 2021, CONVEYS to
LIAM T. GRADY the real estate in Allen County, Indiana: Lot 9 in Oak Park Addition, recordcd in
Plat Book 4, page 12.
`);
    const labels = doc.typeSpecific.otherDates as { date: string; label: string }[];
    expect(labels).toContainEqual({ date: '2021-03-03', label: 'probate_admitted' });
    expect(labels).toContainEqual({ date: '2021-03-10', label: 'letters_issued' });
    expect(labels).not.toContainEqual({ date: '2021-03-03', label: 'letters_issued' });
    expect(doc.property.legalDescription).toContain('recorded in Plat Book 4');
  });

  it("names a decedent's Jr. namesake child a son and the heirs named before their kinship heirs", () => {
    const doc = parse(`                         ADMINISTRATOR'S DEED

     WHEREAS, CALVIN RAY BOOKER, SR. died intestate on the 4th day of May, 2022, a resident of Mobile
County, Alabama; and

     WHEREAS, Letters of Administration were granted to CALVIN RAY BOOKER, JR. by the Probate Court of
Mobile County, Alabama, on the 9th day of June, 2022; and

     WHEREAS, the decedent left surviving him as his sole heirs at law his two children, CALVIN RAY
BOOKER, JR. and DELORES BOOKER VANCE; and

     NOW, THEREFORE, the undersigned CALVIN RAY BOOKER, JR., as Administrator of the Estate of Calvin Ray
Booker, Sr., deceased, does hereby grant, bargain, sell and convey unto QUINN ADAIR the following real
estate: Lot 3, Block 1, Pine Hills, Map Book 9, Page 41.
`);
    expect(person(doc, 'Calvin Ray Booker, Jr.')?.relationship).toBe('son');
    expect(person(doc, 'Delores Booker Vance')?.role).toBe('heir');
    expect(doc.typeSpecific.otherDates).toContainEqual({ date: '2022-06-09', label: 'letters_issued' });
  });

  it('reads a validation-form address cell wrapped over four rows after a label with one blank', () => {
    const doc = parse(`                         ADMINISTRATOR'S DEED

     WHEREAS, ROSA LEE TATE died intestate, and Letters of Administration were granted to MARTIN TATE;
NOW, THEREFORE, MARTIN TATE, as Administrator of the Estate of Rosa Lee Tate, deceased, does hereby
grant, bargain, sell and convey unto IVAN PETROV the following real estate: Lot 1, Block 2, Elm Park.
\f                    Real Estate Sales Validation Form

Grantor's Name   Martin Tate, Adm.                Grantee's Name  Ivan Petrov
Mailing Address  12 Oak Road                      Mailing Address 905 22nd
                 Dothan, AL 36301                                 Avenue N.
                                                                  Dothan,
                                                                  AL 36303
`);
    expect(doc.parties.grantees[0]).toMatchObject({
      name: 'Ivan Petrov',
      address: '905 22nd Ave N, Dothan, AL 36303',
    });
  });

  it("turns a named spouse's child into a stepchild and reads the decedent's address at time of death", () => {
    const doc = parse(`                  AFFIDAVIT OF SUCCESSION TO REAL PROPERTY BY AFFIDAVIT

1.  Name of decedent:  WARREN T. HALE

2.  Decedent's address at time of death:  77 Mesa Verde Drive,
    Santa Fe, New Mexico 87505

3.  On June 1, 2001, the Decedent married JUNE ALVAREZ HALE, who survived him.

    June Alvarez Hale's daughter, PAIGE NORTON, lived with the Decedent but was never
    adopted by him.
`);
    expect(doc.decedent?.residenceAddress).toBe('77 Mesa Verde Dr, Santa Fe, NM 87505');
    expect(person(doc, 'Paige Norton')?.relationship).toBe('stepchild');
  });

  it("ends a header label's value with its line and takes a TOD deed's co-taker named before the affiant", () => {
    const doc = parse(`After recording return to:               Until a change is requested, all
Birch Law LLC                            tax statements shall be sent to:
Attn: Hollis K. Birch                    No change
40 Front Street, Salem, OR 97301

Transferor:  Edwin Paul Larsen, deceased
Affiant:     Ruth Larsen Oyama
Tax Account No. R555

                     AFFIDAVIT OF DEATH OF TRANSFEROR

     I, RUTH LARSEN OYAMA, being first duly sworn, say: I reside at 9 Alder Lane, Bend, Oregon 97701.
The Transferor died on May 1, 2023. By a Transfer on Death Deed the Transferor transferred the
property to his son, NILS E. LARSEN, whose address is 14 N.W. Spruce Ave., Salem, Oregon 97304, and to
the affiant, his daughter, in equal shares.
`);
    expect(doc.people.some((p) => /Tax Account/.test(p.name))).toBe(false);
    expect(person(doc, 'Hollis K. Birch')?.role).toBe('preparer');
    expect(doc.parties.grantees.map((g) => g.name).sort()).toEqual(['Nils E. Larsen', 'Ruth Larsen Oyama']);
  });

  it('reads a surname with particles wrapped under its table row', () => {
    const doc = parse(`                        AFFIDAVIT OF HEIRSHIP

     Decedent. FELIPE RUIZ VAN DER BERG died on March 3, 2022. The heirs of Decedent are:

    NAME                   RELATIONSHIP    ADDRESS                    SHARE
    --------------------   -------------   ------------------------   -----
    Marta Lucia            sister          88 Kent Street,             1/2
      Van Der Berg                         Laredo, TX 78040
    Pedro Ruiz             brother         41 Hill Drive,              1/2
      De Los Santos                        Laredo, TX 78041
`);
    expect(person(doc, 'Marta Lucia Van Der Berg')).toMatchObject({
      role: 'heir',
      address: '88 Kent St, Laredo, TX 78040',
    });
    expect(person(doc, 'Pedro Ruiz De Los Santos')?.role).toBe('heir');
  });

  it('reads a will of a city, a church taker, and a witness street wrapped before its suffix', () => {
    const doc = parse(`                        LAST WILL AND TESTAMENT
                                  OF
                         OTTO B. KRAMER

     I, OTTO B. KRAMER, also known as OTTO KRAMER, of the City of Racine, Racine County, Wisconsin,
declare this to be my Will.
     I give One Thousand Dollars to St. Stanislaus of Cracow Parish, Racine, Wisconsin.
     I give my home, legally described as Lot 2, Block 6, Lakeview Addition, together with its contents,
to my brother, HANS KRAMER.

_________________________________       _________________________________
Ida M. Roth, Witness                    Leon F. Ngata, Witness
residing at 12 Main Street              residing at 3301 W. Meadowbrook
Racine, WI 53403                        Court, Apt. 2, Racine, WI 53405
`);
    expect(doc.decedent?.residenceAddress).toBe('Racine, WI');
    expect(doc.people.some((p) => p.name.startsWith('St. Stanislaus'))).toBe(false);
    expect(doc.property.legalDescription).toBe('Lot 2, Block 6, Lakeview Addition');
    expect(person(doc, 'Leon F. Ngata')?.address).toBe('3301 W Meadowbrook Ct Apt 2, Racine, WI 53405');
  });

  it("turns an affiant child's kin to the decedent's side and reads a co-trustee and the place after the date", () => {
    const doc = parse(`        AFFIDAVIT OF DEATH OF TRUSTEE AND CERTIFICATE OF SUCCESSOR TRUSTEES

     I, OWEN PATRICK DALY, of 4 Birch Road, Quincy, Massachusetts 02169, being duly sworn, state:
1.   I am one of the two Successor Trustees of the DALY FAMILY TRUST. The other Successor Trustee is my
     brother, LIAM J. DALY, of 8 Shore Drive, Hull, Massachusetts 02045.
2.   The original Trustees of the Trust were my parents, HUGH M. DALY and NORA C. DALY, husband and wife.
3.   NORA C. DALY, my mother, late of 12 Pond Street, Weymouth, Massachusetts 02188, died on March 2, 2023
     at Braintree, Massachusetts, a widow.
`);
    expect(doc.decedent?.name).toBe('Nora C. Daly');
    expect(doc.decedent?.placeOfDeath).toBe('Braintree, MA');
    expect(person(doc, 'Owen Patrick Daly')?.relationship).toBe('child');
    expect(person(doc, 'Liam J. Daly')).toMatchObject({ role: 'successor_trustee', relationship: 'son' });
    expect(person(doc, 'Hugh M. Daly')?.relationship).toBe('spouse');
    expect(doc.parties.grantees.map((g) => g.name)).toContain('Liam J. Daly');
  });
});
