import { describe, expect, it } from 'vitest';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { parseDocumentText } from '@/parsers/index';

/**
 * Ordinary conveyances signed by the heirs of a dead owner, releases of a dead borrower's lien and wills that
 * leave land to an organisation: no one died "in" a deed, so the heirs are its grantors, and a will's
 * charity is a devisee like a person. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('a deed titled by its form, sub-titled by its grantors', () => {
  it('reads "GENERAL WARRANTY DEED (By the Heirs at Law ...)" as a deed, not an heirship affidavit', () => {
    const out = parse(`                 GENERAL WARRANTY DEED
            (Conveyance by the Heirs at Law of a Decedent)

Date: June 3, 2022

Grantor:   NADINE ROSE FAIRCLOTH, a widow, and HOMER LEE PACE, a single man, the only heirs
           at law of WINSTON T. PACE, deceased

Grantee:   ORLANDO QUISPE

Property: Lot 4, Block 2, MESQUITE BEND ADDITION, Tom Green County, Texas.`);
    expect(out.category).toBe('OTHER');
    expect(out.decedent).toBeNull();
  });
  it('still reads the sub-title when the heading alone names no kind of instrument', () => {
    const out = parse(`                      AFFIDAVIT
                (Small Estate - Collection of Assets)

I, Opal Whitcombe, being duly sworn, state that Clement Whitcombe died on March 2, 2021.`);
    expect(out.category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
});

describe('easements and right-of-way grants', () => {
  it('reads an easement granted by heirs as an ordinary conveyance', () => {
    const out = parse(`                      PIPELINE RIGHT-OF-WAY AGREEMENT

     This agreement is made May 9, 2022, by BEATRIX ANN LOWE, a widow, and CLAUDE OWEN
MERRITT, a single man, the sole heirs at law of AUGUSTINE MERRITT, deceased, Grantors, and
PRAIRIE GAS TRANSMISSION COMPANY, Grantee.`);
    expect(out.category).toBe('OTHER');
  });
  it('reads a heading that says EASEMENT as a conveyance', () => {
    const out = parse(`                      GRANT OF EASEMENT

     The heirs of the decedent, ROSALIND MAY OKONKWO, deceased, grant a strip ten feet wide to the
Town of Elm Falls.`);
    expect(out.category).toBe('OTHER');
  });
});

describe('a conveyance under a title no rule knows', () => {
  it('takes "do hereby grant and convey" by the heirs for a deed', () => {
    const out = parse(`                      INSTRUMENT OF TRANSFER

     We, LYDIA FERN OSGOOD and PIERCE ALLEN OSGOOD, the sole heirs at law of MAVIS OSGOOD,
deceased, do hereby grant and convey unto TOBIAS REINHOLT the following land: Lot 9, Block 1,
CEDAR GLEN, Marion County.`);
    expect(out.category).toBe('OTHER');
  });
  it('leaves an untitled heirship statement with the heirship forms', () => {
    const out =
      parse(`     The undersigned states that the heirs at law of the decedent, MAVIS OSGOOD, are her
children LYDIA FERN OSGOOD and PIERCE ALLEN OSGOOD, who hold title to the land she owned.`);
    expect(out.category).toBe('AFFIDAVIT_OF_HEIRSHIP');
  });
});

describe('the heirs named as grantors', () => {
  it('reads past a street-less residence and a former name to the next heir', () => {
    const { names } = readPartyList(
      'LEON V. MARSH, a single man, of the Town of Griffith, County of Lake, State of Indiana; ' +
        'HELGA MARSH OYELARAN, formerly known as Helga R. Marsh, a married woman, of the City of Gary, ' +
        'County of Lake and State of Indiana; and OTIS MARSH, widower, of the Village of Beecher, State of Illinois, ' +
        'all of said Grantors being the children of',
      0,
    );
    expect(names.map((n) => n.name)).toEqual(['LEON V. MARSH', 'HELGA MARSH OYELARAN', 'OTIS MARSH']);
    expect(names.every((n) => n.address === null)).toBe(true);
  });
  it('gives a wife the address stated once after her husband', () => {
    const { names } = readPartyList(
      'IRMA LOUISE BEAL and her husband, NORRIS DEAN BEAL, of 2210 Quarry Hill Road, Elkton, Maryland 21921; ' +
        'and WENDELL BEAL, unmarried, of 45 Pine Knot Lane, Dover, Delaware 19901 (together, "Grantors")',
      0,
    );
    expect(names.map((n) => [n.name, n.address?.value.formatted])).toEqual([
      ['IRMA LOUISE BEAL', '2210 Quarry Hill Rd, Elkton, MD 21921'],
      ['NORRIS DEAN BEAL', '2210 Quarry Hill Rd, Elkton, MD 21921'],
      ['WENDELL BEAL', '45 Pine Knot Ln, Dover, DE 19901'],
    ]);
  });
  it('keeps an heir who conveys to herself among both grantors and grantees, and names the dead owner', () => {
    const out = parse(`                      QUIT CLAIM DEED

     THE GRANTORS, LEON V. MARSH, a single man, of the Town of Griffith, County of Lake, State of
Indiana, and HELGA R. OYELARAN, a married woman, of the City of Gary, County of Lake, State of
Indiana, being all of the heirs at law of GUSTAV MARSH, deceased, for the sum of TEN DOLLARS ($10.00),
CONVEY and QUIT CLAIM to HELGA R. OYELARAN and KWAME OYELARAN, wife and husband, of 19 Linden
Court, Gary, Indiana 46403, all interest in Lot 6, Block 3, LAKEVIEW PLAT, Lake County, Indiana.`);
    expect(out.category).toBe('OTHER');
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Leon V. Marsh', 'Helga R. Oyelaran']);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Helga R. Oyelaran', 'Kwame Oyelaran']);
    expect(out.people.find((p) => p.name === 'Gustav Marsh')?.role).toBe('other');
    expect(out.decedent).toBeNull();
  });
  it('does not take a living person named after "heirs of" for the dead owner', () => {
    const out = parse(`                      WARRANTY DEED

     THE GRANTOR, PERCY ALLARD, a single man, grants to CORA BLISS, her heirs and assigns, and the heirs
of RALPH BLISS, the grantee's father, Lot 3, Block 7, ELM PARK, Ada County, Idaho.`);
    expect(out.people.some((p) => p.name === 'Ralph Bliss' && p.role === 'other')).toBe(false);
  });
});

describe('a release of a dead borrower’s lien', () => {
  const release = (made: string) =>
    parse(`                      RELEASE OF MORTGAGE

     KNOW ALL PERSONS BY THESE PRESENTS, that GRANITE VALLEY CREDIT UNION, a New Hampshire credit union,
the holder of a mortgage ${made}dated April 2, 2011, recorded in Book 8812, Page 40, does hereby release
and discharge said mortgage and releases unto the Estate of OSWALD T. FENWICK, deceased, all its interest
in the premises at 41 Birch Hollow Road, Keene, New Hampshire 03431.

     A copy has been sent to the Estate of Oswald T. Fenwick, c/o Priscilla Fenwick Oduya, Administratrix,
88 Marlboro Street, Keene, New Hampshire 03431.

                                   GRANITE VALLEY CREDIT UNION

                                   By: ____________________________
                                   Name:  Desmond A. Kirwan
                                   Title: Vice President, Loan Operations`);
  it('takes the borrower from the estate the lien is released to when no maker is named', () => {
    const out = release('');
    expect(out.parties.grantees).toEqual([{ name: 'Oswald T. Fenwick', role: 'borrower', address: null }]);
  });
  it('prefers the maker the mortgage names', () => {
    const out = release('given by OSWALD T. FENWICK and MAVIS FENWICK, husband and wife, ');
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Oswald T. Fenwick', 'Mavis Fenwick']);
  });
  it('names the estate’s fiduciary with the address given, and not the bank’s signer as a party', () => {
    const out = release('');
    expect(out.people.find((p) => p.name === 'Priscilla Fenwick Oduya')).toEqual({
      name: 'Priscilla Fenwick Oduya',
      role: 'administrator',
      relationship: null,
      address: '88 Marlboro St, Keene, NH 03431',
    });
    expect(out.parties.grantees.some((g) => g.name === 'Desmond A. Kirwan')).toBe(false);
    expect(out.decedent).toBeNull();
  });
});

describe('a will that leaves its land to an organisation', () => {
  const will = (gift: string) =>
    parse(`                         LAST WILL AND TESTAMENT
                                   OF
                           AUGUSTA MAE THORNBURY

     I, AUGUSTA MAE THORNBURY, residing at 48 Chestnut Hill Lane, Brattleboro, Windham County,
Vermont 05301, declare this to be my Last Will.

     FIRST: I give all my tangible personal property to my cousin, LENORE VAIL.

     SECOND: ${gift}

     THIRD: I give the rest of my estate to my cousin, LENORE VAIL.

     I have signed this Will, which consists of three (3) typewritten pages, each initialled by me,
on the 2nd day of May, 2016.

     I, AUGUSTA MAE THORNBURY, the testator, sign my name to this instrument this 2nd day of May,
2016, and declare that I sign it willingly.

CERTIFICATE OF THE REGISTER OF PROBATE
Date: January 9, 2024`);
  it('makes the charity the grantee, with its seat, across an indented legal description', () => {
    const out =
      will(`I give my house, known as 48 Chestnut Hill Lane, Brattleboro, Vermont 05301, and described as:

          Lot 7 of the Maple Rise subdivision, Town of Brattleboro, as shown on a plan
          recorded in Book 12, Page 88 of the Brattleboro Land Records,

together with its furnishings, to the WINDHAM COUNTY HUMANE SOCIETY, a Vermont nonprofit
corporation, of 916 West River Road, Brattleboro, Vermont 05301.`);
    expect(out.parties.grantees).toEqual([
      {
        name: 'Windham County Humane Society',
        role: 'beneficiary',
        address: '916 W River Rd, Brattleboro, VT 05301',
      },
    ]);
    expect(out.people.some((p) => /Humane/.test(p.name))).toBe(false);
  });
  it('does not make the charity of a money gift a grantee', () => {
    const out = will(
      'I give the sum of Five Thousand Dollars to the WINDHAM COUNTY HUMANE SOCIETY, of Brattleboro, Vermont.',
    );
    expect(out.parties.grantees.some((g) => /Humane/.test(g.name))).toBe(false);
  });
  it('reads the testator’s own residence and the date the testator signed, not the court’s certificate', () => {
    const out = will('I give my car to my cousin, LENORE VAIL.');
    expect(out.decedent?.residenceAddress).toBe('48 Chestnut Hill Ln, Brattleboro, VT 05301');
    expect(out.keyDates.instrument).toBe('2016-05-02');
  });
  it('takes the land named after the taker: "to my son, X, in fee simple, my farm known as ..."', () => {
    const out = will(
      'I devise to my nephew, ROLAND PIERCE VAIL, in fee simple, my farm known as "Hogback View," located at 3300 Augur Hole Road, Marlboro, Vermont 05344, with its equipment.',
    );
    expect(out.parties.grantees.map((g) => [g.name, g.role])).toEqual([
      ['Roland Pierce Vail', 'beneficiary'],
    ]);
    expect(out.property.address).toBe('3300 Augur Hole Rd, Marlboro, VT 05344');
    expect(out.property.addressSource).toBe('stated');
  });
});

describe('a will whose spouse died before the testator', () => {
  const will = (codicil: string) =>
    parse(`                         LAST WILL AND TESTAMENT OF HOLLIS GRANT BECKWITH

     I, HOLLIS GRANT BECKWITH, of Frederick County, Maryland, make this my Last Will.

     FIRST: I am married to MAUREEN BECKWITH. I have one child, my daughter, JUNE BECKWITH SOTO.

     SECOND: I give my home at 7 Carroll Creek Way, Frederick, Maryland 21701, to my wife, MAUREEN
BECKWITH, if she survives me. If my wife does not survive me, I give it to my daughter, JUNE BECKWITH SOTO.

     IN WITNESS WHEREOF, I have signed this Will on the 4th day of June, 2012.

${codicil}

     The foregoing will of HOLLIS GRANT BECKWITH, who died on March 8, 2023, was admitted to probate.`);
  it('reads the testator as widowed when a codicil recites the spouse’s death', () => {
    const out = will(`                              CODICIL

     I, HOLLIS GRANT BECKWITH, declare this a Codicil to my Will. My wife, MAUREEN BECKWITH, died on
May 1, 2019. In all other respects I confirm my Will. Signed on the 9th day of July, 2020.`);
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });
  it('keeps the testator married when the will only provides for the spouse not surviving', () => {
    const out = will('');
    expect(out.decedent?.maritalStatus).toBe('married');
  });
});

describe('heirs speaking together, and a public body taking', () => {
  it('reads the heirs of "that we, A and B, ... quitclaim unto C"', () => {
    const out = parse(`                      QUITCLAIM DEED

     KNOW ALL PERSONS BY THESE PRESENTS, that we, CORNELL V. ASHDOWN, a married man, and PHOEBE ASHDOWN
LINDGREN, a widow, being all of the heirs at law of ELEANOR ASHDOWN, deceased, for One Dollar ($1.00), do
hereby remise, release and quitclaim unto SIMONE K. TRAVERS, of 81 Cedar Row, Quincy, Illinois 62301, all
our interest in Lot 5, Block 2, RIVERVIEW ADDITION, Adams County, Illinois.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual([
      'Cornell V. Ashdown',
      'Phoebe Ashdown Lindgren',
    ]);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Simone K. Travers']);
  });
  it('takes "the CITY OF X, ..., party of the second part" for the grantee, its connectives small', () => {
    const out = parse(`                      DEED OF EASEMENT

     THIS DEED OF EASEMENT, made this 9th day of June, 2021, between CORNELL V. ASHDOWN and PHOEBE ASHDOWN
LINDGREN, heirs at law of ELEANOR ASHDOWN, deceased, parties of the first part, and the CITY OF FORT
CALLOWAY, a municipal corporation, party of the second part.

     WITNESSETH, that the parties of the first part grant unto the party of the second part a drainage
easement over Lot 5.`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['City of Fort Calloway']);
  });
});
