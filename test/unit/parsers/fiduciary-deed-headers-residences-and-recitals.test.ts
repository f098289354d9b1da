import { describe, expect, it } from 'vitest';
import { readCityState } from '@/parsers/extract/common/address-near';
import { parseDocumentText } from '@/parsers/index';

const parse = (...pages: string[]) => parseDocumentText({ pages });

describe('New England residences "of X, in the County of Y and State of Z"', () => {
  it('reads the state after "in the County of", not the word "in" as Indiana', () => {
    const text = 'late of Montpelier, in the County of Washington and State of Vermont, who died';
    expect(readCityState(text, 'late of '.length)?.value).toEqual({ city: 'Montpelier', state: 'VT' });
  });

  it('takes no lower-case word after the comma for a postal code', () => {
    expect(readCityState('of Concord, in said town', 3)).toBeNull();
    expect(readCityState('of Salem, or elsewhere', 3)).toBeNull();
  });

  it("gives the decedent's city and state in a licensed administrator's deed", () => {
    const d = parse(`ADMINISTRATOR'S DEED

     KNOW ALL PERSONS BY THESE PRESENTS, that I, HAROLD P. OUELLETTE, of Nashua, in the County of
Hillsborough and State of New Hampshire, Administrator of the Estate of MARGUERITE A. OUELLETTE, late
of Barre, in the County of Washington and State of Vermont, who died intestate on the 3rd day of May,
A.D. 2022, being duly licensed by said Court to sell the real estate hereinafter described,

in consideration of EIGHTY THOUSAND and 00/100 Dollars paid by NORMAN T. FISKE, of 9 Quarry Street,
Barre, Vermont 05641, do freely GIVE, GRANT, SELL, CONVEY AND CONFIRM unto the said NORMAN T. FISKE
a certain piece of land in the City of Barre, being Lot 3 as depicted on a plan of Quarry Hill lots.`);
    expect(d.decedent?.residenceAddress).toBe('Barre, VT');
    expect(d.decedent?.dateOfDeath).toBe('2022-05-03');
  });
});

describe('"late of the City of X" with the state given elsewhere', () => {
  const deed = (residence: string, situated: string) =>
    parse(`PERSONAL REPRESENTATIVE'S DEED

KNOW ALL PERSONS BY THESE PRESENTS: That

     OTTO R. KANGAS, as Personal Representative of the Estate of HELMI V. RAUTIO, Deceased,
     whose address is 8 Birch Road, Calumet, Michigan 49913,

Conveys to:

     LAURA M. SIPPOLA, a single woman,
     whose address is 40 Quincy Street, Houghton, Michigan 49931,

the following described premises situated in ${situated}:

     Lot 3, Block 2, of the Plat of Portage View, according to the recorded plat thereof.

for the sum of SIXTY THOUSAND AND 00/100 DOLLARS ($60,000.00).

     Helmi V. Rautio, late of ${residence}, died on the 9th day of March, 2021.`);

  it('takes the state where the document names the same city again', () => {
    const d = deed('the City of Hancock', 'the City of Hancock, County of Houghton, State of Michigan');
    expect(d.decedent?.residenceAddress).toBe('Hancock, MI');
  });

  it('leaves a town, which is no city, unread', () => {
    const d = deed('the Town of Hancock', 'the Town of Hancock, County of Houghton, State of Michigan');
    expect(d.decedent?.residenceAddress).toBeNull();
  });

  it('leaves the city unread when the document never gives its state', () => {
    const d = deed('the City of Hancock', 'Houghton County');
    expect(d.decedent?.residenceAddress).toBeNull();
  });

  it('reads the grantee set under "Conveys to:" on a line of its own', () => {
    const d = deed('the City of Hancock', 'Houghton County');
    expect(d.parties.grantees).toEqual([
      { name: 'Laura M. Sippola', role: 'grantee', address: '40 Quincy St, Houghton, MI 49931' },
    ]);
  });

  it('takes no name under a "return to:" label for a grantee', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

     OTTO R. KANGAS, as Personal Representative of the Estate of HELMI V. RAUTIO, Deceased, conveys to
LAURA M. SIPPOLA, whose address is 40 Quincy Street, Houghton, Michigan 49931, Lot 3, Block 2, of the
Plat of Portage View.

When recorded return to:
     ALVAR J. NIEMELA
     Grantee's attorney, 2 Shelden Avenue, Houghton, Michigan 49931`);
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Laura M. Sippola']);
  });
});

describe('a company grantee whose address only its header block gives', () => {
  it('fills the company\'s address from "Grantee:" over its form and address lines', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

   Grantor:   GUNNAR T. LIEN, Personal Representative of the Estate of
              SIGRID A. LIEN, Deceased
              P.O. Box 40, Carrington, North Dakota 58421

   Grantee:   SHEYENNE VALLEY GRAIN, LLC,
              a Minnesota limited liability company
              1402 Main Avenue East, Valley City, North Dakota 58072

     THIS DEED is made on the 2nd day of June, 2023, by GUNNAR T. LIEN, as Personal Representative of the
Estate of SIGRID A. LIEN, deceased, Grantor, to SHEYENNE VALLEY GRAIN, LLC, Grantee.

     For and in consideration of the sum of TEN THOUSAND DOLLARS ($10,000.00), Grantor does hereby GRANT
and CONVEY to Grantee the following described real property in Foster County, North Dakota:

     The Southwest Quarter (SW1/4) of Section Nine (9), Township One Hundred Forty-six (146) North, Range
Sixty-five (65) West of the Fifth Principal Meridian.`);
    expect(d.parties.grantees).toEqual([
      {
        name: 'Sheyenne Valley Grain, LLC',
        role: 'grantee',
        address: '1402 Main Ave E, Valley City, ND 58072',
      },
    ]);
    expect(d.property.address).toBe('1402 Main Ave E, Valley City, ND 58072');
    expect(d.property.addressSource).toBe('party_residence');
  });
});

describe('a residence recited between "died" and the date', () => {
  it('reads the date after "died testate, a resident of X County, State, on"', () => {
    const d = parse(`DEED OF DISTRIBUTION

     KNOW ALL MEN BY THESE PRESENTS, that I, ELOISE M. TURNIPSEED, as Personal Representative of the
Estate of CLYDE W. TURNIPSEED, Deceased,

     WHEREAS, Clyde W. Turnipseed died testate, a resident of Oconee County, South Carolina, on March
8, 2021, survived by his wife, Eloise M. Turnipseed; and

     NOW, THEREFORE, I do grant, release and distribute unto ELOISE M. TURNIPSEED, of 14 Keowee Drive,
Seneca, SC 29672, the following: ALL that certain lot of land being Lot 2 on plat of LAKE HILLS.`);
    expect(d.decedent?.dateOfDeath).toBe('2021-03-08');
    expect(d.keyDates.death).toBe('2021-03-08');
    expect(d.decedent?.placeOfDeath).toBeNull();
  });
});

describe('a company grantee named where the price is "paid to my full satisfaction by" it', () => {
  it("reads the company's address after its form and 'with a principal place of business at'", () => {
    const d = parse(`EXECUTOR'S DEED

     KNOW ALL PERSONS BY THESE PRESENTS, that I, DELIA M. FORTIN, of Rutland, in the County of Rutland and
State of Vermont, Executor of the Estate of ARMAND J. FORTIN, late of Rutland, in the County of Rutland and
State of Vermont, who died testate on the 2nd day of April, A.D. 2022,

in consideration of SIXTY THOUSAND and 00/100 Dollars paid to my full satisfaction by OTTER CREEK
HOLDINGS, LLC, a Vermont limited liability company with a principal place of business at 14 Merchants Row,
Suite 2, Middlebury, Vermont 05753,

by these presents do freely GIVE, GRANT, SELL, CONVEY AND CONFIRM unto the said OTTER CREEK HOLDINGS, LLC,
and its successors and assigns forever, a certain piece of land being Lot 6 on a plan of Mendon Meadows.`);
    expect(d.parties.grantees).toEqual([
      {
        name: 'Otter Creek Holdings, LLC',
        role: 'grantee',
        address: '14 Merchants Row Ste 2, Middlebury, VT 05753',
      },
    ]);
    expect(d.decedent?.residenceAddress).toBe('Rutland, VT');
  });
});

describe('legal-event dates of New England and Pennsylvania fiduciary deeds', () => {
  const other = (text: string) =>
    ((parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
      (o) => `${o.date} ${o.label}`,
    );

  it('reads the vesting deed after "Being all and the same lands and premises conveyed to"', () => {
    expect(
      other(`EXECUTOR'S DEED

     Lot 6 on a plan of Mendon Meadows.

     Being all and the same lands and premises conveyed to Armand J. Fortin by Warranty Deed of Lucien
P. Gagne dated June 4, 1988 and recorded in Book 98 at Page 12 of the Rutland Land Records.`),
    ).toContain('1988-06-04 vesting_deed_dated');
  });

  it('reads the vesting deed after "Meaning and intending to describe and convey the same premises"', () => {
    expect(
      other(`FIDUCIARY DEED

     Meaning and intending to describe and convey the same premises conveyed to Alma R. Trudeau by
Quitclaim Deed of Paul Ouimet dated October 9, 2001 and recorded in Book 2210, Page 14.`),
    ).toContain('2001-10-09 vesting_deed_dated');
  });

  it('reads a certificate of appointment "issued to me on" as the letters', () => {
    expect(
      other(`FIDUCIARY DEED

     I, PAULINE T. ROY, Executrix of the Will of GASTON L. ROY, late of Laconia, whose Certificate of
Appointment was issued to me on June 21, 2021 by the Circuit Court - Probate Division, grant to ...`),
    ).toContain('2021-06-21 letters_issued');
  });

  it('reads a license to sell real estate as the order of sale', () => {
    expect(
      other(`ADMINISTRATOR'S DEED

     being duly licensed and empowered by said Court, by its License to Sell Real Estate dated August 12,
2023, to sell and convey the real estate hereinafter described,`),
    ).toContain('2023-08-12 order_of_sale');
  });

  it('reads a will "duly proved and registered ... on" as admitted to probate', () => {
    expect(
      other(`EXECUTOR'S DEED

     WHEREAS, the said ADA L. ZOOK departed this life on March 2, 2021, having first made her Last Will
and Testament dated May 5, 2010, which was duly proved and registered in the Office of the Register of
Wills in and for Centre County, Pennsylvania, on May 3, 2021, at File No. 14-21-0099.`),
    ).toEqual(['2010-05-05 will_dated', '2021-05-03 probate_admitted']);
  });
});

describe("the fiduciary's address after the estate's court and file number", () => {
  it('reads "..., deceased, <X> Court, Probate Case No. N, whose mailing address is"', () => {
    const d = parse(`DEED OF CONVEYANCE

     THIS DEED OF CONVEYANCE, made and entered into this the 3rd day of May, 2023, by and between LOIS ANN
CRUTCHER, Administratrix of the Estate of VERNON T. CRUTCHER, deceased, Mercer District Court, Probate Case
No. 22-P-00412, whose mailing address is 77 Warwick Road, Harrodsburg, Kentucky 40330, party of the first
part, hereinafter "GRANTOR"; and DALE R. COBB, unmarried, whose mailing address is 5 Main Street,
Harrodsburg, Kentucky 40330, party of the second part, hereinafter "GRANTEE".

     Being Lot 4 of Shawnee Run Estates, of record in Plat Cabinet 2, Slide 80.`);
    expect(d.parties.grantors).toEqual([
      { name: 'Lois Ann Crutcher', role: 'administrator', address: '77 Warwick Rd, Harrodsburg, KY 40330' },
    ]);
  });

  it('reads "..., Deceased, <X> County Probate Court File No. N, whose address is"', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

     ARVO T. MAKI, as Personal Representative of the Estate of HILJA R. MAKI,
     Deceased, Baraga County Probate Court File No. 2021-0077-DE,
     whose address is 12 Front Street, Chassell, Michigan 49916,

conveys to RUTH E. PELTO, whose address is 3 Lake Road, Baraga, Michigan 49908, Lot 2, Block 5.`);
    expect(d.parties.grantors).toEqual([
      { name: 'Arvo T. Maki', role: 'personal_representative', address: '12 Front St, Chassell, MI 49916' },
    ]);
  });
});
