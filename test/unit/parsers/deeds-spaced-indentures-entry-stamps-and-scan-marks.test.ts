import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Deeds between living parties and personal representatives' deeds: an indenture's spaced "A N D" between the
 * parties, its certificate of the grantees' residence, a recorder's entry stamp with the year in full, and a
 * lot "known as:" after the situs. Each case is a short invented passage in the style of the form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('an indenture between living parties', () => {
  const text = `                                 DEED

     THIS INDENTURE, made the 9th day of May, in the year two thousand
twenty-two (2022).

     BETWEEN WALTER G. HOSTETTER and IRENE B. HOSTETTER, husband and
wife, of the Borough of Hanover, County of Adams and Commonwealth of
Pennsylvania, hereinafter called the Grantors,

                                 A N D

     MARCUS T. OBERLIN and LENA F. OBERLIN, husband and wife, of the
Township of Dover, County of York, and Commonwealth of Pennsylvania,
hereinafter called the Grantees,

     WITNESSETH, that in consideration of the sum of ONE HUNDRED THOUSAND
DOLLARS ($100,000.00), the said Grantors do hereby grant and convey to the
said Grantees, as tenants by the entireties,

     ALL THAT CERTAIN lot of land situate in Dover Township, York County,
Pennsylvania, being Lot No. 4 on the Plan of Maple Run.

     BEING the same premises which Carl Weaver, by his Deed dated June 2, 2001,
granted and conveyed unto Walter G. Hostetter and Irene B. Hostetter, husband
and wife, the Grantors herein.

                    CERTIFICATE OF RESIDENCE

     I hereby certify that the precise residence and complete post office
address of the within-named Grantees is: 22 Fox Chase Lane, Dover, PA 17315.
`;
  it('takes the party after a spaced "A N D" as the grantees, not the recital\'s buyers', () => {
    const out = parse(text);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Marcus T. Oberlin', 'Lena F. Oberlin']);
    expect(out.parties.grantees[0]!.address).toBe('22 Fox Chase Ln, Dover, PA 17315');
  });
  it('reads the certificate of residence when a scan read "named" as "narned"', () => {
    const out = parse(text.replace('within-named', 'within-narned'));
    expect(out.parties.grantees[1]!.address).toBe('22 Fox Chase Ln, Dover, PA 17315');
  });
});

describe('a recorder entry stamp with its year in full', () => {
  it('dates the recording from a "Date: 21-Jun-2022 09:47 AM" stamp', () => {
    const out = parse(`                                   Ent 555123 Bk 1200 Pg 14
                                   Date: 21-Jun-2022 09:47 AM Fee $40.00
                                   Weber County, UT
                                   Filed By: ABC

                     PERSONAL REPRESENTATIVE'S DEED

     ANNA P. LUND, as Personal Representative of the Estate of OSCAR LUND,
deceased, GRANTOR, hereby CONVEYS to KARL M. BERG, GRANTEE, the following
described tract of land in Weber County, State of Utah:

     Lot 7, Block 3, HILLCREST SUBDIVISION, according to the official plat thereof.

     WITNESS the hand of said Grantor this 2nd day of June, 2022.
`);
    expect(out.keyDates.recorded).toBe('2022-06-21');
  });
});

describe('a lot "known as:" after the situs', () => {
  it('keeps the lot set after the colon in the description', () => {
    const out = parse(`     KNOW ALL PERSONS BY THESE PRESENTS that PAULA R. KESSLER, unmarried, of Wood
County, Ohio, for valuable consideration paid, grants, with general warranty covenants, to
DANIEL E. FROST, whose tax-mailing address is 88 Oak Street, Bowling Green, Ohio 43402,
the following described real property:

     Situated in the City of Bowling Green, County of Wood and State of Ohio,
     and known as: Lot Number Nine (9) in ORCHARD PARK, a subdivision in the City
     of Bowling Green, Wood County, Ohio, as recorded in Volume 30 of Plats, page 12.

     Property Address: 88 Oak Street, Bowling Green, Ohio 43402
`);
    expect(out.property.legalDescription).toBe(
      'Situated in the City of Bowling Green, County of Wood and State of Ohio, and known as: Lot Number Nine (9) in ORCHARD PARK, a subdivision in the City of Bowling Green, Wood County, Ohio, as recorded in Volume 30 of Plats, page 12.',
    );
  });
});

describe("a personal representative's deed's recitals", () => {
  it('dates the probate by the appointment when the court that appointed is named', () => {
    const out = parse(`                      PERSONAL REPRESENTATIVE'S DEED

     LUCIA M. ARCHULETA, as Personal Representative of the Estate of TOMAS ARCHULETA,
Deceased, whose address is 14 Calle Luna, Taos, New Mexico 87571 ("Grantor"), for
consideration paid, grants to PETER J. NAVA, whose address is 9 Pueblo Road, Taos,
New Mexico 87571 ("Grantee"), the following described real estate in Taos County:

     Lot 5 in Block 2 of SAGE HILLS ADDITION, as shown on the plat thereof.

     The Decedent's Will dated June 3, 2010, was admitted to informal probate, and
Grantor, his daughter, was appointed Personal Representative, by the Eighth Judicial
District Court, Taos County, in Cause No. D-820-PB-2021-00019, on May 2, 2021, and
Letters of Personal Representative were issued to her on that date.

Prepared, by: Samuel K. Ortega, Attorney at Law, 200 Plaza Street, Taos, New Mexico 87571
`);
    expect(out.typeSpecific.otherDates).toEqual(
      expect.arrayContaining([
        { date: '2021-05-02', label: 'letters_issued' },
        { date: '2021-05-02', label: 'probate_admitted' },
      ]),
    );
    expect(out.people.find((p) => p.name === 'Samuel K. Ortega')?.role).toBe('preparer');
  });
  it('takes the residence at death stated after a county-only "late of"', () => {
    const out = parse(`                      PERSONAL REPRESENTATIVE'S DEED

     THIS DEED is made this 4th day of May, 2022, by ANN B. HOLT, as Personal
Representative of the Estate of GEORGE W. HOLT, deceased, whose post office address is
40 Bay Drive, Sarasota, Florida 34236 (the "Grantor"), to LEE K. PARK, whose post office
address is 7 Elm Court, Venice, Florida 34285 (the "Grantee").

     WHEREAS, GEORGE W. HOLT, late of Sarasota County, Florida, died on January 2, 2022.

     Lot 12, Block A, BAYVIEW PARK, according to the plat thereof, as recorded in Plat
Book 3, Page 7, of the Public Records of Sarasota County, Florida.

     The property herein conveyed was not the homestead of the decedent; the decedent
resided at the time of hls death at 40 Bay Drive, Sarasota, Florida 34236.
`);
    expect(out.decedent?.residenceAddress).toBe('40 Bay Dr, Sarasota, FL 34236');
  });
});

describe('scan marks in a typed description and addresses', () => {
  const text = `                                 DEED

     THIS INDENTURE, made the 2nd day of April, 2021, BETWEEN JOHN A. MOYER, of the
Township of Penn, County of Berks, hereinafter called the Grantor, AND ANNA C. REED, of
the City of Reading, hereinafter called the Grantee, whose address is 14 Elm Street,
Readng, Pennsylvania 19601,

     WITNESSETH, that the Grantor does grant and convey to the Grantee,

     ALL THAT CERTAIN lot of land situate in Penn Township, Berks County, Pennsylvania, ~
bounded and described according to a survey by Carl J. Boyer, Professional Land
Survcyor, as follows: BEGINNING at a point on Mill Road (33 feet\` wide); thence along '
the same, North 10 degrees Wcst, 80.00 feet to a point in the Ri0 Lane line; thence
South 80 degrees East, 50.00 feet to the place of BEGINNING.

     Grantee's mail goes to Reading, Pennsylvania; the Grantor lives near Reading.
`;
  it('drops tildes, backticks and lone quotes and restores faint survey words', () => {
    expect(parse(text).property.legalDescription).toBe(
      'ALL THAT CERTAIN lot of land situate in Penn Township, Berks County, Pennsylvania, bounded and described according to a survey by Carl J. Boyer, Professional Land Surveyor, as follows: BEGINNING at a point on Mill Road (33 feet wide); thence along the same, North 10 degrees West, 80.00 feet to a point in the Rio Lane line; thence South 80 degrees East, 50.00 feet to the place of BEGINNING.',
    );
  });
  it('names the surveyor whose title a faint scan misread', () => {
    expect(parse(text).people.find((p) => p.name === 'Carl J. Boyer')?.role).toBe('other');
  });
  it('restores a city name a scan read with a letter lost, printed whole elsewhere', () => {
    expect(parse(text).parties.grantees[0]?.address).toBe('14 Elm St, Reading, PA 19601');
  });
});

describe("a city's short word misread by a look-alike glyph", () => {
  it('restores the city the document prints whole twice', () => {
    const out = parse(`                      PERSONAL REPRESENTATIVE'S DEED

     MARIA T. GALLEGOS, as Personal Representative of the Estate of JOSE GALLEGOS,
Deceased, whose address is 3 Vista Court, Rio Verde, Arizona 85263 ("Grantor"), for
consideration paid, grants to OWEN P. HART, whose address is 12 Cactus Lane, Rio
Verde, Arizona 85263 ("Grantee"), the following described real estate:

     Lot 9 of RIO VERDE HILLS, according to the plat thereof.

Prepared by: Nora L. Baca, Attorney at Law, 40 Main Street, Rlo Verde, Arizona 85263
`);
    expect(out.people.find((p) => p.name === 'Nora L. Baca')?.address).toBe(
      '40 Main St, Rio Verde, AZ 85263',
    );
  });
});
