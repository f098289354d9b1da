import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Heirship affidavits from more states: a defined "Decedent" after the affiant's own kinship, relatives' deaths
 * told beside the decedent's, heirs laid out as long paragraphs or as blocks closed by their shares, labelled
 * blocks per person headed "Child No. 2" / "Spouse No. 1", government-survey land, and cover blocks that file
 * the heirs surname first. Every passage is invented in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const people = (out: ReturnType<typeof parse>) =>
  Object.fromEntries(out.people.map((p) => [p.name, `${p.role}|${p.relationship}`]));

describe('who the decedent is', () => {
  it("takes the name the defined term follows, not a child whose death is told as the decedent's relative", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

I am the husband of MARGARET ANN KOWALCZYK, Deceased (hereinafter the "Decedent"), and
knew her for forty years.

The Decedent died on March 3, 2022, in Waco, McLennan County, Texas.

Peter Joseph Kowalczyk, the Decedent's son, died on May 9, 2015, in Temple, Bell County,
Texas. He left two children, ANNA ROSE KOWALCZYK and LUKE PETER KOWALCZYK.

The heirs of the Decedent are ANNA ROSE KOWALCZYK (daughter of Peter Joseph Kowalczyk,
deceased) and LUKE PETER KOWALCZYK (son of Peter Joseph Kowalczyk, deceased).
`);
    expect(out.decedent?.name).toBe('Margaret Ann Kowalczyk');
    expect(out.decedent?.dateOfDeath).toBe('2022-03-03');
    expect(out.keyDates.death).toBe('2022-03-03');
  });

  it('does not read a bare "(deceased)" after a listed child as a defined decedent', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, ROLAND EARL FINCH, died on June 1, 2021. His children were
THOMAS EARL FINCH (deceased), son, and CAROL FINCH DAWES, daughter.
`);
    expect(out.decedent?.name).toBe('Roland Earl Finch');
  });
});

describe("the decedent's residence", () => {
  it('reads "residence and domicile was" as the residence', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, OSCAR LEE VANCE, died on April 4, 2021. At the time of his death the
Decedent's residence and domicile was 907 Cedar Crest Lane, Tyler, Texas 75703.
`);
    expect(out.decedent?.residenceAddress).toBe('907 Cedar Crest Ln, Tyler, TX 75703');
  });

  it('reads a form label whose hint in parentheses stands before the colon', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

3. Full name of Decedent: __NORMAN PAUL ESTES_______________
4. Decedent's residence at time of death (street, city, state, zip):
   __18 Willow Bend Road, Nacogdoches, Texas 75961____________
`);
    expect(out.decedent?.residenceAddress).toBe('18 Willow Bend Rd, Nacogdoches, TX 75961');
  });
});

describe('heirs listed as long paragraphs', () => {
  it('reads every item of a list longer than a short stretch of text', () => {
    const item = (name: string, kin: string, addr: string) =>
      `     ${name}, ${kin}, ${addr}, an undivided one-fifth (1/5) interest in the Property,
subject to any outstanding liens and to the rights of the other heirs named in this paragraph;`;
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, EDNA MAE CORLISS, died on July 7, 2022, in Abilene, Texas.

The names and addresses of the heirs of the Decedent, and their interests, are as follows:

${item('RAYMOND LEE CORLISS', 'son', '14 Elm Street, Abilene, Texas 79601')}

${item('JUNE CORLISS PRATT', 'daughter', '22 Oak Street, Abilene, Texas 79602')}

${item('WALTER DEAN CORLISS', 'son', '301 Pine Street, Clyde, Texas 79510')}

${item('IRENE CORLISS MOODY', 'daughter', '9 Birch Street, Merkel, Texas 79536')} and

     HAROLD JAMES CORLISS, son, 77 Cedar Street, Baird, Texas 79504, an undivided one-fifth
(1/5) interest in the Property.

This affidavit is made to establish heirship.
`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual([
      'Raymond Lee Corliss',
      'June Corliss Pratt',
      'Walter Dean Corliss',
      'Irene Corliss Moody',
      'Harold James Corliss',
    ]);
  });

  it('keeps reading blocks that each close with a share', () => {
    const out = parse(`AFFIDAVIT OF DESCENT

1. The Decedent, ALVIN RAY TOOMBS, died on May 2, 2023.

2. The heirs at law of the Decedent, and the share vested in each, are:

     GLORIA JEAN TOOMBS, surviving spouse
          41 Pecan Street, Macon, Georgia 31201 ................ 1/2

     DARIUS RAY TOOMBS, son
          9 Vine Street, Athens, Georgia 30601 ................. 1/4

     NIA TOOMBS FORD, daughter
          88 Ash Street, Augusta, Georgia 30901 ................ 1/4

3. This affidavit may be relied upon by any purchaser.
`);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Gloria Jean Toombs|41 Pecan St, Macon, GA 31201',
      'Darius Ray Toombs|9 Vine St, Athens, GA 30601',
      'Nia Toombs Ford|88 Ash St, Augusta, GA 30901',
    ]);
  });

  it('reads a kinship set between dot leaders', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, FLOYD ARNE LUND, died on May 5, 2022. His estate passed to his heirs, as follows:

      INGRID LUND BERG ............ daughter ....... undivided one-half (1/2)
      ERIK PAUL LUND .............. son ............ undivided one-half (1/2)

All debts have been paid.
`);
    const rel = people(out);
    expect(rel['Ingrid Lund Berg']).toBe('heir|daughter');
    expect(rel['Erik Paul Lund']).toBe('heir|son');
  });
});

describe('relatives named in full', () => {
  it('takes a surname with capital particles as one name', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, RAMÓN ELÍAS TREVIÑO, died on March 1, 2022. His wife, Rosa de los Ángeles Garza
de Treviño, survived him.

The heirs of the Decedent are:

     (a) ROSA DE LOS ÁNGELES GARZA DE TREVIÑO, surviving spouse, 12 Calle Luna, Mesilla, NM 88046;
     (b) TOMÁS TREVIÑO GARZA, son, 40 Calle Sol, Mesilla, NM 88046.
`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual([
      'Rosa de los Ángeles Garza de Treviño',
      'Tomás Treviño Garza',
    ]);
  });

  it("makes a predeceased brother's son a nephew, not a grandchild", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

1. Name of Decedent: OTIS WAYNE HEBERT
2. The Decedent never married and had no children.
3. Brothers and sisters of the Decedent:
   (a) CLAUDE HEBERT, 14 Bayou Road, Houma, LA 70360
   (b) LOUIS HEBERT, deceased
4. If any brother or sister is deceased, name each of his or her children:
   Louis Hebert died March 2, 2019. He left one child, his son PHILIP HEBERT,
   22 Canal Street, Thibodaux, LA 70301.
`);
    expect(people(out)['Philip Hebert']).toMatch(/\|nephew$/);
  });
});

describe('signers and addresses', () => {
  it("ends a notary's printed name with its line", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, EARL DEWITT PACE, died on May 1, 2023.

__________________________________
Notary Public
Print name: DeShawn R. Ellery
Fulton County, Georgia
`);
    expect(people(out)['DeShawn R. Ellery']).toBe('notary|null');
  });

  it('reads a street address stated under the present system of numbering', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, EARL DEWITT PACE, died on May 1, 2023, a resident of Macon, Georgia.

Lot 4, Block 2, PINE HOLLOW SUBDIVISION, Bibb County, Georgia. Said property is known under
the present system of street numbering as 415 Forsyth Road, Macon, Georgia 31210.
`);
    expect(out.property.address).toBe('415 Forsyth Rd, Macon, GA 31210');
    expect(out.property.addressSource).toBe('stated');
  });
});

describe('blocks per person', () => {
  const form = `AFFIDAVIT OF IDENTITY AND HEIRSHIP

SECTION A -- DECEDENT
    Name:               ARVID NILS BERGQUIST
    Date of death:      March 9, 2022

SECTION B -- MARRIAGES
    Spouse No. 1
      Name:             ELSA MARIE BERGQUIST
      Married:          May 1, 1960, at Moorhead, Minnesota
      How ended:        Divorce; decree entered June 2, 1979

SECTION C -- CHILDREN
    Child No. 1
      Name:             GRETA BERGQUIST HOLM
      Relationship:     Daughter, born of the first marriage
      Address:          12 Lake Street, Fargo, ND 58102
    Child No. 2
      Name:             KARL ARVID BERGQUIST
      Relationship:     Son, born of the first marriage
      Address:          40 Main Avenue, Moorhead, MN 56560

PART IV -- IDENTITY
    The Decedent, Arvid Nils Bergquist, is one and the same person as A. N. Bergquist,
    the grantee in the deed described below.
`;

  it('reads a spouse block headed on its own line and its divorce', () => {
    expect(people(parse(form))['Elsa Marie Bergquist']).toBe('family_member|former_spouse');
  });

  it('reads a child block headed "Child No. 2" over its "Name:" line', () => {
    const rel = people(parse(form));
    expect(rel['Greta Bergquist Holm']).toMatch(/\|daughter$/);
    expect(rel['Karl Arvid Bergquist']).toMatch(/\|son$/);
  });

  it('does not take a heading word for a name in an identity statement', () => {
    const out = parse(form);
    expect(out.decedent?.name).toBe('Arvid Nils Bergquist');
    expect(out.people.map((p) => p.name)).not.toContain('Part IV');
  });
});

describe('government survey descriptions', () => {
  it('opens the description at the aliquot part, not at its acreage', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, ARVID NILS BERGQUIST, died on March 9, 2022.

REAL ESTATE
    The Northwest Quarter (NW1/4) of Section Nine (9), Township One Hundred Thirty-nine
    (139) North, Range Forty-nine (49) West, Clay County, Minnesota, containing 160 acres,
    more or less.
`);
    expect(out.property.legalDescription).toMatch(/^The Northwest Quarter \(NW1\/4\) of Section Nine/);
  });

  it('does not open a description at a compass half with no section after it', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, ARVID NILS BERGQUIST, died on March 9, 2022. The north half of the house
was rented. The Decedent owned Lot 3, Block 7, LAKEVIEW ADDITION, Clay County, Minnesota.
`);
    expect(out.property.legalDescription).toMatch(/^Lot 3, Block 7/);
  });
});

describe('cover blocks filing heirs surname first', () => {
  it('reads the heirs from the body, not from the cover block', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
DECEDENT:   HOLLOWAY, CURTIS J.
HEIRS:      HOLLOWAY, DENNIS M.;  TATE, LORI A.

The Decedent, CURTIS JAMES HOLLOWAY, died on May 4, 2022.

The heirs at law of the Decedent are:

   Dennis Michael Holloway, son, 12 Elm Street, Enid, OK 73701; and
   Lori Ann Tate, daughter, 40 Oak Street, Enid, OK 73703.
`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Dennis Michael Holloway', 'Lori Ann Tate']);
  });

  it('still reads a capitalised list of heirs in reading order', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, CURTIS JAMES HOLLOWAY, died on May 4, 2022.

Heirs: DENNIS M. HOLLOWAY; LORI A. TATE
`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Dennis M. Holloway', 'Lori A. Tate']);
  });
});
