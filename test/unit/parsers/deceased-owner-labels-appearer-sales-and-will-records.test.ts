import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Form wordings met in fresh documents: a transfer-on-death affidavit that labels the one who died by what he held
 * ("Name of Deceased Owner:") and recites the deed by its maker; a Mississippi decree's residence finding and a
 * property block's "Address:" row; a description naming its county and state mid-line; a will recorded under the
 * decree that allowed it (Vermont / New Hampshire style); a Louisiana act of sale's appearers, purchaser, price and
 * judgment of possession. Invented passages in the style of real forms, in other wording than the documents the
 * rules were written for.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const events = (text: string) =>
  ((parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.date} ${d.label}`,
  );

const TOD_AFFIDAVIT = `AFFIDAVIT OF DEATH OF GRANTOR OF BENEFICIARY DEED

STATE OF NEBRASKA      )
COUNTY OF LANCASTER    ) ss.

Marisol Quintero Baca, being first duly sworn, states:

  Name of Deceased Grantor:  ESTEBAN RUIZ QUINTERO
  Date of Death:             January 9, 2024
  Place of Death:            Lincoln, Lancaster County, Nebraska
  Last Address:              4410 Holdrege Street, Lincoln, Nebraska 68503

  Beneficiary Deed:          Signed by Esteban Ruiz Quintero, a single person, on
                             June 14, 2018; recorded June 20, 2018 as Instrument
                             No. 2018-022871.

  Legal Description:         Lot 3, Block 7, Bethany Heights Addition, Lincoln,
                             Lancaster County, Nebraska.

Dated January 30, 2024.
`;

describe('a death affidavit labelling the one who died by what he held', () => {
  it('reads "Name of Deceased Grantor:" as the decedent, with the labelled death date', () => {
    const r = parse(TOD_AFFIDAVIT);
    expect(r.decedent?.name).toBe('Esteban Ruiz Quintero');
    expect(r.keyDates.death).toBe('2024-01-09');
  });
  it('dates the recited deed "executed by X, a widow, on <date>; recorded <date>"', () => {
    const text = TOD_AFFIDAVIT.replace('Signed by', 'Executed by');
    expect(events(text)).toEqual(
      expect.arrayContaining(['2018-06-14 beneficiary_deed_dated', '2018-06-20 vesting_deed_recorded']),
    );
  });
});

describe('where the decedent lived and where the property is', () => {
  it('reads a decree\'s "with a fixed place of residence at <street>" as the residence', () => {
    const r = parse(`IN THE CHANCERY COURT OF LOWNDES COUNTY, MISSISSIPPI

IN THE MATTER OF THE LAST WILL AND TESTAMENT OF ARLENE F. TOMLINSON, DECEASED

              DECREE ADMITTING WILL TO PROBATE

     This cause came on the Petition of WADE TOMLINSON, and the Court finds that Arlene F.
Tomlinson died on February 11, 2024, and at her death was an adult resident citizen of
Lowndes County, Mississippi, with a fixed place of residence at 418 Bluecutt Road,
Columbus, Mississippi 39705. The will dated May 2, 2017 is admitted to probate.

                    LAST WILL AND TESTAMENT OF ARLENE F. TOMLINSON

     I, ARLENE F. TOMLINSON, of Columbus, Mississippi, declare this to be my Last Will and Testament.
I give all of my property to my son, WADE TOMLINSON.
`);
    expect(r.decedent?.name).toBe('Arlene F. Tomlinson');
    expect(r.decedent?.residenceAddress).toBe('418 Bluecutt Rd, Columbus, MS 39705');
  });
  it('reads the "Address:" row under a "Property:" heading as the stated property address', () => {
    const r = parse(`AFFIDAVIT TERMINATING JOINT TENANCY

     WALTER J. OYELARAN, being duly sworn, says that KEZIAH M. OYELARAN, the decedent, died
on May 5, 2024, and at her death lived at 2200 N. Alvernon Way, Tucson, Arizona 85712.

  3. Real Estate:
       Legal Description:  Lot 9, Block 4, DESERT PALMS UNIT TWO, Book 20 of Maps, page 11.
       Address:            615 W. Ocotillo Road, Tucson, AZ 85704
       Tax Parcel:         105-11-0090
`);
    expect(r.property.address).toBe('615 W Ocotillo Rd, Tucson, AZ 85704');
    expect(r.property.addressSource).toBe('stated');
  });
});

describe('a legal description that names its county and state mid-line', () => {
  it('keeps reading past "County Oregon" at a line end when the next line goes on in capitals', () => {
    const r = parse(`AFFIDAVIT OF DEATH OF JOINT TENANT

     I, HOLLIS R. ABERNATHY, being first duly sworn, say that LUCINDA ABERNATHY died on
April 2, 2024, in Salem, Marion County, Oregon.

     The real property is described as follows:

        Parcel 2 of Partition Plat No. 2004-0117, recorded in Reel 2288, Page 51, Marion
        County Oregon
        Survey Records, in Marion County, Oregon.

     Signed on May 1, 2024.
`);
    expect(r.property.legalDescription).toBe(
      'Parcel 2 of Partition Plat No. 2004-0117, recorded in Reel 2288, Page 51, Marion County Oregon Survey Records, in Marion County, Oregon.',
    );
  });
});

const DECREE_AND_WILL = `STATE OF NEW HAMPSHIRE
CIRCUIT COURT                                        PROBATE DIVISION

               In re the Estate of: HAROLD JUSTIN PELLETIER

             DECREE ALLOWING WILL AND APPOINTING EXECUTRIX

     The Court finds that HAROLD JUSTIN PELLETIER, late of Conway, New Hampshire, died on
March 30, 2024. IT IS ORDERED that the instrument dated May 4, 2011 is ALLOWED as the
Last Will and Testament of Harold Justin Pelletier, and that IRENE PELLETIER VOSS, of 12
Pine Knoll Road, Conway, New Hampshire 03818, is APPOINTED Executrix of the estate.

Date: April 15, 2024                   ______________________________
                                       Judge of Probate

                       LAST WILL AND TESTAMENT
                     OF HAROLD JUSTIN PELLETIER

     I, HAROLD JUSTIN PELLETIER, of the Town of Conway, County of Carroll and State of New
Hampshire, make this my Last Will and Testament.

     FIRST: I give and devise my house and land at 88 Kearsarge Road, Conway, New Hampshire,
being the same premises conveyed to my late wife, Doris A. Pelletier, and me by deed of
Walter B. Knox recorded in Book 402, Page 77 of the Carroll County Registry of Deeds, to my
daughter, IRENE PELLETIER VOSS.

     IN WITNESS WHEREOF, I have hereunto set my hand this 4th day of May, 2011.

                                        __________________________________
                                        HAROLD JUSTIN PELLETIER, Testator

     Signed, published and declared by the above-named Testator as his Last Will and
Testament, in our presence, who in his presence and in the presence of each other have
hereunto subscribed our names as witnesses.

__________________________________  residing at  North Conway, New Hampshire
Beatrice L. Morrow

__________________________________  residing at  Jackson, New Hampshire
Elliot R. Haines
`;

describe('a will recorded under the decree that allowed it', () => {
  const r = parse(DECREE_AND_WILL);
  it("dates the instrument by the will's own signing, not the decree's Date: line", () => {
    expect(r.keyDates.instrument).toBe('2011-05-04');
  });
  it("dates the probate by the date line beside the judge's signature", () => {
    expect(events(DECREE_AND_WILL)).toContain('2024-04-15 probate_admitted');
  });
  it('reads "my late wife" in the testator\'s own words as widowed', () => {
    expect(r.decedent?.maritalStatus).toBe('widowed');
  });
  it('keeps the records named after the page in a "being the same premises" description', () => {
    expect(r.property.legalDescription).toBe(
      'being the same premises conveyed to my late wife, Doris A. Pelletier, and me by deed of Walter B. Knox recorded in Book 402, Page 77 of the Carroll County Registry of Deeds',
    );
  });
  it('reads witnesses whose residence is typed two blanks after the signature rule', () => {
    const witnesses = r.people.filter((p) => p.role === 'witness').map((p) => p.name);
    expect(witnesses).toEqual(expect.arrayContaining(['Beatrice L. Morrow', 'Elliot R. Haines']));
  });
});

const ACT_OF_SALE = `                              ACT OF CASH SALE

STATE OF LOUISIANA
PARISH OF CALCASIEU

     BE IT KNOWN, that on this 3rd day of May, 2024, before me, the undersigned Notary Public, and in the
presence of the undersigned competent witnesses, personally came and appeared:

     BEAUREGARD PAUL LANDRY, a person of the full age of majority, domiciled in Calcasieu Parish,
Louisiana, whose mailing address is 611 Kirkman Street, Lake Charles, Louisiana 70601, who declared
that he has been married but once and then to Odile S. Landry, with whom he is living; and

     CELESTE LANDRY VIDRINE, a person of the full age of majority, domiciled in Acadia Parish,
Louisiana, whose mailing address is 402 North Parkerson Avenue, Crowley, Louisiana 70526, who
declared that she has never been married;

(hereinafter collectively called "VENDORS"), who declared that for the price and sum of ONE HUNDRED
FORTY THOUSAND AND NO/100 ($140,000.00) DOLLARS, cash, Vendors do by these presents grant, bargain,
sell, convey and deliver, with full warranty of title, unto:

     TRAN MINH NGUYEN, a person of the full age of majority, domiciled in Calcasieu Parish, Louisiana,
who declared that he has never been married, whose mailing address is 2210 Sallier Street, Lake
Charles, Louisiana 70601,

(hereinafter called "PURCHASER"), the following described property, to-wit:
\f
                                            ORIG 4410  BNDL 2231  Pg 2

     ONE (1) CERTAIN LOT OF GROUND, together with all the buildings and improvements thereon, situated
in the Parish of Calcasieu, State of Louisiana, in that subdivision known as OAK PARK, designated on
the official plat thereof as LOT FIVE (5) of BLOCK TWO (2).

     Municipal address: 1420 Oak Park Boulevard, Lake Charles, Louisiana 70601.

     Being the same property acquired by Vendors by Judgment of Possession signed April 2, 2024 in the
matter entitled "Succession of Aurelie Broussard Landry," Probate No. 24-118 of the 14th Judicial
District Court; the late Aurelie Broussard Landry having acquired said property by act recorded under
File No. 998812.
`;

describe("a Louisiana act of sale's appearers", () => {
  const r = parse(ACT_OF_SALE);
  it("reads the appearers before their defined term as grantors, past each one's declarations", () => {
    expect(r.parties.grantors.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Beauregard Paul Landry|611 Kirkman St, Lake Charles, LA 70601',
      'Celeste Landry Vidrine|402 N Parkerson Ave, Crowley, LA 70526',
    ]);
  });
  it('reads the purchaser after "unto:" as the grantee', () => {
    expect(r.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Tran Minh Nguyen|2210 Sallier St, Lake Charles, LA 70601',
    ]);
  });
  it('reads "the price and sum of" as the consideration', () => {
    expect(r.consideration).toBe('$140,000.00');
  });
  it('dates the judgment of possession the vendors took title by as a court order', () => {
    expect(events(ACT_OF_SALE)).toContain('2024-04-02 court_order');
  });
  it('names the spouse each appearer declared and the one whose succession it was, as non-parties', () => {
    const others = r.people.filter((p) => p.role === 'other').map((p) => p.name);
    expect(others).toEqual(expect.arrayContaining(['Odile S. Landry', 'Aurelie Broussard Landry']));
  });
  it("starts the description past the next page's book-and-page head", () => {
    expect(r.property.legalDescription).toMatch(
      /^ONE \(1\) CERTAIN LOT OF GROUND, together with .* BLOCK TWO \(2\)\.$/,
    );
  });
});
