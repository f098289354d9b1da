import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { sameName } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';
import { repairMonthGlyphs } from '@/parsers/text/month-glyphs';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Personal representatives' deeds closing their recitals in a dot-leader table, administrators' deeds under a ruled
 * "ADDRESS NEW OWNER" box with an heir's consent joined after, transfer-on-death affidavits listing the designated
 * beneficiaries as lettered items, and affidavits of death, domicile and heirship whose death is told after a
 * hospital's name and whose list of descendants runs over a page break. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const otherDates = (out: ReturnType<typeof parse>) =>
  ((out.typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.label} ${d.date}`,
  );

describe('scan misreads and name renderings', () => {
  it("reads a long month's name with one letter misread in a date's slot", () => {
    expect(repairMonthGlyphs('on the 4th day of Octobcr, 2021, at Salem')).toBe(
      'on the 4th day of October, 2021, at Salem',
    );
    expect(repairMonthGlyphs('dated Novembel 12, 2019')).toBe('dated November 12, 2019');
    // (A word that is no month keeps its letters.)
    expect(repairMonthGlyphs('Madison, 2019')).toBe('Madison, 2019');
  });
  it('reads the article of a Spanish particle with its l read as a capital I', () => {
    expect(repairWordGlyphs('Rosa Elena de Ia Vega and')).toBe('Rosa Elena de la Vega and');
  });
  it("takes a married woman's maiden-name initial as the same person", () => {
    expect(sameName('Dorothy K. Ambler', 'Dorothy Jean Kessler Ambler')).toBe(true);
    expect(sameName('Dorothy R. Ambler', 'Dorothy Jean Kessler Ambler')).toBe(false);
  });
  it("joins a street broken between its name and its kind over a page's running head", () => {
    const doc = new Doc([
      'survived by:\n  (a) OLIVE MAE TANNER, daughter, 3307 Westheimer\n',
      'Affidavit of Heirship - Estate of Roe         Page 2\n\n      Road, Unit 14, Dallas, Texas 75201;\n',
    ]);
    expect(doc.text).toMatch(/3307 Westheimer\s+Road, Unit 14/);
    expect(doc.text).not.toMatch(/Page 2/);
  });
});

const PR_DEED = `STATE OF SOUTH CAROLINA   )
                          )        PERSONAL REPRESENTATIVES' DEED
COUNTY OF GREENVILLE      )

KNOW ALL MEN BY THESE PRESENTS, that we, WALTER JAMES AMBLER, of 41 Pine
Knoll Drive, Greer, South Carolina 29651, and LUCILLE AMBLER PRATT, of 9 Oak
Street, Asheville, North Carolina 28801, as Co-Personal Representatives of the
Estate of DOROTHY JEAN KESSLER AMBLER, deceased (Greenville County Probate Court,
Estate No. 2023-ES-23-00412), hereinafter called "Grantors", in consideration of
the sum of Two Hundred Thousand and No/100 ($200,000.00) Dollars, to us paid by
MARCUS T. OYELARAN, hereinafter called "Grantee", have granted, bargained, sold
and released unto the said Grantee the following described property:

   ALL that certain lot of land in the County of Greenville, State of South
   Carolina, being shown as Lot 7, FOXCROFT, on a plat recorded in Plat Book
   44-K, Page 12.

   This being the same property conveyed to Dorothy K. Ambler by deed of
   Foxcroft Homes, Inc. dated June 2, 1999 and recorded June 9, 1999 in Book
   1802 at Page 33.

Recitals as to the estate:
   (a) Date of death of decedent ......... March 14, 2023
   (b) Domicile of decedent ............. Greer, Greenville County, SC
   (c) Will dated ....................... July 8, 2016
   (d) Will admitted to probate ......... May 2, 2023
   (e) Certificate of Appointment ....... May 3, 2023
   (f) Surviving spouse ................. none; decedent's husband, Harold
                                          Lee Ambler, died in 2018

WITNESS our hands and seals this 10th day of August, 2023.

__________________________(L.S.)
WALTER JAMES AMBLER, Co-Personal Representative
`;

describe("a personal representatives' deed's recital table", () => {
  const out = parse(PR_DEED);
  it('reads the death, the domicile and the marital status from the dot-leader rows', () => {
    expect(out.decedent?.dateOfDeath).toBe('2023-03-14');
    expect(out.decedent?.residenceAddress).toBe('Greer, SC');
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });
  it("reads the will's, the probate's and the appointment's dates", () => {
    expect(otherDates(out)).toEqual(
      expect.arrayContaining([
        'will_dated 2016-07-08',
        'probate_admitted 2023-05-02',
        'letters_issued 2023-05-03',
      ]),
    );
  });
  it("takes the vesting deed's grantee by her maiden initial as the decedent", () => {
    expect(person(out, 'Dorothy K. Ambler')).toBeUndefined();
  });
});

const ADMIN_DEED = `THIS INSTRUMENT PREPARED BY:
Helen R. Mayfield, Attorney
40 Public Square
Columbia, Tennessee 38401

+-----------------------+-------------------------+-----------------------+
| ADDRESS NEW OWNER:    | SEND TAX BILLS TO:      | MAP-PARCEL NUMBER:    |
| Rafael Andres Soto    | Same as new owner       | Map 088, Parcel 4.01  |
| Lucia Maria Soto      |                         |                       |
| 77 Bear Creek Pike    |                         |                       |
| Columbia, TN 38401    |                         |                       |
+-----------------------+-------------------------+-----------------------+

                          ADMINISTRATOR'S DEED

     WHEREAS, HOWARD LEE PENNINGTON, a resident of Maury County, Tennessee,
departed this life intestate on the 2nd day of February, 2023; and

     NOW, THEREFORE, for and in consideration of the sum of $180,000.00, I,
GRACE PENNINGTON BELL, as Administratrix of the Estate of Howard Lee
Pennington, deceased, have bargained and sold, and by these presents do grant
and convey unto RAFAEL ANDRES SOTO and wife, LUCIA MARIA SOTO, as tenants by the
entirety, their heirs and assigns, the following described real estate:

     Being Lot No. 12, Section A, Bear Creek Estates, Plat Book 9, Page 40.

     Witness my hand this 21st day of June, 2023.

                               ______________________________________
                               GRACE PENNINGTON BELL, Administratrix

                         CONSENT OF HEIR AT LAW

     The undersigned, DONALD RAY PENNINGTON, son and heir at law of Howard Lee
Pennington, deceased, residing at 5120 Peachtree Road NE, Atlanta, Georgia
30341, hereby consents to and joins in the foregoing sale and conveyance.

     Dated: June 15, 2023.

                               ___________________________________
                               DONALD RAY PENNINGTON
`;

describe("an administrator's deed under a ruled box, an heir's consent joined", () => {
  const out = parse(ADMIN_DEED);
  it("gives each name stacked in the box's new-owner cell the address under them", () => {
    const grantees = out.parties.grantees.map((g) => `${g.name}|${g.address}`).sort();
    expect(grantees).toEqual([
      'Lucia Maria Soto|77 Bear Creek Pike, Columbia, TN 38401',
      'Rafael Andres Soto|77 Bear Creek Pike, Columbia, TN 38401',
    ]);
  });
  it("takes the heir's residence as no residence of the decedent", () => {
    expect(JSON.stringify(out.decedent?.residenceAddress)).not.toMatch(/Peachtree/);
  });
  it("dates the deed by its signing, not by the heir's consent", () => {
    expect(out.keyDates.instrument).toBe('2023-06-21');
  });
});

const TOD_AFFIDAVIT = `                 AFFIDAVIT OF DEATH OF TRANSFEROR
      (Transfer on Death Deed - Chapter 64.80 RCW)

STATE OF WASHINGTON      )
                         )  ss.
COUNTY OF SPOKANE        )

ERIN MAE LUNDQUIST, being first duly sworn, on oath deposes and says: that she
resides at 88 W Shannon Avenue, Spokane, Washington 99205; that she is the
daughter of KARL ODD LUNDQUIST, the decedent named in the certified copy of the
Certificate of Death attached hereto; that the said decedent died on the 6th
day of Septembcr, 2023, at Spokane, Spokane County, Washington; and that the decedent
is the same person as the grantor named in that certain Transfer on Death Deed
dated March 1, 2020, by which the decedent, as owner, designated the following
persons as beneficiaries, in equal shares, of the real property hereinafter
described:

   a)  ERIN MAE LUNDQUIST, daughter, 88 W Shannon Avenue, Spokane, WA 99205,
       as to an undivided one-half interest; and
   b)  PETER KARL LUNDQUIST, son, 14 Birch Lane, Boise, ID 83702, as to an
       undivided one-half interest;

that the said Transfer on Death Deed was not revoked by the decedent, and that
both designated beneficiaries survived the decedent; the real property being
described as:

      Lot 3, Block 2, MANITO PARK ADDITION, records of Spokane County.

Dated this 2nd day of October, 2023.

                                    ___________________________________
                                    ERIN MAE LUNDQUIST, Affiant
`;

describe("a transfer-on-death affidavit's lettered list of beneficiaries", () => {
  const out = parse(TOD_AFFIDAVIT);
  it('reads every lettered beneficiary with their address, and the list ends where the sentence reads on', () => {
    const grantees = out.parties.grantees.map((g) => `${g.name}|${g.role}|${g.address}`).sort();
    expect(grantees).toEqual([
      'Erin Mae Lundquist|beneficiary|88 W Shannon Ave, Spokane, WA 99205',
      'Peter Karl Lundquist|beneficiary|14 Birch Ln, Boise, ID 83702',
    ]);
  });
  it('reads the place after a death date whose month was misread', () => {
    expect(out.decedent?.dateOfDeath).toBe('2023-09-06');
    expect(out.decedent?.placeOfDeath).toBe('Spokane, WA');
  });
});

const HEIRSHIP = `STATE OF LOUISIANA

PARISH OF CADDO

              AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP

     BE IT KNOWN, that on this 3rd day of April, 2023, before me, the undersigned
Notary Public, personally came and appeared:

     JOSEPH ALAN BREAUX, a person of the full age of majority, domiciled at 19
Line Avenue, Shreveport, Louisiana 71101,

who, after first being duly sworn, did depose and state:

     I.  DEATH.  MARIE CLAIRE BREAUX (hereinafter "the decedent") died testate at
Willis-Knighton Medical Center on St. Vincent Avenue in Shreveport, Caddo
Parish, Louisiana, on January 9, 2023. Her husband, Paul Breaux, predeceased
the decedent, having died on July 2, 2015.
`;

describe('a death told after a long place holding an abbreviation', () => {
  const out = parse(HEIRSHIP);
  it('reads the death date and its place past the hospital and its street', () => {
    expect(out.decedent?.dateOfDeath).toBe('2023-01-09');
    expect(out.decedent?.placeOfDeath).toBe('Shreveport, LA');
  });
});
