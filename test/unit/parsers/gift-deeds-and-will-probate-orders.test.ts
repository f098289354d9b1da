import { describe, expect, it } from 'vitest';
import { deceasedOwnerMentions } from '@/parsers/extract/common/deceased-owner';
import { columnParties } from '@/parsers/extract/common/party-columns';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

/**
 * Deeds of gift on state bar forms (parties in ruled columns, the granting clause naming them only by role, the
 * notary's name under its label) and wills proved by a court's order. Invented passages in the style of real
 * recorded forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

const RULED_GIFT_DEED = `                    NON-WARRANTY DEED

THIS DEED made this 3rd day of May, 2021, by and between

           GRANTOR                          |            GRANTEE
                                            |
MARGARET LOUISE TOLLIVER PRUITT             |   CALVIN OWEN TOLLIVER, unmarried
(formerly Margaret Louise Tolliver)         |   88 Sugar Hollow Road
and husband, DENNIS J. PRUITT               |   Sparta, NC 28675
412 Laurel Branch Drive                     |
Wilkesboro, NC 28697                        |

WITNESSETH, that the Grantor, for and in consideration of the natural love and affection
which Grantor bears unto the Grantee, her brother, does give, grant, and convey unto
the Grantee in fee simple all that lot described as follows:

     BEING Lot 7 of Cedar Knob Estates, as shown on the plat recorded in Plat Book 4, Page 19,
and being the property commonly known as 19 Cedar Knob Lane, Sparta, NC 28675.

     The property was acquired by Grantor by inheritance from her father, ROSCOE LEE TOLLIVER,
who died intestate on June 1st, 2019.

My Commission Expires: 5/2/2027           ______________________________________
                                          Notary Public
                                          Notary's Printed or Typed Name:
                                          Felicia M. Rountree
`;

describe('parties in columns ruled apart by a bar', () => {
  it('reads each column up to the bar, whatever the headings indentation', () => {
    const d = doc(RULED_GIFT_DEED);
    const grantors = columnParties(d, 'grantor');
    expect(grantors.map((g) => g.name)).toEqual(['MARGARET LOUISE TOLLIVER PRUITT', 'DENNIS J. PRUITT']);
    expect(grantors[1]?.address?.value.formatted).toBe('412 Laurel Branch Dr, Wilkesboro, NC 28697');
    expect(columnParties(d, 'grantee').map((g) => g.name)).toEqual(['CALVIN OWEN TOLLIVER']);
  });
  it('takes the columns as the parties when the granting clause names them only by role', () => {
    const r = parse(RULED_GIFT_DEED);
    expect(r.parties.grantors.map((g) => g.name)).toEqual([
      'Margaret Louise Tolliver Pruitt',
      'Dennis J. Pruitt',
    ]);
    expect(r.parties.grantees.map((g) => g.name)).toEqual(['Calvin Owen Tolliver']);
    expect(r.parties.grantees[0]?.address).toBe('88 Sugar Hollow Rd, Sparta, NC 28675');
  });
});

describe('a notary named under a "Printed or Typed Name:" label', () => {
  it('reads the name on the line below the label', () => {
    const notary = signatureBlockMentions(doc(RULED_GIFT_DEED)).find((m) => m.role === 'notary');
    expect(notary?.name).toBe('Felicia M. Rountree');
  });
});

describe('the one a grantor inherited from', () => {
  it('names the dead owner of "by inheritance from her father, X, who died"', () => {
    const owners = deceasedOwnerMentions(doc(RULED_GIFT_DEED));
    expect(owners.map((o) => [o.name, o.role])).toEqual([['ROSCOE LEE TOLLIVER', 'other']]);
  });
});

describe('a description ending at "and being the property commonly known as"', () => {
  it('stops before the street address', () => {
    const legal = findLegalDescription(doc(RULED_GIFT_DEED));
    expect(legal?.value).toBe(
      'BEING Lot 7 of Cedar Knob Estates, as shown on the plat recorded in Plat Book 4, Page 19',
    );
  });
});

const HOLOGRAPH_ORDER = `         IN THE PROBATE COURT FOR GILES COUNTY, TENNESSEE

IN RE: THE ESTATE OF                    )
ELMER DWAYNE BRASHEAR,                  )        No. 19-P-77
       Deceased.                        )

      ORDER ADMITTING NUNCUPATIVE WILL TO PROBATE IN COMMON FORM

     This cause came on to be heard upon the Petition of LORETTA BRASHEAR COX for
the probate of a paper writing dated July 9, 2012, as the Last Will and Testament of
ELMER DWAYNE BRASHEAR, deceased, and upon the sworn testimony of HOMER T. KIRBY and
EULA MAE STANFIELD, two credible witnesses, each of whom testified to the handwriting.

     2. That the decedent left surviving as his only heirs at law two children,
Loretta Brashear Cox and Dale W. Brashear, both adults.

     ENTERED this 4th day of March, 2020.

APPROVED FOR ENTRY:
_____________________________
Owen B. Latimer (BPR #011223)
Latimer & Rusk, PLLC, Attorney for Petitioner
`;

describe('a will proved by a court order', () => {
  it('is a will when the order admits a will of a named kind', () => {
    expect(parse(HOLOGRAPH_ORDER).category).toBe('WILL');
    expect(parse('TRANSCRIPT OF HOLOGRAPHIC WILL\n\nThis is my will.').category).toBe('WILL');
  });
  it('names as witnesses those whose testimony proved it', () => {
    const witnesses = parse(HOLOGRAPH_ORDER)
      .people.filter((p) => p.role === 'witness')
      .map((p) => p.name);
    expect(witnesses).toEqual(['Homer T. Kirby', 'Eula Mae Stanfield']);
  });
  it('takes the attorney signing "Firm, PLLC, Attorney for Petitioner" as preparer', () => {
    const preparer = signatureBlockMentions(doc(HOLOGRAPH_ORDER)).find((m) => m.role === 'preparer');
    expect(preparer?.name).toBe('Owen B. Latimer');
  });
  it('takes the one Letters Testamentary issue to as executor', () => {
    const r = parse(
      HOLOGRAPH_ORDER.replace(
        '     ENTERED',
        '     IT IS ORDERED that Letters Testamentary issue to LORETTA BRASHEAR COX as Executrix.\n\n     ENTERED',
      ),
    );
    expect(r.people.find((p) => p.name === 'Loretta Brashear Cox')?.role).toBe('executor');
  });
  it('dates the will by the paper writing the order recites', () => {
    expect(parse(HOLOGRAPH_ORDER).keyDates.instrument).toBe('2012-07-09');
  });
});

const LIFE_ESTATE_WILL = `               LAST WILL AND TESTAMENT OF WENDELL ROY PATTILLO

     I, WENDELL ROY PATTILLO, of Etowah County, Alabama, do hereby make this my Last Will and Testament.

                                    ITEM TWO
     I give and devise unto my beloved wife, NADINE PATTILLO, for and during the term
of her natural life, my house and lot located at 415 Tenth Street, Northwest, Attalla,
Alabama 35954, more particularly described as follows, to-wit:

          Lot Two (2), Block Nine (9), of Hillcrest Addition, as recorded in Plat Book 5, Page 12.

and at the death of my said wife I give and devise the remainder in said property in fee simple to my three children,
GARY LYNN PATTILLO, RUTH ANN PATTILLO DOBBS and KEVIN PATTILLO, share and share alike.

     IN WITNESS WHEREOF, I have hereunto set my hand and seal this the 2nd day of May, 2015.

____________________________              ____________________________
Witness  ORVILLE T. SPRAYBERRY             Witness  DELIA M. KNOX
Address: 88 Pine Ridge Road                Address: 1201 Walnut Street
         Gadsden, AL 35901                          Attalla, AL 35954
`;

describe('a will giving a life estate, its remainder to a counted group', () => {
  it('takes every child named after "to my three children," as a devisee of the land', () => {
    const r = parse(LIFE_ESTATE_WILL);
    expect(r.parties.grantees.map((g) => g.name)).toEqual([
      'Nadine Pattillo',
      'Gary Lynn Pattillo',
      'Ruth Ann Pattillo Dobbs',
      'Kevin Pattillo',
    ]);
    expect(r.people.find((p) => p.name === 'Kevin Pattillo')?.relationship).toBe('child');
  });
  it('reads a post-directional set off by commas ("Tenth Street, Northwest, Attalla")', () => {
    expect(parse(LIFE_ESTATE_WILL).property.address).toBe('415 10th St NW, Attalla, AL 35954');
    expect(normalizeAddress('210 Main Street, West, TX 76691')?.city).toBe('West');
  });
  it('reads "Witness  NAME" under a rule, and the "Address:" set in the column below', () => {
    const witnesses = signatureBlockMentions(doc(LIFE_ESTATE_WILL)).filter((m) => m.role === 'witness');
    expect(witnesses.map((w) => [w.name, w.address?.value.formatted])).toEqual([
      ['ORVILLE T. SPRAYBERRY', '88 Pine Ridge Rd, Gadsden, AL 35901'],
      ['DELIA M. KNOX', '1201 Walnut St, Attalla, AL 35954'],
    ]);
  });
});

const POUR_OVER_WILL = `                         LAST WILL AND TESTAMENT
                           OF
                    MILDRED A. OSTERHOUT

     I, MILDRED A. OSTERHOUT, of Salina, Saline County, Kansas, declare this to be my Last Will and Testament.

ARTICLE IV. RESIDUE. All the rest, residue and remainder of my property, real and personal,
including my residence commonly known as 915 Crawford Street, Salina, Kansas 67401, and legally
described as LOT FOUR (4), IN BLOCK TWO (2), IN PRAIRIE VIEW ADDITION TO THE CITY OF SALINA,
SALINE COUNTY, KANSAS, I give to the Trustee then acting under the MILDRED A. OSTERHOUT
LIVING TRUST dated May 2, 2017, to be added to and administered as part of that trust.
If for any reason that trust is not in existence at my death, I give my residuary estate
to DOROTHY OSTERHOUT BELL, as Trustee, to be held under the terms of that trust instrument.
`;

describe('a pour-over will', () => {
  it('gives the residue to the trust the trustee acts under, not to the fallback trustee', () => {
    const r = parse(POUR_OVER_WILL);
    expect(r.parties.grantees).toEqual([
      { name: 'Mildred A. Osterhout Living Trust', role: 'beneficiary', address: null },
    ]);
  });
  it('ends the legal description at the gift verb after it', () => {
    expect(findLegalDescription(doc(POUR_OVER_WILL))?.value).toBe(
      'LOT FOUR (4), IN BLOCK TWO (2), IN PRAIRIE VIEW ADDITION TO THE CITY OF SALINA, SALINE COUNTY, KANSAS',
    );
  });
});

describe('descriptions a cover sheet or a closing sentence points around', () => {
  it('ends at "Said property being known as", keeping the sentence\'s period', () => {
    const legal = findLegalDescription(
      doc(`does grant unto the Grantees the following:

ALL THAT TRACT OR PARCEL OF LAND lying and being in Land Lot 40 of the 3rd Land District of Troup County,
Georgia, being Lot 9, Block C, of MAGNOLIA RIDGE, as per plat recorded in Plat Book 12, Page 88, which plat is
made a part of this description. Said property being known as 55 Dogwood Trail, LaGrange, Georgia 30240.
`),
    );
    expect(legal?.value).toBe(
      'ALL THAT TRACT OR PARCEL OF LAND lying and being in Land Lot 40 of the 3rd Land District of Troup County, Georgia, being Lot 9, Block C, of MAGNOLIA RIDGE, as per plat recorded in Plat Book 12, Page 88, which plat is made a part of this description.',
    );
  });
  it('reads past a cover sheet\'s "Legal Description: See Below"', () => {
    const legal = findLegalDescription(
      doc(`Grantors:             HALVERSON, IDA M.
Legal Description:    See Below

                              QUIT CLAIM DEED

     IDA M. HALVERSON does hereby Quit Claim to OSCAR HALVERSON all her interest in the following described real estate:

     The Southeast Quarter (SE 1/4) of Section Nine (9), Township Ninety-six (96) North, Range Seven (7) West of the
     5th P.M., Fayette County, Iowa; locally known as 1200 Oak Road, Elgin, Iowa 52141.
`),
    );
    expect(legal?.value).toBe(
      'The Southeast Quarter (SE 1/4) of Section Nine (9), Township Ninety-six (96) North, Range Seven (7) West of the 5th P.M., Fayette County, Iowa',
    );
  });
  it('names the dead spouse of "X, surviving spouse of Y, deceased"', () => {
    const owners = deceasedOwnerMentions(
      doc(
        'IDA M. HALVERSON, a single person, surviving spouse of Walter Carl Halverson, deceased, does hereby',
      ),
    );
    expect(owners.map((o) => o.name)).toEqual(['Walter Carl Halverson']);
  });
});

describe('gifts of things other than land', () => {
  it('takes "My nephew X is to get ..." and "for the benefit of my grandson, X" as beneficiaries, not devisees', () => {
    const r = parse(`LAST WILL AND TESTAMENT

I Ruby Nell Graves of Lincoln County write this in my own hand.

1. My house on Elk River Road I leave to my daughter Joyce Graves Hurt.

2. My nephew Calvin Ray Graves is to get my tools and the tractor.

3. I give $5,000.00 to my daughter Joyce, IN TRUST, for the benefit of my grandson, Tyler Hurt.
`);
    const byName = (n: string) => r.people.find((p) => p.name === n);
    expect([byName('Calvin Ray Graves')?.role, byName('Calvin Ray Graves')?.relationship]).toEqual([
      'beneficiary',
      'nephew',
    ]);
    expect([byName('Tyler Hurt')?.role, byName('Tyler Hurt')?.relationship]).toEqual([
      'beneficiary',
      'grandchild',
    ]);
    expect(r.parties.grantees.map((g) => g.name)).toEqual(['Joyce Graves Hurt']);
  });
});

describe('a grantor described as the surviving spouse of the dead owner', () => {
  it('reads the address after "surviving spouse of X, deceased,"', () => {
    const { names } = readPartyList(
      'EDNA R. LUNDGREN, a single person, surviving spouse of Arvid Paul Lundgren, deceased,\nwhose address is 40 North Elm Street, Apt. 3, Postville, Iowa 52162, does hereby Quit Claim',
      0,
    );
    expect(names.map((n) => [n.name, n.address?.value.formatted])).toEqual([
      ['EDNA R. LUNDGREN', '40 N Elm St Apt 3, Postville, IA 52162'],
    ]);
  });
});
