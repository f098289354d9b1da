import { describe, expect, it } from 'vitest';
import { findRecordedDate } from '@/parsers/extract/common/recording';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

const parse = (...pages: string[]) => parseDocumentText({ pages });

describe('co-fiduciaries', () => {
  it('reads both executors of a caption that stacks "Independent Co-Executors"', () => {
    const d = parse(`Recorded 02/14/2024 09:12 AM
EXECUTORS' DEED

Grantor:  ORLANDO P. BRISCOE and WINIFRED A. TALLMAN, Independent Co-Executors of the Estate of
          EUGENIA R. BRISCOE, Deceased

Grantee:  HECTOR M. YBARRA

Grantor grants the property to Grantee. The decedent died on June 3, 2023.

Lot 4, Block 9, MAPLE GLEN, as recorded in Plat Book 12, Page 30.`);
    expect(d.parties.grantors.map((g) => `${g.name} ${g.role}`)).toEqual([
      'Orlando P. Briscoe executor',
      'Winifred A. Tallman executor',
    ]);
  });

  it('reads co-fiduciaries who each carry their own capacity word', () => {
    const d = parse(`EXECUTORS' DEED

WINIFRED A. TALLMAN, Executrix, and ORLANDO P. BRISCOE, Executor, of the Estate of EUGENIA R. BRISCOE,
deceased, grant to HECTOR M. YBARRA, whose address is 14 Willow Lane, Brightwater, Ohio 44101.`);
    expect(d.parties.grantors.map((g) => g.name).sort()).toEqual([
      'Orlando P. Briscoe',
      'Winifred A. Tallman',
    ]);
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Hector M. Ybarra']);
  });

  it('does not take the second co-fiduciary for a grantee when their shared address follows the capacity', () => {
    const d = parse(`PERSONAL REPRESENTATIVES' DEED

ORLANDO P. BRISCOE and WINIFRED A. TALLMAN, Co-Personal Representatives of the Estate of EUGENIA R.
BRISCOE, deceased, whose post office address is 88 Quarry Road, Dunmore, Ohio 44102, grant to HECTOR M.
YBARRA, whose address is 14 Willow Lane, Brightwater, Ohio 44101.`);
    expect(d.parties.grantors.map((g) => g.name)).toEqual(['Orlando P. Briscoe', 'Winifred A. Tallman']);
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Hector M. Ybarra']);
  });
});

describe('administrators with the will annexed', () => {
  const deed = `DEED
(Administratrix C.T.A. to Limited Partnership)

This Deed is made on May 2, 2022, BETWEEN LUCINDA F. ABERNATHY, Administratrix C.T.A. of the Estate
of GERALD T. PONSONBY, deceased, whose address is 41 Linden Court, Nutley, New Jersey 07110, referred to
as the Grantor, AND HARBORVIEW HOLDINGS, INC., whose post office address is 9 Dock Street, Newark, New
Jersey 07102, referred to as the Grantee.

GERALD T. PONSONBY died testate on January 8, 2022. The executor named in his Will, the testator's
brother, having declined to serve, Letters of Administration C.T.A. were granted to the Grantor.`;

  it('classifies by the capacity the granting clause names first, and reads the grantor’s address', () => {
    const d = parse(deed);
    expect(d.category).toBe('ADMINISTRATOR_DEED');
    expect(d.parties.grantors).toEqual([
      { name: 'Lucinda F. Abernathy', role: 'administrator', address: '41 Linden Ct, Nutley, NJ 07110' },
    ]);
  });

  it('takes no party from the form’s parenthesised sub-title', () => {
    expect(parse(deed).parties.grantees.map((g) => g.name)).toEqual(['Harborview Holdings, Inc.']);
  });
});

describe('trustees who take for their trust', () => {
  it('makes the trust the grantee when the trustees are named in apposition ("Trustees of", no "as")', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

THIS DEED, made this 4th day of March, 2022, by LYDIA M. FERRANTE, Personal Representative of the Estate
of OSCAR B. FERRANTE, Deceased, and QUENTIN J. ASHWORTH and MIRA L. ASHWORTH, Trustees of the ASHWORTH
LIVING TRUST dated June 1, 2017, party of the second part.

     Grantee's Address: 77 Hollins Ferry Road, Halethorpe, Maryland 21227`);
    expect(d.parties.grantees).toEqual([
      {
        name: 'Ashworth Living Trust',
        role: 'grantee',
        address: '77 Hollins Ferry Rd, Halethorpe, MD 21227',
      },
    ]);
    expect(d.people.find((p) => p.name === 'Mira L. Ashworth')?.address).toBe(
      '77 Hollins Ferry Rd, Halethorpe, MD 21227',
    );
  });
});

describe('habendum boilerplate', () => {
  it('reads no heirs from "heirs and assigns forever, all that land ..., to-wit:"', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

NOLAN E. PRATT, as Personal Representative of the Estate of IRIS PRATT, deceased, conveys to DANA K. WHEELER,
whose address is 5 Palm Way, Ocala, Florida 34470, and Grantee's heirs and assigns forever, all that land in
Marion County, Florida, to-wit:

     Lot 3, Block 8, SILVER OAKS WEST, according to the plat thereof recorded in Plat Book 4, Page 19.`);
    expect(d.people.some((p) => p.name === 'Silver Oaks West')).toBe(false);
    expect(d.people.filter((p) => p.role === 'heir')).toEqual([]);
  });
});

describe('recorder stamps', () => {
  it('takes a date printed with its time of day over an instrument date in the header', () => {
    const doc = new Doc([
      `ADMINISTRATOR'S DEED
Date:     April 3, 2022
Grantor:  PAUL R. OKEKE, Administrator of the Estate of ADA OKEKE, Deceased

...



                              FILED AND RECORDED
                              Apr 12, 2022 03:41 PM     2022041277`,
    ]);
    expect(findRecordedDate(doc)?.iso).toBe('2022-04-12');
  });

  it('still takes a header date when no stamp carries a time', () => {
    const doc = new Doc([
      `RECORDED\n04/12/2022\nEXECUTOR'S DEED\nSigned on April 3, 2022 at the office of counsel.`,
    ]);
    expect(findRecordedDate(doc)?.iso).toBe('2022-04-12');
  });
});

describe('legal descriptions laid out over paragraphs', () => {
  it('continues a paragraph that closes on a colon', () => {
    const d = parse(`FIDUCIARY DEED

PAULA N. DRISCOLL, Executor of the Estate of HANS DRISCOLL, deceased, grants to ELM STREET HOMES LLC, whose
tax-mailing address is 10 Elm Street, Kent, Ohio 44240, the following real property:

     Situated in the Village of Mogadore, County of Portage and State of Ohio:

     And known as being Lot No. 12 in the Orchard Hill Allotment, as recorded in Plat Book 9, Page 3 of
Portage County Records.

     Permanent Parcel No.:   12-0044`);
    expect(d.property.legalDescription).toBe(
      'Situated in the Village of Mogadore, County of Portage and State of Ohio: And known as being Lot No. 12 in the Orchard Hill Allotment, as recorded in Plat Book 9, Page 3 of Portage County Records.',
    );
  });

  it('opens a schedule’s description at its parcel paragraph when the calls begin on their own', () => {
    const d = parse(
      `EXECUTOR'S DEED

ROY T. MALONE, as Executor of the Last Will and Testament of ELSA MALONE, deceased, grants to KIM LEE, residing
at 3 Ash Street, Rye, New York 10580, the premises more particularly described in SCHEDULE A annexed hereto.`,
      `SCHEDULE A

Title No. 22-1187

     ALL that certain plot, piece or parcel of land situate in the Village of Rye Brook, County of
Westchester and State of New York, being more particularly bounded and described as follows:

     BEGINNING at a point on the westerly side of Ridge Street distant 100.00 feet southerly from the
corner of Ridge Street and Elm Place;

     RUNNING THENCE West 120.00 feet;

     THENCE South 50.00 feet to the point or place of BEGINNING.

     SAID premises being known as and by the street address 40 Ridge Street, Rye Brook, New York 10573.`,
    );
    expect(d.property.legalDescription).toBe(
      'ALL that certain plot, piece or parcel of land situate in the Village of Rye Brook, County of Westchester and State of New York, being more particularly bounded and described as follows: BEGINNING at a point on the westerly side of Ridge Street distant 100.00 feet southerly from the corner of Ridge Street and Elm Place; RUNNING THENCE West 120.00 feet; THENCE South 50.00 feet to the point or place of BEGINNING.',
    );
    expect(d.property.address).toBe('40 Ridge St, Rye Brook, NY 10573');
    expect(d.property.addressSource).toBe('stated');
  });

  it('ends a plat description before "The improvements thereon being known as No. ..." and reads that address', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

JUNE A. PIKE, Personal Representative of the Estate of CARL PIKE, grants to OWEN HART, whose address is 9 Oak
Road, Laurel, Maryland 20707, all that lot of ground described as follows, that is to say:

     BEING KNOWN AND DESIGNATED as Lot No. 6, Block B, as shown on the Plat entitled "Holly Hills", recorded
among the Land Records of Howard County in Plat Book 22, folio 41. The improvements thereon being known as
No. 512 Holly Hill Drive, Laurel, Maryland 20723.`);
    expect(d.property.legalDescription).toBe(
      'BEING KNOWN AND DESIGNATED as Lot No. 6, Block B, as shown on the Plat entitled "Holly Hills", recorded among the Land Records of Howard County in Plat Book 22, folio 41.',
    );
    expect(d.property.address).toBe('512 Holly Hill Dr, Laurel, MD 20723');
  });
});

describe('decedent’s residence', () => {
  const deed = (place: string) =>
    parse(`EXECUTOR'S DEED

THIS INDENTURE, made the 2nd day of May, 2022, BETWEEN CARLA V. HUNT, as executor of the last will and
testament of DORIS E. HUNT, late of ${place}, deceased, party of the first part, and BEN ROSS, residing at
4 Main Street, Pelham, New York 10803, party of the second part.`);

  it('takes a New York village as the city, past its town', () => {
    expect(
      deed('the Village of Pelham Manor, Town of Pelham, County of Westchester and State of New York')
        .decedent?.residenceAddress,
    ).toBe('Pelham Manor, NY');
  });

  it('takes no city from a town alone', () => {
    expect(
      deed('the Town of Pelham, County of Westchester and State of New York').decedent?.residenceAddress,
    ).toBeNull();
  });
});

describe('consideration', () => {
  it('takes the instrument’s recital over the price on a recording cover page before the title', () => {
    const d = parse(
      `RECORDING AND ENDORSEMENT PAGE
Consideration:               $612,000.00     Total Mortgage Tax:     $0.00
Transfer Tax:                  $2,448.00`,
      `EXECUTOR'S DEED

THIS INDENTURE, made the 2nd day of May, 2022, between CARLA V. HUNT, as executor of the last will and
testament of DORIS E. HUNT, deceased, party of the first part, and BEN ROSS, residing at 4 Main Street,
Pelham, New York 10803, party of the second part, WITNESSETH, that the party of the first part, in
consideration of TEN DOLLARS AND OTHER VALUABLE CONSIDERATION paid by the party of the second part, does
hereby grant and release unto the party of the second part.`,
    );
    expect(d.consideration).toBe('$10.00 and other valuable consideration');
  });

  it('keeps a labelled consideration that is the instrument’s own', () => {
    const d = parse(`ADMINISTRATOR'S DEED
Grantor:        PAUL R. OKEKE, Administrator of the Estate of ADA OKEKE, Deceased
Grantee:        TINA M. VOSS
Consideration:  TWO HUNDRED THOUSAND AND NO/100 DOLLARS ($200,000.00)`);
    expect(d.consideration).toBe('$200,000.00');
  });
});

describe('named non-parties', () => {
  it('reads a notary from "Notary’s printed name:"', () => {
    const d = parse(`ADMINISTRATOR'S DEED
Grantor:  PAUL R. OKEKE, Administrator of the Estate of ADA OKEKE, Deceased
Grantee:  TINA M. VOSS

                                        Notary Public, State of Texas
                                        Notary's printed name: Rosalind E. Marchetti
                                        My commission expires: 01-02-2027`);
    expect(d.people.find((p) => p.name === 'Rosalind E. Marchetti')?.role).toBe('notary');
  });

  it('reads the engineer who made a map cited by its title', () => {
    const d = parse(`EXECUTOR'S DEED

CARLA V. HUNT, as executor of the last will and testament of DORIS E. HUNT, deceased, grants to BEN ROSS,
residing at 4 Main Street, Pelham, New York 10803, Lot 9 as shown on a certain map entitled "Map of Glen
Oaks, Section 1, Pelham, N.Y.", made by Rupert K. Vance, C.E. and filed in the County Clerk's Office.`);
    expect(d.people.find((p) => p.name === 'Rupert K. Vance')?.role).toBe('other');
  });
});
