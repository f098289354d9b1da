import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { readName } from '@/parsers/text/read-name';

/**
 * Louisiana small-succession affidavits sworn by "appearers" who are the heirs, witness and appearer signature
 * columns, a residence given as "last address being", family charts printing each person's kinship under the
 * name, a street "known as ... according to the present system of numbering", and a scan's 0 for an O in
 * capitals. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const grantees = (out: ReturnType<typeof parse>) =>
  out.parties.grantees.map((g) => `${g.name} (${g.role}) ${g.address ?? '-'}`);

describe('a small succession affidavit sworn by the appearers', () => {
  const out = parse(`                    SMALL SUCCESSION AFFIDAVIT

STATE OF LOUISIANA
PARISH OF RAPIDES

     BEFORE ME, the undersigned Notary, and in the presence of the undersigned
witnesses, personally came and appeared:

     LUCILLE ANN BREAUX, of the full age of majority, whose mailing address is
     77 Pecan Grove Lane, Alexandria, Louisiana 71301; and

     ROLAND JOSEPH BREAUX, of the full age of majority, whose mailing address is
     1402 Jackson Street, Pineville, Louisiana 71360,

who declared under oath:

     1.  That MARCEL PAUL BREAUX died intestate on April 2, 2023, his last
address being 515 Bayou Road, Alexandria, Louisiana 71303.

     2.  That the appearers, being his only issue, are the sole and only heirs of
the decedent, each entitled to one-half of his property.

THUS DONE AND SWORN at Alexandria, Louisiana, on June 1, 2023.

WITNESSES:                              APPEARERS:

_____________________________           _________________________________
CHLOE M. RICHARD                        LUCILLE ANN BREAUX

_____________________________           _________________________________
TERRENCE B. GUILLORY                    ROLAND JOSEPH BREAUX
`);

  it('classifies the title as a small-estate affidavit', () => {
    expect(out.documentType).toBe('SMALL_ESTATE_AFFIDAVIT');
  });

  it('reads the residence after "his last address being"', () => {
    expect(out.decedent?.residenceAddress).toBe('515 Bayou Rd, Alexandria, LA 71303');
  });

  it('makes the appearers who are the sole heirs the grantees', () => {
    expect(grantees(out)).toEqual([
      'Lucille Ann Breaux (heir) 77 Pecan Grove Ln, Alexandria, LA 71301',
      'Roland Joseph Breaux (heir) 1402 Jackson St, Pineville, LA 71360',
    ]);
  });

  it('keeps the witnesses column apart from the appearers column on every row', () => {
    expect(person(out, 'Chloe M. Richard')?.role).toBe('witness');
    expect(person(out, 'Terrence B. Guillory')?.role).toBe('witness');
    expect(person(out, 'Lucille Ann Breaux')?.role).toBe('heir');
  });
});

describe('a family chart with kinship notes under the names', () => {
  const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     JANE Q. MORROW, being duly sworn, says that she is the daughter of OSCAR T.
MORROW, deceased, who died on May 5, 2021, and that the decedent had three
children, and no others:

        DESCENDANTS
        ===========

        JANE Q. MORROW            PETER A. MORROW           LOUIS K. MORROW
        (daughter - living)       (son, deceased 2015)      (son - living)

     The heirs at law of the decedent are JANE Q. MORROW and LOUIS K. MORROW,
each as to one-half.
`);

  it('reads each person’s kinship from the note and who died from it', () => {
    expect(person(out, 'Peter A. Morrow')).toMatchObject({ role: 'family_member', relationship: 'son' });
    expect(person(out, 'Louis K. Morrow')).toMatchObject({ role: 'heir', relationship: 'son' });
  });
});

describe('a street known under the present system of numbering', () => {
  it('takes the street before "according to the present system" as the stated address', () => {
    const out = parse(`                    AFFIDAVIT OF DESCENT

     The decedent, HENRY WADE POOLE, died on March 1, 2022, residing at 88 Oak Street, Macon, Georgia 31201.
The decedent owned Lot 5, Block 2, PINE HILLS, Bibb County, Georgia; said lot being known as 88 Oak Street
according to the present system of numbering in the City of Macon.

     The heirs at law of the decedent are his son, ALAN WADE POOLE, and his daughter, RUTH POOLE KING.
`);
    expect(out.property.addressSource).toBe('stated');
  });
});

describe('a scan’s 0 for an O in capitals', () => {
  it('reads the name through it', () => {
    expect(readName('Notary Public\nG0RDON T. R0WE\nMy Commission Expires', 14)?.name).toBe('GORDON T. ROWE');
  });

  it('repairs it in a legal description', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     The decedent, LENA MAE HOOKS, died on June 3, 2020, owning the following property:

     Lot 9, Block C, MAGN0LIA PARK ADDITI0N, according to the plat recorded in Plat Book 4, Page 12.

     Her heirs at law are her son, CURTIS HOOKS, and her daughter, ELLA HOOKS.
`);
    expect(out.property.legalDescription).toContain('MAGNOLIA PARK ADDITION');
  });
});

describe('a transfer affidavit with a caption of boxes and an attached certificate', () => {
  const out = parse(`          AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY OF DECEDENT

 DECEDENT:   ROSE ELLEN HARTL              DATE OF DEATH:  March 2, 2023
 RESIDENCE:  14 Maple Court,               PLACE OF DEATH: Grand Island,
             Kearney, Nebraska 68847                       Hall County,
                                                           Nebraska

   We, MARK HARTL and ANNA HARTL PIKE, the undersigned Affiants, being first duly sworn, state that the
value of the entire estate subject to probate does not exceed the statutory amount. The decedent's husband,
Karl Hartl, died in 2015. The decedent had two children, Mark Hartl, son, and Anna Hartl Pike, daughter.

   NAME                   RESIDENCE                        RELATIONSHIP   SHARE
   MARK HARTL             2210 Wi1son Street               son            1/2
                          Kearney, NE 68847
   ANNA HARTL PIKE        9 Elm Drive                      daughter       1/2
                          Hastings, NE 68901

                     CERTIFICATE OF DEATH
   Marital Status: WIDOWED            Surviving Spouse: --
`);

  it('reads the place of death running down its box', () => {
    expect(out.decedent?.placeOfDeath).toBe('Grand Island, NE');
  });

  it('takes the certificate’s marital status over a blank "Surviving Spouse" box', () => {
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });

  it('reads a "RESIDENCE" column as the heirs’ addresses, a scan’s 1 in a street word as l', () => {
    expect(person(out, 'Mark Hartl')?.address).toBe('2210 Wilson St, Kearney, NE 68847');
    expect(person(out, 'Anna Hartl Pike')?.address).toBe('9 Elm Dr, Hastings, NE 68901');
  });
});

describe('an heirship affidavit by a neighbour with a recorder’s index under it', () => {
  const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     DORIS ANN PFEIFER, being first duly sworn, on her oath says:

     That she resides at 310 W. Elm Street, Salina, Kansas 67401; that she is not related to the decedent
and has known ARTHUR LEE BRANDT for thirty years;

     That ARTHUR LEE BRANDT died on May 4, 2022, at Salina, Kansas, and left as his sole heirs at law his
daughter, KAREN BRANDT OWENS, and his son, PAUL ARTHUR BRANDT.

                                   ________________________________
                                   DORIS ANN PFEIFER, Affiant

   Grantor index:  BRANDT ARTHUR LEE (DECEASED)  aka BRANDT ART L
   Grantee index:  OWENS KAREN BRANDT;  BRANDT PAUL ARTHUR
`);

  it('takes the affiant’s "That she resides at" as her address', () => {
    expect(person(out, 'Doris Ann Pfeifer')?.address).toBe('310 W Elm St, Salina, KS 67401');
  });

  it('reads no person from an index entry carrying a note and an alias', () => {
    expect(out.people.map((p) => p.name)).not.toContain('Brandt Arthur Lee');
  });
});

describe('an inventory with a value line under the description', () => {
  it('leaves the value line out of the legal description', () => {
    const out = parse(`              SMALL ESTATE AFFIDAVIT

     The decedent, OLIVE MAY TURNER, died on January 9, 2023. Her heirs are her son, DEAN TURNER, and her
daughter, JOAN TURNER BELL.

     REAL ESTATE:

       Lot Four (4), Block One (1), SUNSET ACRES, according to the recorded plat thereof in Plat Book 7, Page 9.
       (house and lot) ..................... $92,000.00

     PERSONAL PROPERTY:
       Savings account ..................... $ 3,100.00
`);
    expect(out.property.legalDescription).toBe(
      'Lot Four (4), Block One (1), SUNSET ACRES, according to the recorded plat thereof in Plat Book 7, Page 9.',
    );
  });
});

describe('a ruled table of children with a number column', () => {
  const out = parse(`          AFFIDAVIT OF HEIRSHIP AND FAMILY HISTORY

     The decedent, WALTER GENE HICKS, died on March 3, 2022.

PART 3.  CHILDREN

 +----+----------------------+----------+--------------------------+
 | No.| Name                 | Born     | Living / Deceased        |
 +----+----------------------+----------+--------------------------+
 | 1  | Nora Hicks Lane      | 04/02/66 | Living                   |
 | 2  | Gary Wayne Hicks     | 09/12/68 | Deceased 01/05/2019      |
 +----+----------------------+----------+--------------------------+

  Children of deceased child Gary Wayne Hicks:
    (a) Ethan Lee Hicks, born 1995

  The heirs at law of the decedent are Nora Hicks Lane, one-half, and Ethan Lee Hicks, one-half.
`);

  it('reads each numbered row, the one who died as family', () => {
    expect(person(out, 'Gary Wayne Hicks')).toMatchObject({ role: 'family_member', relationship: 'child' });
  });

  it('makes the children listed under "Children of deceased child X" grandchildren', () => {
    expect(person(out, 'Ethan Lee Hicks')?.relationship).toBe('grandchild');
  });
});

describe('a child who died survived by one who takes the parent’s share', () => {
  it('reads the child’s sex from "his mother’s share"', () => {
    const out = parse(`              SMALL ESTATE AFFIDAVIT

     1. Decedent. CLARA JEAN PRATT (the "Decedent") died on January 5, 2023, domiciled in Delaware County, Indiana.

     2. Family. Decedent had two children: Joel Ray Pratt and Dana Pratt Voss. Dana Pratt Voss died on May 2, 2019,
leaving one child, Owen Voss, who takes his mother's share by representation.

     3. Distributees. Joel Ray Pratt, son, 1/2; Owen Voss, grandson, 1/2.
`);
    expect(person(out, 'Dana Pratt Voss')?.relationship).toBe('daughter');
  });
});

describe('a marital status asked of someone else', () => {
  it('does not take the affiant’s status for the decedent’s', () => {
    const out = parse(`              SMALL ESTATE AFFIDAVIT

     Name of Decedent: LEROY A. BANKS          Date of Death: April 4, 2023
     Affiant's Marital Status: Married

     The decedent was never married. The decedent's only heir is his brother, CALVIN BANKS, the Affiant.
`);
    expect(out.decedent?.maritalStatus).toBe('single');
  });
});
