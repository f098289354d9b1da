import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * A fiduciary deed that opens with its consideration before the fiduciary's name, a wrapped "tax statements
 * should be sent to" heading in a column beside the drafter's, an acknowledgment whose officer signs over
 * "Title (and Rank):", a lien release whose holder and its mailing address are labelled, and a couple sharing a
 * surname printed once. Invented passages in the style of real forms, worded apart from the documents that led
 * to the rules.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

const PR_DEED = `                                     Document No. 990112
                                     OFFICE OF THE COUNTY RECORDER
                                     OLMSTED COUNTY, MINNESOTA
                                     Recorded on August 2, 2023  2:14 PM
______________________________________________________________________________
PERSONAL REPRESENTATIVE'S DEED
______________________________________________________________________________
Date: July 28, 2023

FOR GOOD AND VALUABLE CONSIDERATION, MARGIT ELSA TORVIK, as personal
representative of the Estate of HALVARD JON TORVIK, Decedent ("Grantor"),
hereby conveys to OWEN T. BRANDVOLD and LEAH M. BRANDVOLD ("Grantee"), as
joint tenants, real property in Olmsted County, Minnesota, legally described as
follows:

    Lot 2, Block 9, MEADOW PARK THIRD SUBDIVISION, Olmsted County, Minnesota.

Decedent died on March 3, 2023.

                                    _____________________________________
                                    Margit Elsa Torvik, as Personal
                                    Representative of the Estate of
                                    Halvard Jon Torvik

State of Minnesota, County of Olmsted

This instrument was acknowledged before me on July 28, 2023, by Margit Elsa
Torvik, as personal representative of the Estate of Halvard Jon Torvik.

                                    _____________________________________
                                    Ingrid P. Solheim
                                    Title (or Rank): Notary Public
______________________________________________________________________________
THIS INSTRUMENT WAS DRAFTED BY:      | TAX STATEMENTS FOR THE REAL PROPERTY
Fjeld & Marsh, P.A.                  | DESCRIBED IN THIS INSTRUMENT ARE TO BE
220 First Avenue SW                  | MAILED TO:
Rochester, MN 55902                  | Owen T. Brandvold and
                                     | Leah M. Brandvold
                                     | 4410 Valleyhigh Road NW
                                     | Rochester, MN 55901
`;

describe('a conveyancing blank opening with its consideration', () => {
  it('reads no "Good And Valuable Consideration" as a fiduciary beside the personal representative', () => {
    const p = parse(PR_DEED);
    expect(p.parties.grantors.map((g) => g.name)).toEqual(['Margit Elsa Torvik']);
    expect(p.people.some((x) => /consideration/i.test(x.name))).toBe(false);
  });
  it('takes the grantees\' address from a wrapped "tax statements ... to be mailed to" column heading', () => {
    const p = parse(PR_DEED);
    expect(p.parties.grantees).toEqual([
      { name: 'Owen T. Brandvold', role: 'grantee', address: '4410 Valleyhigh Rd NW, Rochester, MN 55901' },
      { name: 'Leah M. Brandvold', role: 'grantee', address: '4410 Valleyhigh Rd NW, Rochester, MN 55901' },
    ]);
    expect(p.property.addressSource).toBe('party_residence');
  });
  it('reads the officer printed over "Title (or Rank): Notary Public" as the notary', () => {
    const p = parse(PR_DEED);
    expect(p.people.find((x) => x.name === 'Ingrid P. Solheim')?.role).toBe('notary');
  });
});

const RELEASE = `                                        Gregg County
                                        Doc# 2023-0041188
                                        03/14/2023 10:02 AM

                              RELEASE OF LIEN

Date:  March 9, 2023

Lienholder:  FIRST PINEY WOODS LENDING, LLC, a Texas limited liability
     company

Holder's Post Office Address:  Attn: Loan Servicing
     1200 Judson Road
     Longview, Gregg County, Texas 75601

Note
     Date:                        April 2, 2015
     Borrower:                    CARLOS ANDRES VILLARREAL and wife, ANA
                                  SOFIA VILLARREAL

Deed of Trust dated April 2, 2015, from Carlos Andres Villarreal and wife,
Ana Sofia Villarreal, to Paul D. Keene, Trustee, recorded April 6, 2015.

     Holder has received full payment of the Note and releases the Property
from the Lien.

AFTER RECORDING RETURN TO:
     Carlos Andres and Ana Sofia Villarreal
     708 Pine Tree Road
     Longview, Texas 75604
`;

describe('a lien release with labelled holder lines', () => {
  it('reads the holder under "Lienholder:" and its address under "Holder\'s Post Office Address:"', () => {
    const p = parse(RELEASE);
    expect(p.parties.grantors).toEqual([
      {
        name: 'First Piney Woods Lending, LLC',
        role: 'lienholder',
        address: '1200 Judson Rd, Longview, TX 75601',
      },
    ]);
  });
  it('gives both borrowers the return address of "Carlos Andres and Ana Sofia Villarreal"', () => {
    const p = parse(RELEASE);
    expect(p.parties.grantees).toEqual([
      { name: 'Carlos Andres Villarreal', role: 'borrower', address: '708 Pine Tree Rd, Longview, TX 75604' },
      { name: 'Ana Sofia Villarreal', role: 'borrower', address: '708 Pine Tree Rd, Longview, TX 75604' },
    ]);
    expect(p.people.map((x) => x.name)).not.toContain('Carlos Andres');
  });
});

const HEIRS_QUITCLAIM = `                              QUITCLAIM DEED
                        (Co-Heirs to Co-Heir)

      For the sum of Ten Dollars and other good and valuable consideration,
 we,

      NORA JEAN PELLETIER, a widow, whose address is 88 W. Mesa Verde Lane,
      Mesa, Arizona 85201, and

      SAMUEL R. OSTRANDER, an unmarried man, whose address is 2407 N. Pinal
      Avenue, Casa Grande, Arizona 85122,

 being, together with the Grantee, the only heirs at law of EDITH ANN
 OSTRANDER, deceased, as shown by the affidavit recorded in the records of
 Maricopa County, Arizona, do hereby remise, release and quitclaim unto

      DANA OSTRANDER WELLS, a married woman, whose address is 19 E. Saguaro
      Drive, Chandler, Arizona 85225,

 all of our right, title and interest in Lot 5, DESERT SKY ESTATES, Maricopa
 County, Arizona.

      Dated this 2nd day of October, 2023.

 ______________________________             ______________________________
 NORA JEAN PELLETIER                        SAMUEL R. OSTRANDER

                          GRANTEE'S ACCEPTANCE

      The undersigned Grantee accepts the foregoing deed.

      Dated: October 19, 2023

                                        ______________________________
                                        DANA OSTRANDER WELLS, Grantee
`;

describe('co-heirs quitclaiming under "we," with their paragraphs set out', () => {
  it('reads each grantor paragraph and its address, the verb long after the first', () => {
    const p = parse(HEIRS_QUITCLAIM);
    expect(p.parties.grantors).toEqual([
      { name: 'Nora Jean Pelletier', role: 'grantor', address: '88 W Mesa Verde Ln, Mesa, AZ 85201' },
      { name: 'Samuel R. Ostrander', role: 'grantor', address: '2407 N Pinal Ave, Casa Grande, AZ 85122' },
    ]);
  });
  it("dates the deed by its own signing, not by the grantee's acceptance under it", () => {
    expect(parse(HEIRS_QUITCLAIM).keyDates.instrument).toBe('2023-10-02');
  });
});

const FIDUCIARY_DEED = `                             FIDUCIARY DEED
                (Administrator - Ohio Revised Code 5302.10)

     DOUGLAS P. REINHOLT, administrator of the estate of VERA LYNN REINHOLT,
deceased, Probate Court of Summit County, Ohio, Case No. 2022ES00412, by the
power conferred by the Ohio Revised Code, and every other power, for
Ninety-Four Thousand and 00/100 Dollars ($94,000.00) paid, grants, with
fiduciary covenants, to GRACE E. MILLER, whose tax-mailing address is 77 Orchard
Street, Akron, Ohio 44301, the following real property:

     Situated in the City of Akron, Summit County, Ohio, being Lot 12 of Elm
     Court Allotment, Plat Book 31, Page 4, Summit County Records.

     Prior Instrument Reference: Volume 1204, Page 556, recorded March 3,
     1987, Summit County, Ohio Records.

     The decedent died intestate on January 5, 2022. The administrator's
post office address is 1400 Glenmount Avenue, Akron, Ohio 44319.

     Executed this 9th day of June, 2022.
`;

describe("an Ohio fiduciary deed's closing recitals", () => {
  it('gives the administrator the address of "The administrator\'s post office address is ..."', () => {
    const p = parse(FIDUCIARY_DEED);
    expect(p.parties.grantors).toEqual([
      { name: 'Douglas P. Reinholt', role: 'administrator', address: '1400 Glenmount Ave, Akron, OH 44319' },
    ]);
  });
  it('dates the vesting deed\'s recording from the "Prior Instrument Reference:" line', () => {
    expect(parse(FIDUCIARY_DEED).keyDates.other).toBe('1987-03-03');
  });
});

const HEIRS_RECITAL = `                           EXECUTOR'S DEED

      THIS DEED, made this 3rd day of March, 2023, by and between GORDON LEE
FAIRCLOTH, EXECUTOR of the Estate of ARLENE MAE FAIRCLOTH, Deceased, whose
address is 610 Crescent Street, Greensboro, North Carolina 27401, GRANTOR; and
PAULA J. NGUYEN, GRANTEE, whose mailing address is 14 Ridge Road, Durham,
North Carolina 27705.

      A.  ARLENE MAE FAIRCLOTH died testate on June 1, 2022, a resident of
Guilford County, North Carolina.

      B.  The sole and only heirs of the said Decedent, as shown by the estate
fi|e in Guilford County, are her three sons, GORDON LEE FAIRCLOTH, of the
address above, WESLEY A. FAIRCLOTH, 55 Mill Pond Lane, Apex, North Carolina
27502, and CRAIG T. FAIRCLOTH, 902 Bay Street, Beaufort, South Carolina 29902.

      The Grantor does hereby grant and convey unto the Grantee the lot he|d by
the Decedent in Guilford County, North Carolina.
`;

describe('heirs named after the statement of who they are', () => {
  it('reads "the sole and only heirs ... are her three sons, A, of the address above, B, <address>, and C"', () => {
    const p = parse(HEIRS_RECITAL);
    const heirs = p.people.filter((x) => x.relationship === 'son').map((x) => [x.name, x.role, x.address]);
    expect(heirs).toEqual([
      ['Gordon Lee Faircloth', 'executor', '610 Crescent St, Greensboro, NC 27401'],
      ['Wesley A. Faircloth', 'heir', '55 Mill Pond Ln, Apex, NC 27502'],
      ['Craig T. Faircloth', 'heir', '902 Bay St, Beaufort, SC 29902'],
    ]);
  });
});

describe("a scan's l read as a vertical bar", () => {
  it('is repaired inside words, a table rule beside its cells kept', () => {
    expect(repairWordGlyphs('the heirs at |aw of the decedent\nin the Centra| District\nnow ho|ding')).toBe(
      'the heirs at law of the decedent\nin the Central District\nnow holding',
    );
    expect(repairWordGlyphs("| Grantees' address| 12 Elm St |")).toBe("| Grantees' address| 12 Elm St |");
  });
});

const SCHEDULE_DEED = `                          ADMINISTRATOR'S DEED

      THIS INDENTURE, made the 4th day of June, 2024, BETWEEN HELEN P. CORRIGAN,
residing at 8 Birch Lane, Pawling, New York 12564, as administrator of the
estate of JAMES T. CORRIGAN, late of the Town of Carmel, who died on the 1st day
of March, 2023, party of the first part, and MARTIN SOLBERG, residing at 91
Lake Road, Mahopac, New York 10541, party of the second part,

      WITNESSETH, that the party of the first part, to whom letters of
administration were issued on May 2, 2023, does hereby grant and release unto
the party of the second part,

      ALL that certain plot, piece or parcel of land situate in the Town of
Carmel, County of Putnam and State of New York, more particularly bounded and
described in Schedule B annexed hereto.

                              SCHEDULE B
                     (Legal Description of Premises)

      ALL that certain plot, piece or parcel of land situate in the Town of
Carmel, County of Putnam and State of New York, known as Lot 9 on a map entitled
"Map of Lake View Terrace," filed in the Putnam County Clerk's Office as Map No.
1904.

                           STATE OF RHODE ISLAND
                          PROBATE COURT OF WARWICK

                      CERTIFICATE OF APPOINTMENT

ESTATE OF:  James T. Corrigan
LATE OF:    Warwick
DATE OF DEATH: March 1, 2023

I hereby certify that the fiduciary named below was appointed and that the
appointment is unrevoked and in full force:

  Fiduciary:          Helen P. Corrigan
  Date of appointment: May 2, 2023

Dated at Warwick, Rhode Island, on May 20, 2024.

                                       ___________________________________
                                       Probate Clerk
`;

describe('a deed whose granting clause sends the reader to a schedule', () => {
  it('takes the description printed under the schedule heading and its subtitle', () => {
    expect(parse(SCHEDULE_DEED).property.legalDescription).toBe(
      'ALL that certain plot, piece or parcel of land situate in the Town of Carmel, County of Putnam and State of New York, known as Lot 9 on a map entitled "Map of Lake View Terrace," filed in the Putnam County Clerk\'s Office as Map No. 1904.',
    );
  });
  it('dates the appointment and the certificate\'s signing "Dated at <place>, on <date>"', () => {
    const p = parse(SCHEDULE_DEED);
    expect(p.typeSpecific.otherDates).toEqual([
      { date: '2023-05-02', label: 'letters_issued' },
      { date: '2024-05-20', label: 'court_certification' },
    ]);
    expect(p.keyDates.other).toBe('2023-05-02');
  });
  it('reads the certificate\'s "LATE OF:" place with the state of the court\'s caption', () => {
    expect(parse(SCHEDULE_DEED).decedent?.residenceAddress).toBe('Warwick, RI');
  });
});

const BOXED_DEED = `                      PERSONAL REPRESENTATIVE'S DEED

 +------------------------------+--------------------------------------------+
 | DECEDENT                     | ORVILLE JAMES KETTERING                    |
 +------------------------------+--------------------------------------------+
 | WILL                         | dated May 1, 2009; admitted to formal      |
 |                              | probate March 3, 2023                      |
 +------------------------------+--------------------------------------------+
 | LETTERS ISSUED               | March 8, 2023                              |
 +------------------------------+--------------------------------------------+
 | EXECUTRIX                    | ELENA KETTERING                            |
 | (GRANTOR)                    | 419 West Third Avenue                      |
 |                              | Durango, CO 81301                          |
 +------------------------------+--------------------------------------------+
 | GRANTEE(S)                   | LUCIA M. FERRO and DANTE R. FERRO, in      |
 |                              | joint tenancy                              |
 | GRANTEES' LEGAL ADDRESS      | 77 Aspen Court                             |
 |                              | Durango, CO 81301                          |
 +------------------------------+--------------------------------------------+
 | CONSIDERATION                | Three Hundred Ten Thousand and 00/100      |
 |                              | Dollars ($310,000.00)                      |
 +------------------------------+--------------------------------------------+

      THIS DEED is made by ELENA KETTERING, as Personal Representative of the
 Estate of the Decedent named above, Grantor, to the Grantees named above.

                              ________________________________
                              ELENA KETTERING, as Personal
                              Representative of the Estate of
                              Orville James Kettering, Deceased
`;

describe('a deed whose recitals stand in a ruled box', () => {
  it('reads "GRANTEE(S)" and the grantees\' "LEGAL ADDRESS" row', () => {
    expect(parse(BOXED_DEED).parties.grantees).toEqual([
      { name: 'Lucia M. Ferro', role: 'grantee', address: '77 Aspen Ct, Durango, CO 81301' },
      { name: 'Dante R. Ferro', role: 'grantee', address: '77 Aspen Ct, Durango, CO 81301' },
    ]);
  });
  it('gives the fiduciary the address under her name in the value column of the capacity row', () => {
    expect(parse(BOXED_DEED).parties.grantors).toEqual([
      {
        name: 'Elena Kettering',
        role: 'personal_representative',
        address: '419 W 3rd Ave, Durango, CO 81301',
      },
    ]);
  });
  it('reads the consideration cell and the dates of the will and letters cells', () => {
    const p = parse(BOXED_DEED);
    expect(p.consideration).toBe('$310,000.00');
    expect(p.typeSpecific.otherDates).toEqual([
      { date: '2009-05-01', label: 'will_dated' },
      { date: '2023-03-03', label: 'probate_admitted' },
      { date: '2023-03-08', label: 'letters_issued' },
    ]);
  });
});
