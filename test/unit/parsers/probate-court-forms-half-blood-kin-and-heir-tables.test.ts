import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Probate-court affidavit forms with fill-in hints in their labels, widows of a named husband, heirs who take
 * through a predeceased brother, heir tables with a wrapped suffix, half-blood and whole-blood siblings listed as
 * the children of the parents' marriages, a parent's later spouse, corroborating affiants, buyers of a later sale,
 * rural-route boxes, bar numbers, townships in an address, and a scan's digit or "rn" inside a word.
 */
const parse = (pages: string[]) => parseDocumentText({ pages });
const person = (d: ReturnType<typeof parse>, name: string) => d.people.find((p) => p.name === name);

describe('a probate court\'s "affidavit in lieu of probate" form', () => {
  const d = parse([
    `AFFIDAVIT IN LIEU OF PROBATE OF WILL/ADMINISTRATION      STATE OF VERMONT
(Small Estate)                                            PROBATE DIVISION

Estate of (first, middle, last name):  ROSALIND JOY PETTENGILL
Decedent's domicile address (no., street, town, zip):
     88 Lakeview Road, Apt. 3, Burlington, VT 05401
Date of death:  January 14, 2024
Place of death (town/city, state):  Colchester, Vermont

1.  Marital history:  The decedent was the widow of Leonard Amos Pettengill,
    who died on March 2, 2011. She did not remarry. She had no children.

2.  Heirs at law:  The decedent's only sibling, her sister Marguerite Ann Dufresne,
    died on July 9, 2019, leaving two children, who are the decedent's sole heirs,
    each as to one-half:

    Name                       Address                            Relationship
    -------------------------  ---------------------------------  ------------
    Paulette Dufresne Carr     14 Hillcrest Terrace               niece
                               Essex, VT 05452
    Raymond J. Dufresne        9 Pearl Street, Apt. 5             nephew
                               Winooski, VT 05404

Subscribed and sworn to before me on February 20, 2024.`,
  ]);

  it('is a small-estate affidavit, not a will', () => {
    expect(d.documentType).toBe('SMALL_ESTATE_AFFIDAVIT');
  });

  it('reads the decedent, place of death and domicile from labels that carry a hint in parentheses', () => {
    expect(d.decedent?.name).toBe('Rosalind Joy Pettengill');
    expect(d.decedent?.placeOfDeath).toBe('Colchester, VT');
    expect(d.decedent?.residenceAddress).toBe('88 Lakeview Rd Apt 3, Burlington, VT 05401');
    expect(d.decedent?.maritalStatus).toBe('widowed');
  });

  it('takes the husband the decedent was the widow of as her late spouse', () => {
    expect(person(d, 'Leonard Amos Pettengill')).toMatchObject({
      role: 'family_member',
      relationship: 'spouse',
    });
  });

  it('reads the heirs from the table the recital leads into, not the sister through whom they take', () => {
    expect(d.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Paulette Dufresne Carr', '14 Hillcrest Ter, Essex, VT 05452'],
      ['Raymond J. Dufresne', '9 Pearl St Apt 5, Winooski, VT 05404'],
    ]);
    expect(person(d, 'Marguerite Ann Dufresne')).toMatchObject({
      role: 'family_member',
      relationship: 'sibling',
    });
  });
});

describe('an affiant "is the widow of X, who died"', () => {
  it('still names the decedent', () => {
    const d = parse([
      `AFFIDAVIT OF HEIRSHIP
Affiant is the widow of WALTER GENE OSBORNE, who died on May 5, 2020, in Dayton, Ohio.
Signed June 1, 2020.`,
    ]);
    expect(d.decedent?.name).toBe('Walter Gene Osborne');
  });
});

describe('ruled heir tables and Georgia street numbering', () => {
  const d = parse([
    `AFFIDAVIT OF DESCENT
1.   Affiant is over the age of twenty-one years, has personal knowledge of the facts
     stated, and resides at 41 Oak Hollow Lane, Macon, Georgia 31210.

2.   THADDEUS LEROY VAUGHN, SR. (the "Decedent") died intestate on March 8, 2023, and
     resided at 610 Pio Nono Avenue, Macon, Georgia 31204.

3.   Two children were born to the Decedent, both of whom survived him: Thaddeus Leroy
     Vaughn, Jr.; and Bernice Vaughn Oakes. No child of the Decedent predeceased him.

4.   The Decedent owned Lot 3, Block B, Ingleside Heights, Bibb County, Georgia. Said
     property being known as 610 Pio Nono
     Avenue under the present system of numbering houses in the City of Macon.

5.   The heirs at law of the Decedent are as follows:

     +------------------------------+-------------+--------------------------------+-------+
     | Heir                         | Relation    | Address                        | Share |
     +------------------------------+-------------+--------------------------------+-------+
     | Thaddeus Leroy Vaughn,       | Son         | 22 Forsyth Court,              |  1/2  |
     | Jr.                          |             | Warner Robins, GA 31088        |       |
     | Bernice Vaughn Oakes         | Daughter    | 7 Elm Row,                     |  1/2  |
     |                              |             | Perry, GA 31069                |       |
     +------------------------------+-------------+--------------------------------+-------+

__________________________
OTIS B. HARDWICK, Affiant`,
  ]);

  it("joins a suffix wrapped under its name and keeps the row's address", () => {
    expect(d.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Thaddeus Leroy Vaughn, Jr.', '22 Forsyth Ct, Warner Robins, GA 31088'],
      ['Bernice Vaughn Oakes', '7 Elm Row, Perry, GA 31069'],
    ]);
  });

  it('states the property by "known as N Street under the present system of numbering houses"', () => {
    expect(d.property.addressSource).toBe('stated');
    expect(d.property.address).toBe('610 Pio Nono Ave, Macon, GA 31204');
  });

  it("reads the affiant's address after other facts of the affiant", () => {
    expect(person(d, 'Otis B. Hardwick')?.address).toBe('41 Oak Hollow Ln, Macon, GA 31210');
  });

  it('does not take "no child ... predeceased him" as the last child\'s death', () => {
    const graph = d.typeSpecific.heirshipGraph as { name: string; living: boolean }[];
    expect(graph.find((g) => g.name === 'Bernice Vaughn Oakes')?.living).toBe(true);
  });
});

describe("siblings as the children of the parents' marriages", () => {
  const d = parse([
    `AFFIDAVIT OF HEIRSHIP
     PERSONALLY CAME AND APPEARED the within named OPAL FAYE TIDWELL and
HOMER J. BASKIN, who, having been first duly sworn, state on their oaths as follows:

     1.  That Opal Faye Tidwell resides at 12 Church Street, Aberdeen, Mississippi 39730,
and Homer J. Baskin resides at Rural Route 4, Box
19, Amory, Mississippi 38821.

     2.  That DELBERT WAYNE McCRORY died intestate on June 2, 2022. The said Delbert
Wayne McCrory never rnarried and had no children.

     3.  That the decedent's father, Luther Ray McCrory, died in 1990, and his mother,
Alma Jean McCrory, died in 1979. Of the marriage of Luther Ray McCrory and Alma Jean
McCrory were born the decedent; a daughter, Wanda Sue Pettit, who survives; and a son,
Carl Ray McCrory, who died in 1961 without issue.

     4.  That after the death of Alma Jean McCrory, Luther Ray McCrory married Inez Pearl
Lott, now deceased, and of that marriage were born two children, Darla McCrory Stokes
and Vernon Lee McCrory, both of whom survive and are half-blood sister and brother of
the decedent. Inez Pearl Lott McCrory had no other children.

     5.  That the sole heirs at law of the decedent are Wanda Sue Pettit, Darla McCrory
Stokes and Vernon Lee McCrory.`,
  ]);

  it('reads "never rnarried" as never married', () => {
    expect(d.decedent?.maritalStatus).toBe('single');
  });

  it("takes the children of the decedent's own parents as brothers and sisters", () => {
    expect(person(d, 'Wanda Sue Pettit')?.relationship).toBe('sibling');
    expect(person(d, 'Carl Ray McCrory')).toMatchObject({ role: 'family_member', relationship: 'sibling' });
  });

  it('takes children the sentence calls half-blood sister and brother as siblings', () => {
    expect(person(d, 'Darla McCrory Stokes')?.relationship).toBe('sibling');
    expect(person(d, 'Vernon Lee McCrory')?.relationship).toBe('sibling');
  });

  it("names the father's later wife in full as family of no stated kinship", () => {
    expect(person(d, 'Inez Pearl Lott McCrory')).toMatchObject({ role: 'family_member', relationship: null });
  });

  it('reads "That X resides at ..., and Y resides at ..." for each affiant, a route box wrapping', () => {
    expect(person(d, 'Opal Faye Tidwell')?.address).toBe('12 Church St, Aberdeen, MS 39730');
    expect(person(d, 'Homer J. Baskin')?.address).toBe('RR 4 Box 19, Amory, MS 38821');
  });
});

describe("a scan's digit inside a name", () => {
  it('reads a 1 or 0 between small letters as the letter it looks like', () => {
    const d = parse([
      `AFFIDAVIT OF HEIRSHIP
IRMA JEAN HOLCOMB (the "Decedent") died on May 1, 2021. She never married.
The sole heirs at law of the Decedent are her brothers, Marvin Lee Ho1comb and Curtis Dale Ho1c0mb.`,
    ]);
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Marvin Lee Holcomb', 'Curtis Dale Holcomb']);
  });
});

describe('metes-and-bounds descriptions', () => {
  it('opens at "Commence at" and drops a lone speck after a call\'s semicolon', () => {
    const d = parse([
      `AFFIDAVIT OF HEIRSHIP
That at the time of his death the decedent owned the following land, to-wit:

     Commence at the Southwest corner of the SW 1/4 of Section 9, Township 12 North, Range 4
     East; thence run North 300.0 feet; . thence run East 200.0 feet to the Point of Beginning,
     containing 1.4 acres, more or less.

     8.  That no will has been found.`,
    ]);
    expect(d.property.legalDescription).toBe(
      'Commence at the Southwest corner of the SW 1/4 of Section 9, Township 12 North, Range 4 East; thence run North 300.0 feet; thence run East 200.0 feet to the Point of Beginning, containing 1.4 acres, more or less.',
    );
  });
});

describe('a spouse as sole heir, a corroborating affiant and the buyers of a later sale', () => {
  const d = parse([
    `Prepared by and Return to:
Colleen R. Marsh, OSB #20417
Marsh Law Office, PLLC
310 Front Street
Marietta, OH 45750

Premises: 77 Orchard Way, Warren Township, Marietta, OH 45750

AFFIDAVIT OF HEIRSHIP

     MILDRED ANNE KESSLER and DONALD P. ORTH, each being duly sworn, depose and say:

     1.  ROLAND EARL KESSLER (the "Decedent") died intestate on October 4, 2022.

     2.  His entire estate passed to his surviving spouse, MILDRED ANNE KESSLER, whose
address is 77 Orchard Way, Marietta, OH 45750, as his sole heir at law.

     3.  Deponent DONALD P. ORTH resides at 81 Orchard Way, Marietta, OH 45750, and is not
related to the Decedent.

     4.  This Affidavit is given to be recorded before the deed of Mildred Anne Kessler
conveying the premises to Trent A. Baxley and Nora L. Baxley.

______________________________          ______________________________
MILDRED ANNE KESSLER                    DONALD P. ORTH
Surviving Spouse                        Corroborating Affiant`,
  ]);

  it('makes the spouse named "as his sole heir at law" the heir', () => {
    expect(d.parties.grantees.map((g) => [g.name, g.role])).toEqual([['Mildred Anne Kessler', 'heir']]);
  });

  it('takes the corroborating affiant as a witness', () => {
    expect(person(d, 'Donald P. Orth')).toMatchObject({
      role: 'witness',
      address: '81 Orchard Way, Marietta, OH 45750',
    });
  });

  it('names the buyers of the later sale as non-parties', () => {
    expect(person(d, 'Trent A. Baxley')?.role).toBe('other');
    expect(person(d, 'Nora L. Baxley')?.role).toBe('other');
  });

  it("reads the preparer's address past a state bar's number and the firm", () => {
    expect(person(d, 'Colleen R. Marsh')?.address).toBe('310 Front St, Marietta, OH 45750');
  });

  it('leaves the township out of the mailing address', () => {
    expect(d.property.address).toBe('77 Orchard Way, Marietta, OH 45750');
  });
});

describe('lettered successors each closed by the interest they take', () => {
  it('reads every item past the blank line of a succession-by-affidavit form', () => {
    const d = parse([
      `SUCCESSION TO REAL PROPERTY BY AFFIDAVIT
1.   Decedent. GUNNAR PAUL ASPLUND (the "Decedent") passed away on April 2, 2023.
2.   Successors. The names and addresses of the successors and the interests they take are:

     (a)  Ingrid Asplund Moe, daughter
          400 North Fifth Street, Watertown, SD 57201
          an undivided one-half (1/2) interest

     (b)  Erik Gunnar Asplund, son
          P.O. Box 52, Clark, SD 57225
          an undivided one-half (1/2) interest

3.   The Affiants understand that they are answerable for the property.`,
    ]);
    expect(d.documentType).toBe('SMALL_ESTATE_AFFIDAVIT');
    expect(d.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Ingrid Asplund Moe', '400 N 5th St, Watertown, SD 57201'],
      ['Erik Gunnar Asplund', 'PO Box 52, Clark, SD 57225'],
    ]);
  });
});
