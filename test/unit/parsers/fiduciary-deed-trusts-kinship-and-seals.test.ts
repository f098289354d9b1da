import { describe, expect, it } from 'vitest';
import { isIndexEntry } from '@/parsers/extract/common/index-entry';
import { parseDocumentText } from '@/parsers/index';

const parse = (...pages: string[]) => parseDocumentText({ pages });

describe('trustees taking for their trust under a long powers clause', () => {
  const deed = `EXECUTOR'S DEED

     THIS EXECUTOR'S DEED is made the 4th day of March, 2022, by OSWALD P. TREMAINE, whose address is
12 Birch Row, Ocala, Florida 34470, as Executor of the Estate of MABEL R. QUINCEY, Deceased (hereinafter
called "Grantor"), unto PETRA L. VANTERPOOL and GIDEON
S. VANTERPOOL, as Co-Trustees of the VANTERPOOL FAMILY LIVING TRUST dated May 9, 2011, with full power
and authority to protect, conserve, sell, lease, encumber, or otherwise manage and dispose of the real
property described herein, as provided in Section 689.073, Florida Statutes, whose mailing address is
77 Heron Court, Ocala, Florida 34471 (hereinafter called "Grantee").

     Mabel R. Quincey died on June 2, 2021.

     Lot 9, Block 3, HERON HILLS, according to the plat thereof recorded in Plat Book 8, Page 12.`;

  it('makes the trust the grantee, with the address given after the powers, and the trustees no grantors', () => {
    const d = parse(deed);
    expect(d.parties.grantors.map((g) => `${g.name} ${g.role}`)).toEqual(['Oswald P. Tremaine executor']);
    expect(d.parties.grantees).toEqual([
      { name: 'Vanterpool Family Living Trust', role: 'grantee', address: '77 Heron Ct, Ocala, FL 34471' },
    ]);
    const trustees = d.people.filter((p) => /Vanterpool/.test(p.name));
    expect(trustees.map((p) => `${p.name} ${p.role}`)).toEqual([
      'Petra L. Vanterpool grantee',
      'Gideon S. Vanterpool grantee',
    ]);
  });
});

describe('kinship stated of a role', () => {
  it('reads one kinship shared by all the grantees ("are the two sons of the decedent")', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

     NELL T. ABERNETHY, as Personal Representative of the Estate of HOMER J. ABERNETHY, Deceased,
conveys to CALVIN R. ABERNETHY, whose address is 5 Elm Street, Tipton, Iowa 52772, and DWIGHT
ABERNETHY, whose address is 9 Oak Street, Tipton, Iowa 52772, as tenants in common, Lot 4, Block 2,
ELM ADDITION, according to the plat thereof recorded in Book 3, Page 9.

     This is a distribution of estate property. The grantees were the two sons of the decedent, who
died on March 3, 2022.`);
    const rel = Object.fromEntries(d.people.map((p) => [p.name, p.relationship]));
    expect(rel['Calvin R. Abernethy']).toBe('son');
    expect(rel['Dwight Abernethy']).toBe('son');
    expect(rel['Nell T. Abernethy']).toBeNull();
  });

  it('leaves the grantees alone when the counted kin are not as many as the grantees', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

     NELL T. ABERNETHY, as Personal Representative of the Estate of HOMER J. ABERNETHY, Deceased,
conveys to CALVIN R. ABERNETHY, whose address is 5 Elm Street, Tipton, Iowa 52772, and DWIGHT
ABERNETHY, whose address is 9 Oak Street, Tipton, Iowa 52772, Lot 4, Block 2, ELM ADDITION.

     The grantees are the four grandchildren of the decedent, who died on March 3, 2022.`);
    const rel = Object.fromEntries(d.people.map((p) => [p.name, p.relationship]));
    expect(rel['Calvin R. Abernethy']).toBeNull();
    expect(rel['Dwight Abernethy']).toBeNull();
  });

  it('reads "the Grantor, who is the decedent\'s son," for the fiduciary grantor', () => {
    const d = parse(`ADMINISTRATOR'S DEED

     THIS DEED, made this 2nd day of May, 2023, by and between FELIX O. GRANTHAM, ADMINISTRATOR OF THE
ESTATE OF IRMA GRANTHAM, DECEASED, party of the first part, hereinafter called "Grantor"; and ROSA
MEDINA, party of the second part, hereinafter called "Grantee".

     Irma Grantham died intestate on January 5, 2023. The Grantor, who is the decedent's son, qualified
as Administrator on February 1, 2023.

     Lot Six (6), Block Two (2), PINE RIDGE, recorded in Deed Book 12 at Page 40.`);
    expect(d.people.find((p) => p.name === 'Felix O. Grantham')?.relationship).toBe('son');
  });
});

describe('legal descriptions placed by the government survey', () => {
  it('keeps the survey tract that a metes-and-bounds description is "described as follows" from', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

     JUNE A. MARSH, Personal Representative of the Estate of OTTO MARSH, Deceased, Grantor, conveys to
LEWIS K. PARR, Grantee, the following described real property situated in the
County of Lane and State of Oregon, to wit:

     A parcel of land in the Southwest one-quarter of Section 8, Township 17 South, Range 3 West of the
Willamette Meridian, described as follows: Beginning at the Southwest corner of Lot 2, Block 4, RIVER
VIEW; thence North 100.00 feet; thence East 50.00 feet to the point of beginning.

     The decedent died on May 1, 2022.`);
    expect(d.property.legalDescription).toMatch(
      /^A parcel of land in the Southwest one-quarter of Section 8,/,
    );
    expect(d.property.legalDescription).toMatch(/to the point of beginning\.$/);
  });
});

describe('stated property address', () => {
  it('reads "Property being:" as the street address of the premises', () => {
    const d = parse(`EXECUTOR'S DEED

     THIS INDENTURE, made the 3rd day of April, 2023, BETWEEN CARL B. HOFFER, Executor of the Estate of
LENA HOFFER, deceased (hereinafter called the "Grantor"), AND MAPLE TREE REALTY, LLC, having an office
at 50 Market Street, Suite 2, York, Pennsylvania 17401 (hereinafter called the "Grantee").

     ALL THAT CERTAIN lot of ground situate in Spring Garden Township, York County, Pennsylvania, BEING
Lot No. 12 on the Plan of Oak Knoll recorded in Plan Book 20, page 4.

     Property being: 418 Linden Avenue, York, PA 17403

     Lena Hoffer died on January 9, 2023.`);
    expect(d.property.address).toBe('418 Linden Ave, York, PA 17403');
    expect(d.property.addressSource).toBe('stated');
  });
});

describe("recorder's index entries", () => {
  it('knows an index line by its capacity abbreviation or a suffix filed after the given names', () => {
    const body = 'BETWEEN OTIS P. VANDERMEER, SR., Executor of the Estate of ADA VANDERMEER, deceased';
    expect(isIndexEntry('VANDERMEER OTIS P SR EXR', body)).toBe(true);
    expect(isIndexEntry('LINDQVIST HANNA M TTEE', body)).toBe(true);
    expect(isIndexEntry('VANDERMEER OTIS P SR', body)).toBe(true);
    expect(isIndexEntry('OTIS P VANDERMEER', body)).toBe(false);
  });
});

describe('notary seals', () => {
  it('reads the notary whose name follows the seal mark on its line', () => {
    const d = parse(`EXECUTOR'S DEED

CARL B. HOFFER, as Executor of the Estate of LENA HOFFER, deceased, conveys to DORA J. PLATT, whose address
is 9 Main Street, Ames, Iowa 50010, Lot 3, Block 1, ORCHARD PLAT, Ames, Iowa.

Lena Hoffer died on January 9, 2023.

STATE OF IOWA, COUNTY OF STORY

     This record was acknowledged before me on May 2, 2023, by Carl B. Hoffer, as Executor.

                              ______________________________
                              Notary Public in and for said State

   (OFFICIAL SEAL)   WINONA K. FARRELLY
                     Commission No. 55120
                     My Commission Expires 1/2/2027`);
    expect(d.people.find((p) => p.name === 'Winona K. Farrelly')?.role).toBe('notary');
  });
});

describe("Oregon's name-and-address header", () => {
  it("reads each party's address from its block, past the fiduciary's capacity and estate lines", () => {
    const d = parse(`Grantor's Name and Address:
   Wendell P. Hoyt, Personal Representative
   Estate of Maude Hoyt
   88 Cedar Loop
   Salem, OR 97301

Grantee's Name and Address:
   Ines M. Varga
   14 Alder Street, Eugene, OR 97401

                       PERSONAL REPRESENTATIVE'S DEED

     WENDELL P. HOYT, Personal Representative of the Estate of MAUDE HOYT, Deceased, Grantor, conveys
to INES M. VARGA, Grantee, the following described real property: Lot 3, Block 7, ALDER PARK, Lane
County, Oregon. The decedent died on April 4, 2022.`);
    expect(d.parties.grantors).toEqual([
      { name: 'Wendell P. Hoyt', role: 'personal_representative', address: '88 Cedar Loop, Salem, OR 97301' },
    ]);
    expect(d.parties.grantees).toEqual([
      { name: 'Ines M. Varga', role: 'grantee', address: '14 Alder St, Eugene, OR 97401' },
    ]);
  });
});

describe('dates of the fiduciary appointment', () => {
  const other = (body: string) =>
    (parse(`EXECUTOR'S DEED\n\n${body}`).typeSpecific.otherDates as { date: string; label: string }[]).map(
      (d) => `${d.date} ${d.label}`,
    );

  it('dates letters issued "on the same day" or "on which date" by the day the sentence gave', () => {
    expect(
      other(
        'The will was proved before the Register on April 3, 2021 (No. 21-88), and Letters Testamentary were granted on the same day to Rhea Coombs.',
      ),
    ).toContain('2021-04-03 letters_issued');
    expect(
      other(
        'The will was admitted to probate on 5/6/2020, upon which date Letters of Authority were issued to the grantor.',
      ),
    ).toContain('2020-05-06 letters_issued');
  });

  it('does not take a death date for the day letters were issued "on that date"', () => {
    expect(
      other(
        'The will of Abel Roy, who died on January 2, 2020, was proved, and Letters Testamentary were issued on that date.',
      ),
    ).not.toContain('2020-01-02 letters_issued');
  });

  it('reads "On <date>, Letters ... were granted" and "qualified on <date> ... as Executor"', () => {
    expect(
      other('On June 9, 2022, Letters of Administration upon the estate were granted unto Rhea Coombs.'),
    ).toContain('2022-06-09 letters_issued');
    expect(
      other("Rhea Coombs duly qualified on July 1, 2022 in the Clerk's Office as Executor of the estate."),
    ).toContain('2022-07-01 letters_issued');
  });

  it('reads an order of a named court entered in the probate file as the order of sale', () => {
    expect(
      other(
        'This deed is given under the Order of the Ohio Probate Court for Wood County entered in said Case No. 22-ES-41 on 03/09/2023, approving the sale of the real estate to the grantee.',
      ),
    ).toContain('2023-03-09 order_of_sale');
  });

  it('reads a general judgment of final distribution entered in the case', () => {
    expect(
      other(
        'This conveyance follows the General Judgment of Final Distribution entered in said Estate on May 2, 2023.',
      ),
    ).toContain('2023-05-02 court_order');
  });
});
