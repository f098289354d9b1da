import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { sameName } from '@/parsers/normalize/names';
import { readName } from '@/parsers/text/read-name';

/**
 * Release deeds and New England statutory forms, fiduciary deeds with a sales-validation form or a clerk's
 * certificate of appointment recorded with them, and the court dates such deeds recite: invented passages in the
 * style of real forms, worded differently from the labelled documents they were found in.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const events = (text: string) =>
  ((parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.date} ${d.label}`,
  );
const person = (text: string, name: string) => parse(text).people.find((p) => p.name === name);

const RELEASE = `                               QUITCLAIM RELEASE

     KNOW ALL MEN BY THESE PRESENTS, that we, HOLLIS A. VARNEY and JUNE T. VARNEY, of the Town of Gray,
County of Cumberland and State of Maine, whose mailing address is 44 Depot Road, Gray, Maine 04039,

for consideration paid, GRANT AND RELEASE to

     MAUREEN E. COTE, of the City of Auburn, County of Androscoggin and State of Maine, whose mailing
address is 9 Pleasant Street, Auburn, Maine 04210,

all of our right, title and interest in a certain lot of land in the City of Auburn, bounded and described
as follows:

     Beginning at a stake on the northerly side of Pleasant Street; thence northerly one hundred (100)
feet; thence easterly fifty (50) feet; thence southerly one hundred (100) feet to said street; thence
westerly by said street fifty (50) feet to the point of beginning.

     Meaning and intending to convey the premises known and numbered as 9 Pleasant Street, Auburn, Maine
04210.

     Being the interest we took by Deed of Distribution from Lucien P. Cote, Executor of the Estate of
Bernadette Cote, dated May 1, 2019 and recorded May 9, 2019 in Book 9911, Page 40.

     WITNESS our hands and seals this twenty-third day of March, 2022.

______________________________          ___________________________________
Rena B. Gagnon, Witness                 HOLLIS A. VARNEY

STATE OF MAINE
ANDROSCOGGIN, ss.                                          March 23, 2022

     Then personally appeared the above-named HOLLIS A. VARNEY and acknowledged the foregoing
instrument to be his free act and deed.

                                   Before me,

                                   ___________________________________
                                   Thaddeus R. Ouellette
                                   Attorney at Law / Notary Public
`;

describe('a release deed in the statutory short form', () => {
  const out = parse(RELEASE);
  it('reads the releasors from "that we, A and B, of ..., GRANT AND RELEASE to" in capitals', () => {
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Hollis A. Varney', 'June T. Varney']);
    expect(out.parties.grantors[0]!.address).toBe('44 Depot Rd, Gray, ME 04039');
  });
  it('takes "the premises known and numbered as <street>" as the stated property address', () => {
    expect(out.property.address).toBe('9 Pleasant St, Auburn, ME 04210');
    expect(out.property.addressSource).toBe('stated');
  });
  it('dates the instrument by a signing day written out in words', () => {
    expect(out.keyDates.instrument).toBe('2022-03-23');
  });
  it("names the prior deed's fiduciary and the estate's owner as non-parties", () => {
    expect(out.people.find((p) => p.name === 'Lucien P. Cote')?.role).toBe('other');
    expect(out.people.find((p) => p.name === 'Bernadette Cote')?.role).toBe('other');
  });
  it('makes an "Attorney at Law / Notary Public" the notary', () => {
    expect(out.people.find((p) => p.name === 'Thaddeus R. Ouellette')?.role).toBe('notary');
  });
});

const EXECUTOR = (recital: string, tail = '') => `                         EXECUTRIX'S DEED

     I, MARGARET L. OSGOOD, of 14 Hillside Avenue, Lowell, Massachusetts 01852, as Executrix of the Will of
WALTER E. OSGOOD, late of 20 Fairmount Street, Lowell, Middlesex County, Massachusetts, ${recital}

for consideration paid and in full consideration of $310,000.00 grant to PAUL DUMAS, of 3 Oak Street,
Dracut, Massachusetts 01826, with QUITCLAIM COVENANTS

the land in Lowell with the buildings thereon, being shown as Lot 9 on a plan entitled "Plan of Lots in
Lowell" dated March 3, 1961 by Everett K. Bragdon, Registered Land Surveyor, recorded in Plan Book 92, Plan 14.

     For Grantor's title see deed to Walter E. Osgood dated August 2, 1977 and recorded in Book 4410, Page 77.

     WITNESS my hand and seal this 9th day of June, 2023.

                                  ___________________________
                                  MARGARET L. OSGOOD, Executrix
${tail}`;

describe('New England fiduciary deeds', () => {
  it('dates the allowance and the appointment by the decree after the court and its docket', () => {
    expect(
      events(
        EXECUTOR(
          'said Will having been allowed and the undersigned appointed Executrix by the Middlesex Probate and Family Court, Docket No. MI22P0311EA, by decree dated November 14, 2022,',
        ),
      ),
    ).toEqual(expect.arrayContaining(['2022-11-14 probate_admitted', '2022-11-14 letters_issued']));
  });
  it('reads "appointed ... by decree dated" as the appointment, never an order of sale', () => {
    const dates = events(
      EXECUTOR(
        'the undersigned having been appointed Executrix by the Probate Court, Case No. 22-0141, by decree dated November 14, 2022, by the power of sale given in said Will,',
      ),
    );
    expect(dates).toContain('2022-11-14 letters_issued');
    expect(dates).not.toContain('2022-11-14 order_of_sale');
  });
  it('reads "For Grantor\'s title see deed ... dated" as the vesting deed', () => {
    expect(events(EXECUTOR('who died on January 3, 2022,'))).toContain('1977-08-02 vesting_deed_dated');
  });
  it("names the surveyor of a plan 'dated <date> by X, Registered Land Surveyor'", () => {
    expect(person(EXECUTOR('who died on January 3, 2022,'), 'Everett K. Bragdon')?.role).toBe('other');
  });
  it("keeps a register's dated certificate of appointment apart from the instrument's date", () => {
    const text = EXECUTOR(
      'who died on January 3, 2022,',
      `\f              CERTIFICATE OF APPOINTMENT OF PERSONAL REPRESENTATIVE

I certify that on November 14, 2022 the following was appointed as Personal Representative:
     Margaret L. Osgood

Date: May 30, 2023                      A TRUE COPY ATTEST:
                                        Register of Probate
`,
    );
    expect(parse(text).keyDates.instrument).toBe('2023-06-09');
    expect(events(text)).toContain('2023-05-30 court_certification');
  });
});

const IOWA = `                 RECORDER'S COVER SHEET
 Grantors:              Lindahl, Marta Jean, Executor
                        Estate of Arne Lindahl
 Grantees:              Nguyen, Thanh Van
                        Nguyen, My Dung
 Taxpayer Information:  Thanh V. Nguyen and My Dung Nguyen
                        610 Euclid Avenue, Des Moines, IA 50313

                           COURT OFFICER DEED

     The undersigned Grantor, MARTA JEAN LINDAHL, as Executor of the Estate of ARNE LINDAHL, Deceased,
in consideration of $150,000.00, does hereby Convey to

     THANH VAN NGUYEN and MY DUNG NGUYEN, husband and wife, as Joint Tenants,

the following described real estate in Polk County, Iowa: Lot 4 in ELMWOOD PLAT, Des Moines, Iowa.

     This deed is given pursuant to the Order Authorizing Sale filed March 2, 2023, and the Order Approving
Report of Sale filed May 11, 2023, entered by the District Court for Polk County.

Dated: May 15, 2023

                                  By: ______________________________
                                      Marta Jean Lindahl, Executor

 STATE OF IOWA      )
                    ) ss:
 COUNTY OF POLK     )


 This record was acknowledged before me on May 15, 2023, by Marta Jean
 Lindah1, as Executor of the Estate of Arne Lindahl, Deceased.

                                  ____________________________________
                                  Orrin T. Blaylock
                                  Signature of Notary Public

            CLERK'S CERTIFICATE OF APPOINTMENT

 I certify that Marta Jean Lindahl, whose address is 77 Elm Drive, Apt. 4, Ankeny, Iowa 50021, was
 appointed Executor of the above estate on January 9, 2023, and that the appointment remains in full force
 and effect on the date of this certificate.

 Dated: 05/12/2023           _________________________________________
                             Clerk of District Court
`;

describe('an Iowa court officer deed', () => {
  const out = parse(IOWA);
  it('reads the fiduciary once though a scan misread the last letter of the surname ("Lindah1")', () => {
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Marta Jean Lindahl']);
    expect(out.people.some((p) => p.name === 'Marta Jean')).toBe(false);
    expect(readName('by Nils\n Russel1, as Executor', 3)?.name).toBe('Nils Russell');
    expect(readName('Ida Mae Dah1, Deceased', 0)?.name).toBe('Ida Mae Dahl');
  });
  it('reads a given name spelled like a word after a co-grantee sharing the surname', () => {
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Thanh Van Nguyen', 'My Dung Nguyen']);
  });
  it("gives the taxpayer block's address to a grantee printed with a middle initial", () => {
    expect(out.parties.grantees[0]!.address).toBe('610 Euclid Ave, Des Moines, IA 50313');
  });
  it('names the notary over "Signature of Notary Public"', () => {
    expect(out.people.find((p) => p.name === 'Orrin T. Blaylock')?.role).toBe('notary');
  });
  it("dates the order approving the report of sale and the clerk's certificate", () => {
    expect(events(IOWA)).toEqual(
      expect.arrayContaining([
        '2023-03-02 order_of_sale',
        '2023-05-11 sale_confirmed',
        '2023-05-12 court_certification',
      ]),
    );
  });
});

describe('names', () => {
  it('reads a middle name that looks like a surname particle as the middle initial of another rendering', () => {
    expect(sameName('Thanh V. Nguyen', 'Thanh Van Nguyen')).toBe(true);
    expect(sameName('Thanh Van Nguyen', 'Thanh D. Nguyen')).toBe(false);
  });
});

const ALABAMA = `                          ADMINISTRATRIX'S DEED

     WHEREAS, ODELL JAMES PARKER departed this life intestate on the 5th day of May, 2021, a resident of
Mobile County, Alabama; and

     WHEREAS, on the 2nd day of July, 2021, Letters of Administration were granted to his daughter, LORETTA
PARKER HYDE; and

     WHEREAS, on the 8th day of March, 2023, upon the petition of said Administratrix filed under Section
43-2-441, Code of Alabama 1975, the said Probate Court entered its order authorizing the Administratrix to
sell the said real estate at private sale; and

     WHEREAS, said sale was by order of said Court entered on the 19th day of April, 2023, approved and
confirmed;

     NOW, THEREFORE, I, LORETTA PARKER HYDE, as Administratrix of the Estate of Odell James Parker, deceased,
do hereby grant and convey unto DESMOND R. FAIRLEY the following described real estate: Lot 3, Block 7,
Crichton Heights, Mobile County, Alabama.

                  Real Estate Sales Validation Form

Grantor's Name   Estate of Odell James Parker,   Grantee's Name   Desmond R. Fairley
                 by Loretta P. Hyde, Admx.
Mailing Address  812 Dauphin Island Pkwy         Mailing Address  45 Ridgelawn Drive
                 Mobile, AL 36606                                 Mobile, AL 36608
`;

describe('an Alabama administrator deed', () => {
  const out = parse(ALABAMA);
  it("gives the sales-validation form's mailing addresses to the grantor signing by and to the grantee", () => {
    expect(out.parties.grantors[0]).toMatchObject({
      name: 'Loretta Parker Hyde',
      address: '812 Dauphin Island Pkwy, Mobile, AL 36606',
    });
    expect(out.parties.grantees[0]!.address).toBe('45 Ridgelawn Dr, Mobile, AL 36608');
  });
  it('dates the order of sale told first with the statute between, and a sale "by order ... confirmed"', () => {
    expect(events(ALABAMA)).toEqual(
      expect.arrayContaining(['2023-03-08 order_of_sale', '2023-04-19 sale_confirmed']),
    );
  });
});

const MARYLAND = `                    PERSONAL REPRESENTATIVE'S DEED

     THIS DEED, made this 2nd day of May, 2023, by and between DOROTHY ANN KESSLER, Personal Representative of
the Estate of MILTON CARL KESSLER, Estate No. 77120 in the Orphans' Court for Carroll County, Maryland,
residing at 19 Gilbert Lane, Westminster, Maryland 21157, party of the first part, Grantor; and DOROTHY ANN
KESSLER, parties of the second part, Grantees.

     WHEREAS, Milton Carl Kessler, late of Carroll County, Maryland, departed this life testate on the fifth
day of January, 2023; and

     WHEREAS, his Will was admitted to probate by the Register of Wills on February 6, 2023, and Letters
Testamentary were on that date issued to Dorothy Ann Kessler, his wife, as Personal Representative;

     BEING the same lot of ground which by Deed dated June 1, 1985 was granted and conveyed by Ralph Urner
unto Milton Carl Kessler and Edith B. Kessler, his wife, as tenants by the entirety; the said Edith B.
Kessler having departed this life on May 2, 1998.
`;

describe('a Maryland personal representative deed', () => {
  const out = parse(MARYLAND);
  it("keeps the fiduciary's residence after the estate's caption from the decedent", () => {
    expect(out.decedent?.residenceAddress ?? null).toBeNull();
  });
  it('reads "Letters ... were on that date issued" as the letters of that day', () => {
    expect(events(MARYLAND)).toContain('2023-02-06 letters_issued');
  });
  it('keeps the kinship of a vesting grantee whose tenancy follows it ("his wife, as tenants by the entirety")', () => {
    expect(out.people.find((p) => p.name === 'Edith B. Kessler')).toMatchObject({
      role: 'family_member',
      relationship: 'spouse',
    });
  });
});

describe('one date for the probate and the letters', () => {
  const deed = (recital: string) => `PERSONAL REPRESENTATIVE'S DEED

   JOAN R. PETTY, as Personal Representative of the Estate of GARTH L. PETTY, Deceased, Grantor, hereby
CONVEYS to ARLO HUNT, Grantee, Lot 2, Plat "A", Orem, Utah.

   Grantor recites that the decedent died on May 1, 2022, and that ${recital}`;
  it('dates only the letters when the date follows their issue to the grantor', () => {
    const dates = events(
      deed(
        "the decedent's Will was admitted to informal probate and Letters Testamentary were issued to Grantor on July 7, 2022.",
      ),
    );
    expect(dates).toContain('2022-07-07 letters_issued');
    expect(dates).not.toContain('2022-07-07 probate_admitted');
  });
  it('dates both when the court that did both is named with the date', () => {
    expect(
      events(
        deed(
          "the decedent's Will was proved and Letters Testamentary were granted to Grantor by the Fourth District Court on July 7, 2022.",
        ),
      ),
    ).toEqual(expect.arrayContaining(['2022-07-07 probate_admitted', '2022-07-07 letters_issued']));
  });
});
