import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * An affidavit of a trustee's death that puts the decedent's home at "the property described above" and names
 * the makers' child by their plural possessive, a fiduciary deed whose co-representative is the decedent's "Jr."
 * namesake in a ruled header box that wraps a name over its rows, a disinterested witness's own affidavit giving
 * the witness's age before the oath, a marriage history set out in columns with no rules, and a will whose devise
 * sweeps in "all other" land after the description. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (p: ReturnType<typeof parse>, name: string) => p.people.find((x) => x.name === name);

const TRUSTEE_DEATH = `RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:
Orlando P. Vasquez-Reyes
77 Mesa Verde Lane
Bakersfield, CA 93309

                    AFFIDAVIT - DEATH OF TRUSTEE

STATE OF CALIFORNIA       )
COUNTY OF KERN            )  ss.

     ORLANDO P. VASQUEZ-REYES, of legal age, being first duly sworn, deposes
and says:

  (a)  That GRACIELA MARIA REYES, the decedent mentioned in the attached
       certified copy of Certificate of Death, is the same person as GRACIELA
       M. REYES, named as a Trustee of THE REYES FAMILY TRUST dated June 3,
       1999, covering the following described property:

          Lot 8 of Tract No. 4410, in the City of Bakersfield, County of
          Kern, State of California, as per map recorded in Book 40, Page
          12 of Maps, in the office of the County Recorder of said County.

       Commonly known as: 1519 Juniper Court, Bakersfield, CA 93306

  (b)  That the decedent died on March 9, 2024, at Bakersfield, California,
       a widow, and at the time of her death lived at the premises
       hereinabove described, 1519 Juniper Court, Bakersfield, California.

  (c)  That the trust provides that upon the death of the surviving settlor
       the settlors' son, ORLANDO P. VASQUEZ-REYES, shall serve as successor
       trustee.

Dated: May 1, 2024                      ___________________________________
                                        ORLANDO P. VASQUEZ-REYES
`;

const PR_DEED = `                       PERSONAL REPRESENTATIVES' DEED

+----------------------+------------------------------------------------------+
| GRANTORS             | TOBIAS K. LINDGREN, JR., of 415 Aspen Ridge Road,    |
|                      | Loveland, Colorado 80537, and MARGUERITE A.          |
|                      | OYELARAN, of P.O. Box 77, Berthoud, Colorado 80513,  |
|                      | as Co-Personal Representatives of the Estate of      |
|                      | TOBIAS KARL LINDGREN, Deceased                       |
+----------------------+------------------------------------------------------+
| GRANTEE              | HEATHER J. MONTOYA                                   |
+----------------------+------------------------------------------------------+

     WHEREAS, the above-named decedent died on January 4, 2024, and Grantors were
appointed Co-Personal Representatives of said Estate on March 1, 2024;

     NOW, THEREFORE, Grantors do hereby sell and convey unto Grantee, for the sum
of Ten Dollars, the following real property in the County of Larimer, State of
Colorado:

     Lot 4, Block 9, FOOTHILLS VIEW SUBDIVISION, County of Larimer, State of
     Colorado

also known by street and number as: 88 Sandstone Drive, Loveland, Colorado 80538

_______________________________________
Tobias K. Lindgren, Jr.
Co-Personal Representative

_______________________________________
Marguerite A. Oyelaran
Co-Personal Representative
`;

const HEIRSHIP = `                    AFFIDAVIT OF DEATH AND HEIRSHIP

     PAULINE R. TSOSIE, of lawful age, being first duly sworn, states that she
is the daughter of the Decedent named below:

  1. Full name of Decedent:   HOWARD LEE TSOSIE
  2. Date of death:           October 2, 2022
  3. Residence at death:      410 Pecan Street, Okmulgee, Oklahoma 74447

  The Decedent was married two times, as follows:

  Spouse                        Date Married    How Marriage Ended
  ----------------------------  --------------  -----------------------------
  Irene May Colbert             05/20/1960      Divorced, Okmulgee County
                                                District Court, 1971
  Delores Ann Tsosie            08/14/1973      Death of spouse, 2/2/2018

  The sole heirs at law of the Decedent are:

  Name                          Relationship                  Share
  ----------------------------  ----------------------------  --------
  Pauline R. Tsosie             daughter                      1/1

                                   ____________________________________
                                   Pauline R. Tsosie, Affiant

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -

            CORROBORATING AFFIDAVIT OF DISINTERESTED WITNESS

     I, WALLACE J. HOMER, residing at 22 Elm Street, Henryetta, Oklahoma 74437,
over the age of eighteen (18) years, being first duly sworn, state: I knew the
Decedent for thirty years. I am not related to him and take no part of his
estate.

                                   ____________________________________
                                   Wallace J. Homer
`;

const WILL = `                    LAST WILL AND TESTAMENT
                                OF
                        MARJORIE ANN KESSLER

     I, MARJORIE ANN KESSLER, of Parkersburg, Wood County, West Virginia,
declare this to be my Last Will and Testament.

     I give and devise my home at 310 Spring Street, Parkersburg, West Virginia,
being Lot Forty (40) of the Riverview Addition to the City of Parkersburg, as
shown on the plat recorded in Plat Book 3, at page 88, together with all other
lands I may own at my death, to my son, GORDON LEE KESSLER.
`;

describe('an affidavit of a trustee death', () => {
  it('reads the residence "at the premises hereinabove described" as the stated property address', () => {
    const p = parse(TRUSTEE_DEATH);
    expect(p.decedent?.residenceAddress).toBe('1519 Juniper Ct, Bakersfield, CA 93306');
  });

  it("takes the settlors' son as the decedent's son", () => {
    const p = parse(TRUSTEE_DEATH);
    expect(person(p, 'Orlando P. Vasquez-Reyes')?.relationship).toBe('son');
  });
});

describe('a personal representatives deed with a ruled header box', () => {
  it("keeps the decedent's Jr. namesake as a co-representative, with each address from the box", () => {
    const p = parse(PR_DEED);
    expect(p.decedent?.name).toBe('Tobias Karl Lindgren');
    expect(p.parties.grantors).toEqual([
      {
        name: 'Tobias K. Lindgren, Jr.',
        role: 'personal_representative',
        address: '415 Aspen Ridge Rd, Loveland, CO 80537',
      },
      {
        name: 'Marguerite A. Oyelaran',
        role: 'personal_representative',
        address: 'PO Box 77, Berthoud, CO 80513',
      },
    ]);
  });
});

describe('an affidavit of death and heirship', () => {
  it('reads a marriage history set in unruled columns', () => {
    const p = parse(HEIRSHIP);
    expect(person(p, 'Irene May Colbert')).toMatchObject({
      role: 'family_member',
      relationship: 'former_spouse',
    });
    expect(person(p, 'Delores Ann Tsosie')).toMatchObject({ role: 'family_member', relationship: 'spouse' });
  });

  it('takes a witness whose own affidavit states an age before the oath', () => {
    const p = parse(HEIRSHIP);
    expect(person(p, 'Wallace J. Homer')).toMatchObject({
      role: 'witness',
      address: '22 Elm St, Henryetta, OK 74437',
    });
  });
});

describe('a will devising a described home', () => {
  it('ends the description before "together with all other lands"', () => {
    const p = parse(WILL);
    expect(p.property.legalDescription).toBe(
      'Lot Forty (40) of the Riverview Addition to the City of Parkersburg, as shown on the plat recorded in Plat Book 3, at page 88',
    );
  });
});
