import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Dated court events in the wordings clerks and registers use (a certificate over a recorded copy, an approval
 * written above the judge's signing line, a probate certificate dated at its foot or in its heading, a codicil's
 * date, an order settling a tax or heirship) and the roles of the people who sign around them. Invented passages in
 * the style of real forms, worded differently from the labelled documents.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const events = (text: string) =>
  ((parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.date} ${d.label}`,
  );

const SMALL_ESTATE = (tail: string) => `SMALL ESTATE AFFIDAVIT

     The undersigned, ORVILLE J. KETCHUM, being first duly sworn, states:

     1. IDA MAE KETCHUM (the "Decedent") died on March 4, 2022, a resident of Sheridan County.
     2. The Decedent owned Lot 9, Block 3, Prairie View Addition, Sheridan County.
     3. The Decedent left surviving her son, ORVILLE J. KETCHUM, her only heir.

     Signed this 2nd day of May, 2022.

                                        ORVILLE J. KETCHUM

     Subscribed and sworn to before me this 2nd day of May, 2022.
                                        Notary Public
${tail}`;

describe("a clerk's certificate over a recorded copy", () => {
  it('reads a "Certificate of Clerk" attested with "ATTEST:"', () => {
    expect(
      events(
        SMALL_ESTATE(`

                    CERTIFICATE OF THE DEPUTY CLERK OF THE DISTRICT COURT

     The above instrument is a full, true and correct copy of the affidavit on file in this office,
filed May 9, 2022.

     ATTESTED: May 12, 2022.
                                        Clerk of the District Court`),
      ),
    ).toContain('2022-05-12 court_certification');
  });
  it('reads the date on the seal\'s line: "(SEAL)   Date: ..."', () => {
    expect(
      events(
        SMALL_ESTATE(`
                                 CLERK'S CERTIFICATE
I certify that the foregoing, together with any acknowledgments and any legal description attached to
it (but no other attachment), is a true and correct copy of the original on file in my office.

[SEAL]                          Dated: JUN 14 2022      Clerk, by ______________, Deputy`),
      ),
    ).toContain('2022-06-14 court_certification');
  });
  it('reads "Dated at <city>, <state>, this ..." and "Dated at <city>, <state>, <day month year>"', () => {
    const will = (dated: string) => `               CERTIFICATE OF PROBATE

     I hereby certify that the annexed is a true copy of the
Last Will and Testament of HOLLIS GRANT MERRIMAN, late of Ely, who died on June 2, 2022, which Will was
admitted to informal probate on July 8, 2022.

     ${dated}
                                        Register of Probate

                    LAST WILL AND TESTAMENT OF HOLLIS GRANT MERRIMAN

     I, HOLLIS GRANT MERRIMAN, of Ely, Minnesota, declare this to be my Will. I give all my estate to my
daughter, NORA MERRIMAN. Signed this 3rd day of April, 2015.
                                        HOLLIS GRANT MERRIMAN`;
    expect(
      events(will('Dated at Ely, Saint Louis County, Minnesota, this 19th day of July, 2022.')),
    ).toContain('2022-07-19 court_certification');
    expect(events(will('Dated at Duluth, Minnesota, 21 July 2022.'))).toContain(
      '2022-07-21 court_certification',
    );
  });
});

describe('court approvals and orders the affidavit relies on', () => {
  it('reads an approval written before the judge\'s "Signed" line', () => {
    expect(
      events(
        SMALL_ESTATE(`
APPROVED and ORDERED filed, the foregoing affidavit having been examined by the Court.  Signed on
October 3, 2022.
                                        ______________________________
                                        JUDGE PRESIDING`),
      ),
    ).toContain('2022-10-03 court_order');
  });
  it('reads a "Decree Determining Heirship" and an "Order Fixing Estate Tax"', () => {
    expect(
      events(
        SMALL_ESTATE(
          '\n     The heirs were found by the Decree Determining Heirship dated August 1, 2022, in Case No. PR22-14.',
        ),
      ),
    ).toContain('2022-08-01 court_order');
    expect(
      events(
        SMALL_ESTATE(
          '\n     No tax is due, as shown by the Order Fixing Estate Tax signed on July 30, 2022.',
        ),
      ),
    ).toContain('2022-07-30 court_order');
  });
  it('does not read a "Mortgage Company" box or a deed\'s date after it as a lien', () => {
    expect(
      events(
        SMALL_ESTATE(
          '\n     Deponent is the [ ] Grantor [ ] Mortgage Company of Grantor [X] Other, in a deed dated May 2, 2022.',
        ),
      ),
    ).not.toContain('2022-05-02 lien_dated');
  });
});

describe('a probate certificate dated at its foot or in its heading', () => {
  it('reads "it is ORDERED that the will be admitted to probate ... Dated ..."', () => {
    expect(
      events(`CERTIFICATE OF PROBATE

     The paper writing dated May 5, 2010 was presented for probate by the executor named in it.  It is
ORDERED that the said will be admitted to probate in common form.  Dated the 7th day of March, 2023.
                                        Clerk of Superior Court`),
    ).toContain('2023-03-07 probate_admitted');
  });
  it('reads "was this day presented" under a date line, with the qualification', () => {
    expect(
      events(`     In the Clerk's Office of the Circuit Court of Augusta County
                                March 14, 2023

                         CERTIFICATE OF PROBATE AND QUALIFICATION

     The last will of WENDELL P. ASHBY, deceased, dated June 1, 2012, was this day produced in said
office and proved by the witnesses thereto, and was ADMITTED TO PROBATE and ordered recorded.  On
motion of JUNE ASHBY, the Executrix named therein, who made oath and gave bond, she is duly qualified
as Executrix of said estate.`),
    ).toEqual(expect.arrayContaining(['2023-03-14 probate_admitted', '2023-03-14 letters_issued']));
  });
  it("keeps a codicil's date in a recorded will", () => {
    const out = parse(`LAST WILL AND TESTAMENT OF PEARL ANN VOGEL

     I, PEARL ANN VOGEL, of Dubuque, Iowa, declare this to be my Will.  I give my home to my son, CARL
VOGEL.  I have signed this Will on the 2nd day of February, 2011.
                                        PEARL ANN VOGEL

     The said will, with the Second Codicil to said will dated April 9, 2019, was admitted to probate on
June 3, 2022.`);
    expect((out.typeSpecific.otherDates as { date: string; label: string }[]).map((d) => d.label)).toContain(
      'will_dated',
    );
  });
});

const role = (text: string, name: string) => parse(text).people.find((p) => p.name === name)?.role;

const HEIRSHIP = (body: string) => `AFFIDAVIT OF HEIRSHIP

     ${body}

     1. WALLACE E. DORN (the "Decedent") died on May 3, 2020, in Boise, Idaho.  He owned Lot 4, Block 7,
Crestline Addition, Ada County, Idaho.
     2. The Decedent was never married and left one child, MARTHA DORN KEMP, his only heir.`;

describe('who signs around the statement', () => {
  it('reads a plat\'s surveyor, "prepared by X, <title>", as a named non-party, not the preparer', () => {
    const text = HEIRSHIP(
      `MARTHA DORN KEMP, being duly sworn, states the facts below.  The lot is shown on the plat of survey for
Orrin T. Dale prepared by Felipe Q. Arroyo, Idaho Professional Land Surveyor, filed in Book 9 of Surveys.`,
    );
    expect(role(text, 'Felipe Q. Arroyo')).toBe('other');
    expect(
      role(
        HEIRSHIP(
          `MARTHA DORN KEMP, being duly sworn, states the facts below.  The lot is shown on a map entitled "Replat of
Crestline" prepared by Ruth A. Sandoval, I.D.P.S. No. 4410, filed in Book 9 of Surveys.`,
        ),
        'Ruth A. Sandoval',
      ),
    ).toBe('other');
  });
  it('reads a statement "of disinterested person" as a witness\'s', () => {
    const text = `${HEIRSHIP('MARTHA DORN KEMP, being duly sworn, states the facts below.')}

                    STATEMENT OF DISINTERESTED PERSON

     I, GUNNAR P. VOSS, residing at 40 Elm Street, Boise, Idaho 83702, being duly sworn, state that I knew the
Decedent for twenty years and that the facts above are true.
                                        GUNNAR P. VOSS`;
    expect(role(text, 'Gunnar P. Voss')).toBe('witness');
  });
  it('reads a co-affiant who swears he takes no share of the estate as a witness', () => {
    const text = HEIRSHIP(
      `MARTHA DORN KEMP and HOLLIS R. TEAGUE, each being duly sworn, depose and say as follows.  HOLLIS R. TEAGUE
swears that he was the Decedent's neighbor for thirty years and claims no interest in the estate.`,
    );
    expect(role(text, 'Hollis R. Teague')).toBe('witness');
    expect(role(text, 'Martha Dorn Kemp')).not.toBe('witness');
  });
  it('reads the signers under a plural "DECLARANTS:" column heading beside the witnesses\'', () => {
    const text = `${HEIRSHIP(`BEFORE ME came and appeared MARTHA DORN KEMP and OTTO J. KEMP, who declared as follows.`)}

WITNESSES:                             DECLARANTS:

_____________________________          _______________________________
Lena P. Hart                           MARTHA DORN KEMP

_____________________________          _______________________________
Ross D. Bell                           OTTO J. KEMP
`;
    expect(role(text, 'Otto J. Kemp')).not.toBe('witness');
    expect(role(text, 'Lena P. Hart')).toBe('witness');
  });
});

const boyceWill = (extra: string) => `LAST WILL AND TESTAMENT OF RUTH ELLEN BOYCE

     I, RUTH ELLEN BOYCE, of Pierre, South Dakota, declare this to be my Will.  I have two children, my son
GLENN A. BOYCE and my daughter IRMA BOYCE LUND.
     I give my home at 12 Coteau Street, Pierre, to my children in equal shares.
     ${extra}
     I have signed this Will on the 4th day of June, 2016.
                                        RUTH ELLEN BOYCE`;

describe('the offices a will and its certificate name', () => {
  it('reads "I appoint my son X as Personal Representative" without a comma', () => {
    expect(
      role(
        boyceWill('I appoint my son GLENN A. BOYCE as Personal Representative of my estate.'),
        'Glenn A. Boyce',
      ),
    ).toBe('personal_representative');
  });
  it('reads "Letters of Personal Representative were issued on <date> to X"', () => {
    const text = `The annexed will of RUTH ELLEN BOYCE was admitted to informal probate on May 1, 2023, and Letters of
Personal Representative were issued on May 1, 2023 to IRMA BOYCE LUND, who is now acting.

${boyceWill('')}`;
    expect(role(text, 'Irma Boyce Lund')).toBe('personal_representative');
  });
  it("reads one named the successor trustee of the decedent's trust", () => {
    expect(
      role(
        boyceWill(
          'The rest of my estate I give to the trustee of the BOYCE FAMILY TRUST dated March 2, 2010.  My daughter, IRMA BOYCE LUND, shall serve as successor trustee of that trust.',
        ),
        'Irma Boyce Lund',
      ),
    ).toBe('successor_trustee');
  });
});

describe('heirs named in a fiduciary deed', () => {
  const DEED = (granting: string, recital: string) => `ADMINISTRATOR'S DEED

     THIS DEED, made this 3rd day of May, 2023, by OSCAR L. PRUETT, Administrator of the Estate of NELL
T. PRUETT, deceased, Grantor, ${granting}

     Lot 12, Block 4, Maple Terrace Subdivision, Roanoke County, Virginia.

     ${recital}

                                        OSCAR L. PRUETT, Administrator`;
  it('reads "A, her son, and B, her daughter, who are her only heirs at law"', () => {
    const text = DEED(
      'conveys to WILMA J. DOSS, Grantee, the following real estate:',
      'The said Nell T. Pruett died intestate on January 9, 2022, leaving her son, OSCAR L. PRUETT, and her daughter, IRENE P. COLE, who are her only heirs at law.',
    );
    expect(role(text, 'Irene P. Cole')).toBe('heir');
    expect(role(text, 'Wilma J. Doss')).toBe('grantee');
  });
  it('reads grantees "who are the sole distributees" as heirs', () => {
    const text = DEED(
      `grants to the following persons, who are the sole distributees of the decedent, as tenants in common:

          IRENE P. COLE, of 14 Elm Street, Salem, Virginia 24153, and
          MARK D. PRUETT, of 9 Oak Lane, Vinton, Virginia 24179, Grantees,

the following real estate:`,
      'The said Nell T. Pruett died intestate on January 9, 2022.',
    );
    expect(role(text, 'Mark D. Pruett')).toBe('heir');
  });
});

describe("a lender's signer", () => {
  it('reads "Name: X" over "Title: <office>" under "IN WITNESS WHEREOF" as the officer', () => {
    const text = `RELEASE OF MORTGAGE

     PRAIRIE FIRST CREDIT UNION, the holder of a mortgage from DALE M. KERN to it dated June 2, 2015, hereby
releases the same in full.

     IN WITNESS WHEREOF, PRAIRIE FIRST CREDIT UNION has caused this release to be signed by its officer
this 9th day of March, 2023.

                                        PRAIRIE FIRST CREDIT UNION

                                        By: _________________________________
                                        Name:  Loretta B. Kwan
                                        Title: Senior Vice President`;
    expect(role(text, 'Loretta B. Kwan')).toBe('officer');
  });
});
