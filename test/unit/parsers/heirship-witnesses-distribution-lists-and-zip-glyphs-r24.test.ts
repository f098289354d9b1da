import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';
import { repairZipGlyphs } from '@/parsers/text/zip-glyphs';

/**
 * Round 24: a father and his "Jr." namesake in one family history, the witness who "knows the identity of the
 * heirs", a grandchild sub-list marked (i), (ii), children of a spouse's prior marriage, distribution deeds that
 * list each taker with kinship and share, a witness's column beside the fiduciary's capacity, heirs named in a
 * deed's recital, and scan misreads of ZIP codes, particle surnames and an S. Invented passages in the style of
 * real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const HEIRSHIP = `            AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS

     Before me appeared ODESSA MAE PRUITT ("Affiant"), who upon her oath states:

     1. I knew the Decedent, WINIFRED ANN TALBOT ("Decedent"), for thirty years. Decedent died on
October 3, 2022, a resident of Lufkin, Angelina County, Texas.

     2. Decedent married HOWARD LEE TALBOT in 1971. Howard Lee Talbot died in 2015.

     3. Decedent had the following children:

        (a) HOWARD LEE TALBOT, JR., born May 5, 1973; other parent: Howard Lee Talbot; died
            June 1, 2018, survived by his two children, namely:
              (i)  MASON REED TALBOT, 14 Pine Bluff Road, Lufkin, Texas 75901; and
              (ii) CORA TALBOT WYNN, 90 Ridge Street, Nacogdoches, Texas 75961.

        (b) JUNE TALBOT OYELARAN, born April 2, 1976; other parent: Howard Lee Talbot; current
            address: 5 Cotton Row, Tyler, Texas 75701.

     4. Decedent did not raise any other children, except: ELI BRANNON, the son of Howard Lee Talbot by a
previous marriage, who was never adopted by Decedent.

     5. The following person also has knowledge concerning the Decedent and the identity of the
Decedent's children and heirs: PRISCILLA GAIL OKONJO, 18 Mill Street, Lufkin, Texas 75904, who signs
below as a corroborating witness.

                                        ______________________________
                                        ODESSA MAE PRUITT, Affiant

                                        ______________________________
                                        PRISCILLA GAIL OKONJO
                                        Corroborating Witness`;

describe('a father and his "Jr." namesake in one family history', () => {
  const out = parse(HEIRSHIP);
  it('keeps the spouse and the son apart', () => {
    expect(person(out, 'Howard Lee Talbot')?.relationship).toBe('spouse');
    expect(person(out, 'Howard Lee Talbot, Jr.')?.relationship).toBe('son');
  });
  it('reads both grandchildren of the (i), (ii) sub-list', () => {
    expect(person(out, 'Mason Reed Talbot')?.relationship).toBe('grandchild');
    expect(person(out, 'Cora Talbot Wynn')?.relationship).toBe('grandchild');
  });
  it("makes the spouse's son by a previous marriage a stepchild", () => {
    expect(person(out, 'Eli Brannon')?.relationship).toBe('stepchild');
  });
  it('makes the person who knows the heirs a witness, not an heir', () => {
    expect(person(out, 'Priscilla Gail Okonjo')?.role).toBe('witness');
    expect(person(out, 'Priscilla Gail Okonjo')?.relationship).toBeNull();
    expect(out.parties.grantees.map((g) => g.name)).not.toContain('Priscilla Gail Okonjo');
  });
});

describe("a spouse's child named in a sentence of its own", () => {
  it('reads "X is the daughter of Y by a prior marriage" as a stepchild', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     1. That LUTHER DALE AMSEL died on May 2, 2021, survived by his wife, NORA JEAN AMSEL.

     2. That TESSA R. VOLK is the daughter of Nora Jean Amsel by a prior marriage and was never
adopted by the Decedent.`);
    expect(person(out, 'Tessa R. Volk')?.relationship).toBe('stepchild');
  });
  it('reads "X is a step-son of the Decedent" as a stepchild', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     1. That OSWALD PENN died on July 9, 2020, survived by his wife, IRMA PENN.

     2. That CALVIN T. ORR is a step-son of the Decedent and was never adopted by him.`);
    expect(person(out, 'Calvin T. Orr')?.relationship).toBe('stepchild');
  });
});

describe('a distribution deed that lists each taker with kinship and share', () => {
  const out = parse(`            PERSONAL REPRESENTATIVE'S DEED OF DISTRIBUTION

     I, ROSALIND FAYE ACHEBE, as Personal Representative of the Estate of GORDON ACHEBE, Deceased, do
distribute, release and assign unto:

     ROSALIND FAYE ACHEBE,daughter of the decedent, an undivided one-third (1/3) interest;

     VICTOR ACHEBE, son of the decedent, an undivided one-third (1/3) interest; and

     DESMOND ACHEBE LOWE, grandson of the decedent and only child of PAULINE ACHEBE LOWE, a daughter
     of the decedent who died on May 2, 2019, an undivided one-third (1/3) interest,

as tenants in common (the "Grantees"), the following described property: Lot 7, Block B, Elmwood Park.

     Grantees' Addresses:
        Rosalind Faye Achebe ...... 301 Laurel Street, Florence, SC 29501
        Victor Achebe ............. 12 Gum Springs Road, Hartsville, SC 29550
        Desmond Achebe Lowe ....... P.O. Box 88, Darlington, SC 29532`);
  it('takes each listed taker as a grantee, not the relative through whom one takes', () => {
    expect(out.parties.grantees.map((g) => g.name)).toEqual([
      'Rosalind Faye Achebe',
      'Victor Achebe',
      'Desmond Achebe Lowe',
    ]);
  });
  it("reads each grantee's address off the dot-leader lines", () => {
    expect(out.parties.grantees.map((g) => g.address)).toEqual([
      '301 Laurel St, Florence, SC 29501',
      '12 Gum Springs Rd, Hartsville, SC 29550',
      'PO Box 88, Darlington, SC 29532',
    ]);
  });
});

describe("a fiduciary deed's signature blocks and recitals", () => {
  const out = parse(`                    ADMINISTRATOR'S DEED

     THIS INDENTURE, made this 3rd day of April, 2023, between MARCUS OBI FENWICK, as Administrator of
the Estate of LYDIA FENWICK, deceased, as party of the first part, and TERRENCE HALE, as party of the
second part (hereinafter "Grantee").

     WHEREAS, the heirs at law of the decedent, namely MARCUS OBI FENWICK, a son, and ADA FENWICK
MORROW, a daughter, being all of the heirs at law of the decedent, have consented to this sale;

     NOW, THEREFORE, Grantor does grant, bargain, sell and convey unto the said Grantee the following
described property: Lot 4, Block 2, Forest Hills, Bibb County, Georgia.

Signed, sealed and delivered
in the presence of:

______________________________          ______________________________(SEAL)
Unofficial Witness                      MARCUS OBI FENWICK,
Delia R. Stanhope                       as Administrator of the Estate of
                                        Lydia Fenwick, Deceased`);
  it('takes the witness beside the capacity as no grantor', () => {
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Marcus Obi Fenwick']);
    expect(person(out, 'Delia R. Stanhope')?.role).toBe('witness');
  });
  it('names the heirs the recital lists', () => {
    expect(person(out, 'Ada Fenwick Morrow')?.role).toBe('heir');
    expect(person(out, 'Ada Fenwick Morrow')?.relationship).toBe('daughter');
  });
});

describe('scan misreads', () => {
  it('reads a ZIP with a letter O or l, or broken by a blank, after its state', () => {
    expect(repairZipGlyphs('Portland, Maine O4101,')).toBe('Portland, Maine 04101,');
    expect(repairZipGlyphs('Akron, OH 4431l')).toBe('Akron, OH 44311');
    expect(repairZipGlyphs('Macon, Georgia 312 01,')).toBe('Macon, Georgia 31201 ,');
    expect(repairZipGlyphs('for 146 20 days in Maine')).toBe('for 146 20 days in Maine');
  });
  it("keeps a particle surname's capitals and reads a five opening a word as an S", () => {
    expect(repairWordGlyphs('PAUL LaF0NTAINE')).toBe('PAUL LaFONTAINE');
    expect(repairWordGlyphs('RUTH VanD0REN')).toBe('RUTH VanDOREN');
    expect(repairWordGlyphs('made by 5mithers Surveying, the 5th lot')).toBe(
      'made by Smithers Surveying, the 5th lot',
    );
  });
  it("drops a blank a scan set before a legal description's comma", () => {
    const out = parse(`                    EXECUTOR'S DEED

     THIS INDENTURE, made the 2nd day of June, 2023, between ALMA RUTH KEANE, as Executor of the Last
Will and Testament of ROY KEANE, deceased, party of the first part, and SAMUEL OTIS, party of the second part.

     ALL THAT TRACT OR PARCEL OF LAND, situate in the Town of Ogden, County of Monroe and State of New
York , known as Lot No. 9 on a map of Briar Woods filed in Liber 88 of Maps, page 12.`);
    expect(out.property.legalDescription).toContain('State of New York, known as Lot No. 9');
  });
});

describe('heirs an executor\'s deed lists after "to wit"', () => {
  it('names each heir of "the decedent\'s heirs at law, to wit:"', () => {
    const out = parse(`                    EXECUTOR'S DEED

     THIS DEED is made by CLARA BELL NUNEZ, as Executor of the Estate of RAFAEL NUNEZ, deceased, to
OWEN PARK, Grantee.

     WHEREAS, the decedent's heirs at law, to wit: CLARA BELL NUNEZ, a daughter, and ESTEBAN NUNEZ, a son,
have joined in this deed;

     NOW, THEREFORE, Grantor does grant and convey unto the said Grantee Lot 2, Block 6, Cedar Glen.`);
    expect(person(out, 'Esteban Nunez')?.role).toBe('heir');
    expect(person(out, 'Esteban Nunez')?.relationship).toBe('son');
  });
});
