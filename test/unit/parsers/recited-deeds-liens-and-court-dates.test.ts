import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * The dated legal events an instrument refers to: the deed that vested title in the owner in its many recital
 * wordings, a released lien's dates, letters and probate in the wordings courts and deeds use, orders of sale and
 * their confirmation, and a clerk's certificate over a recorded copy. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const events = (text: string) =>
  ((parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.date} ${d.label}`,
  );

const HEIRSHIP = (recital: string) => `AFFIDAVIT OF HEIRSHIP

     BEFORE ME, the undersigned authority, personally appeared MARVELLA J. OKAFOR, who being duly sworn
deposed as follows: I knew CORNELIUS T. PRATT (the "Decedent"), who died on March 2, 2021.

     The Decedent owned Lot 6, Block 2, Pecan Grove Addition, Sequoyah County, Oklahoma. ${recital}

     Decedent was survived by his son, ELDON PRATT, his only heir.`;

describe('the deed that vested title in the owner', () => {
  it('reads "Title was vested in ... by deed dated ... recorded ..."', () => {
    expect(
      events(
        HEIRSHIP(
          'Title was vested in the Decedent by Special Warranty Deed dated the 4th day of May 2001, recorded May 9, 2001 as Document No. 2001-4471.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2001-05-04 vesting_deed_dated', '2001-05-09 vesting_deed_recorded']));
  });
  it('reads "which he acquired from X by Warranty Deed" with words between', () => {
    expect(
      events(
        HEIRSHIP(
          'Said lot was acquired by the Decedent and his wife, Ina R. Pratt, during their marriage by Warranty Deed dated June 1, 1983, and recorded June 8, 1983, in Book 77, Page 12.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['1983-06-01 vesting_deed_dated', '1983-06-08 vesting_deed_recorded']));
  });
  it('reads "held by X under Warranty Deed ..., filed ..." and "recorded as Document No. ... on"', () => {
    expect(
      events(
        HEIRSHIP(
          'Record title was held by the Decedent under Warranty Deed dated April 3, 1990, filed April 5, 1990 in Book 12, Page 4.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['1990-04-03 vesting_deed_dated', '1990-04-05 vesting_deed_recorded']));
    expect(
      events(
        HEIRSHIP(
          "Title was held by the Decedent under Trustee's Deed recorded as Document No. 2011-0042 on October 2, 2011.",
        ),
      ),
    ).toContain('2011-10-02 vesting_deed_recorded');
  });
  it('reads an indenture "bearing date", a lot of ground "which by Deed", and a Louisiana act of donation', () => {
    expect(
      events(
        HEIRSHIP(
          'BEING the same premises which Ivo Brandt, by Indenture bearing date the 2nd day of May, 1961, granted unto the Decedent.',
        ),
      ),
    ).toContain('1961-05-02 vesting_deed_dated');
    expect(
      events(
        HEIRSHIP(
          'BEING the same lot of ground which by Deed dated July 7, 1977, was granted to the Decedent.',
        ),
      ),
    ).toContain('1977-07-07 vesting_deed_dated');
    expect(
      events(
        HEIRSHIP('He acquired it from his aunt by Act of Donation dated 3 March 1969, recorded in Book 90.'),
      ),
    ).toContain('1969-03-03 vesting_deed_dated');
  });
  it('reads part of the land "conveyed to Grantor" and a deed "of" its grantor', () => {
    expect(
      events(
        HEIRSHIP(
          'Being part of the real estate conveyed to the Decedent by Quitclaim Deed of Rhoda M. Stahl dated August 2, 2004 and recorded August 9, 2004 as Instrument No. 2004-88.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2004-08-02 vesting_deed_dated', '2004-08-09 vesting_deed_recorded']));
  });
  it("reads a prior-instrument reference and a correction deed's corrected instrument", () => {
    expect(
      events(
        HEIRSHIP(
          'Prior Instrument Reference: Volume 12, Page 88 of the Deed Records of said County, recorded January 30,\n                    1999',
        ),
      ),
    ).toContain('1999-01-30 vesting_deed_recorded');
    expect(
      events(
        HEIRSHIP(
          'Instrument Being Corrected: Warranty Deed dated March 3, 2020, from Grantor to Grantee, recorded March 9, 2020.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2020-03-03 vesting_deed_dated', '2020-03-09 vesting_deed_recorded']));
  });
  it('reads a recital set out as labels', () => {
    expect(
      events(`QUITCLAIM DEED

     ORRIN VALE, Grantor, quitclaims to PETRA VALE, Grantee, Lot 3, Kona Heights.

     BEING THE PROPERTY ACQUIRED BY QUITCLAIM DEED

     GRANTOR:   SAMUEL IKAIKA
     GRANTEE:   ORRIN VALE
     DATED:     October 5, 2008
     RECORDED:  November 1, 2008, Document No. 2008-7712

     Dated: May 1, 2024`),
    ).toEqual(expect.arrayContaining(['2008-10-05 vesting_deed_dated', '2008-11-01 vesting_deed_recorded']));
  });
});

describe('a released lien', () => {
  it('reads the recording date later in the sentence that dated the mortgage', () => {
    expect(
      events(`RELEASE OF MORTGAGE

     Prairie Savings Bank releases that certain Mortgage executed by DORIS FENN, unmarried, to Prairie Savings
Bank, dated May 5, 2012, securing a note of $64,000.00, and recorded May 11, 2012 as Instrument No. 2012-551.`),
    ).toEqual(['2012-05-05 lien_dated', '2012-05-11 lien_recorded']);
  });
  it('reads a deed of trust "of even date" with the note and a labelled "Recorded:" line', () => {
    expect(
      events(`RELEASE

     WHEREAS, on the 2nd day of April, 2015, HOLT W. RIGGS executed a promissory note payable to Summit Bank,
secured by a Deed of Trust of even date recorded on April 9, 2015 at Reception No. 2015-0093.`),
    ).toEqual(['2015-04-02 lien_dated', '2015-04-09 lien_recorded']);
    expect(
      events(`CERTIFICATE OF SATISFACTION

  Deed of Trust dated:      03/04/2016
  Grantors:                 LYLE PARR
  Recorded:                 03/10/2016, Instrument No. 2016-0101`),
    ).toEqual(['2016-03-04 lien_dated', '2016-03-10 lien_recorded']);
  });
});

const DEED = (recital: string) => `EXECUTOR'S DEED

     THIS DEED is made on May 1, 2024, by HOLLIS R. VANCE, Executor of the Estate of MAUDE E. VANCE,
deceased, Grantor, to PIERCE A. LOWRY, Grantee.

     WHEREAS, Maude E. Vance died on January 4, 2023; ${recital}

     NOW THEREFORE, Grantor conveys to Grantee Lot 9, Block 1, Elm Park.`;

describe("letters and probate in a deed's recitals", () => {
  it('reads letters issued by a court with a case number between, and letters "were on <date> issued"', () => {
    expect(
      events(
        DEED(
          'Grantor was appointed by Letters of Administration issued by the Circuit Court, Case No. 23-004411-CP, on June 2, 2023.',
        ),
      ),
    ).toContain('2023-06-02 letters_issued');
    expect(
      events(
        DEED('Letters of Administration with the Will Annexed were on July 3, 2023 issued to the Grantor.'),
      ),
    ).toContain('2023-07-03 letters_issued');
  });
  it('reads a will probated in solemn form by order entered, and admitted to probate by decree dated', () => {
    expect(
      events(
        DEED('her Will was probated in solemn form by Order of the Probate Court entered March 9, 2023.'),
      ),
    ).toContain('2023-03-09 probate_admitted');
    expect(
      events(
        DEED(
          'her will, having been admitted to probate by decree of the Surrogate dated April 4, 2023, is in force.',
        ),
      ),
    ).toContain('2023-04-04 probate_admitted');
  });
  it('gives one date to a will probated and letters granted in one breath', () => {
    expect(
      events(
        DEED(
          'and on February 6, 2023 her said Will was probated and Letters Testamentary were granted unto the Grantor.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2023-02-06 probate_admitted', '2023-02-06 letters_issued']));
    expect(
      events(
        DEED(
          'her will having been allowed and the Grantor appointed Executor by decree of the Probate Court dated March 1, 2023.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2023-03-01 probate_admitted', '2023-03-01 letters_issued']));
  });
  it('reads an appointment on a day already told, and a qualification whose date comes first', () => {
    expect(
      events(
        DEED(
          'her will was admitted to informal probate on March 2, 2023, on which date the Grantor was appointed and qualified as Personal Representative.',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2023-03-02 probate_admitted', '2023-03-02 letters_issued']));
    expect(
      events(DEED('on March 20, 2023, HOLLIS R. VANCE duly qualified as Executor of the estate.')),
    ).toContain('2023-03-20 letters_issued');
  });
  it('reads orders of sale and their confirmation, date first or after', () => {
    const out = events(
      DEED(
        'by Order Authorizing Sale of Real Property signed August 1, 2023, the Court authorized the sale. By Order Approving Report of Sale and Confirming Sale signed October 2, 2023, the Court confirmed it.',
      ),
    );
    expect(out).toEqual(expect.arrayContaining(['2023-08-01 order_of_sale', '2023-10-02 sale_confirmed']));
    const first = events(
      DEED(
        'On September 5, 2023, the Court signed its Order Authorizing Sale of Real Property. On December 1, 2023, the Court signed its Decree Confirming Sale of Real Property.',
      ),
    );
    expect(first).toEqual(expect.arrayContaining(['2023-09-05 order_of_sale', '2023-12-01 sale_confirmed']));
  });
});

describe('court orders and certificates inside a recorded will', () => {
  it("dates the probate and the letters by the decree's signing line, and the clerk's certified copy by its own", () => {
    const out = events(`          DECREE ADMITTING WILL TO PROBATE AND GRANTING LETTERS TESTAMENTARY

     It is ORDERED that the will of NELDA P. ORR be admitted to probate and that Letters Testamentary issue to
BRICE ORR, the Executor named therein.

     Done this the 14th day of June, 2022.

                    CLERK'S CERTIFICATE OF TRUE COPY

     I hereby certify that the foregoing decree is a true and exact copy of the original on file in this office.
Witness my hand and seal of office at Dothan, Alabama, this 2nd day of August, 2022.

                    LAST WILL AND TESTAMENT OF NELDA P. ORR

     I, NELDA P. ORR, make this my will. IN WITNESS WHEREOF I have signed this will on May 5, 2015.`);
    expect(out).toEqual(
      expect.arrayContaining([
        '2022-06-14 probate_admitted',
        '2022-06-14 letters_issued',
        '2022-08-02 court_certification',
      ]),
    );
  });
});
