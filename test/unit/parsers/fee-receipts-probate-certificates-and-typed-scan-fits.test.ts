import { describe, expect, it } from 'vitest';
import { classify } from '@/parsers/classify';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { childSexAfter } from '@/parsers/extract/common/family';
import { sideBySideBlocks } from '@/parsers/extract/common/side-by-side-list';
import { tableMentions } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { sameName } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';
import { repairOddLetters } from '@/parsers/text/scan-word-fits';

const parse = (text: string) => parseDocumentText({ pages: [text] });
const labelled = (text: string, category: string) =>
  findOtherDates(new Doc([text]), { category }).map((d) => `${d.label} ${d.iso}`);

describe("a register's fee receipt over a certified will", () => {
  it('reads the fee rows as charges, not titles, and the will by its own heading', () => {
    const text = `RECEIPT 4410
DEED OF TRUST TAX          0.00
MORTGAGE TAX               $0.00
RECORDING FEE             15.00
TOTAL                     17.00

                  CERTIFICATE OF PROBATE

                LAST WILL AND TESTAMENT
                         OF
                  HAROLD JAMES PEAVLER

     I, HAROLD JAMES PEAVLER, of Bristol, Tennessee, declare this to be my Last Will.`;
    expect(classify(new Doc([text])).category).toBe('WILL');
  });

  it('still reads a mortgage release titled in capitals as an ordinary instrument', () => {
    expect(
      classify(new Doc(['            SATISFACTION OF MORTGAGE\n\nThe mortgage is paid.'])).category,
    ).toBe('OTHER');
  });
});

describe("a clerk's certificate of probate and a fiduciary's recital", () => {
  it('dates the admission told with its date first', () => {
    expect(
      labelled(
        'That the instrument annexed, dated May 2, 2015, was on the 14th day of March, 2021, by order of this Court, admitted to probate in solemn form as the Will of said decedent.',
        'WILL',
      ),
    ).toContain('probate_admitted 2021-03-14');
    expect(
      labelled('The will was duly on April 9, 2020 admitted to probate by the Court.', 'WILL'),
    ).toContain('probate_admitted 2020-04-09');
  });

  it('dates letters named right after their date, past a suffix in the estate name', () => {
    expect(
      labelled(
        'WHEREAS, on the 3rd day of May, 2021, Letters Testamentary upon the Estate of Ann Roe, Sr., Deceased, were issued to Paul Roe by the Chancery Court.',
        'EXECUTOR_DEED',
      ),
    ).toContain('letters_issued 2021-05-03');
    // Another event's date opening the sentence is not the letters'.
    expect(
      labelled(
        'On March 1, 2020, the decedent died, and Letters Testamentary were issued to Paul Roe on June 2, 2020.',
        'EXECUTOR_DEED',
      ),
    ).not.toContain('letters_issued 2020-03-01');
  });
});

describe("a form's residence questions, kin notes and taker blocks", () => {
  it('takes the decedent\'s residence, not the affiant\'s own "my residence"', () => {
    const out = parse(`                        SMALL ESTATE AFFIDAVIT

I, JOAN M. PRATT, on oath state:

1.  My residence address is:   44 Elm Court, Peoria, IL 61604

2.  (a) The decedent's name is: WALTER GENE PRATT
    (b) The decedent's date of death was: March 2, 2023, at Peoria,
        Peoria County, Illinois.
    (c) The decedent's place of residence immediately before her or his
        death was: 915 Knoxville Avenue, Apt. 2, Peoria, Illinois 61603

Dated: 4/1/2023
                                   JOAN M. PRATT, Affiant`);
    expect(out.decedent?.residenceAddress).toBe('915 Knoxville Ave Apt 2, Peoria, IL 61603');
  });

  it("names the parent a grandchild's kinship cell says died", () => {
    const doc = new Doc([
      `    NAME                      RELATIONSHIP      ADDRESS
    ------------------------  ----------------  --------------------
    Owen T. Marsh             grandson          12 Pine Road
                              (son of           Macomb, IL 61455
                              Lydia Marsh
                              Reyes, a daughter
                              who died in 2019)
    Ruth A. Marsh             daughter          80 Oak Street
                                                Macomb, IL 61455`,
    ]);
    const rows = tableMentions(doc);
    const parent = rows.find((r) => r.name === 'Lydia Marsh Reyes');
    expect(parent).toMatchObject({ relationship: 'daughter', died: true, takesNothing: true });
    expect(rows.map((r) => r.name)).toEqual(['Owen T. Marsh', 'Lydia Marsh Reyes', 'Ruth A. Marsh']);
  });

  it('reads takers printed as blocks side by side', () => {
    const text = `The beneficiaries and their mailing addresses are:

    Carla J. Benally             Thomas Ray Benally
    2210 N. Fourth Street        P.O. Box 45
    Flagstaff, AZ 86004          Tuba City, AZ 86045

That is all.`;
    const blocks = sideBySideBlocks(text, text.indexOf('Carla'));
    expect(blocks?.map((b) => `${b.name}|${b.address?.value.formatted}`)).toEqual([
      'Carla J. Benally|2210 N 4th St, Flagstaff, AZ 86004',
      'Thomas Ray Benally|PO Box 45, Tuba City, AZ 86045',
    ]);
    // A row of names with no addresses under them is no such layout.
    expect(
      sideBySideBlocks('    Carla J. Benally     Thomas Ray Benally\n    son                  son', 4),
    ).toBeNull();
  });

  it("gives a child no sex from an officer's certificate words", () => {
    const text = 'before me appeared GRACE L. TIPTON, who acknowledged that she is the Administratrix';
    expect(childSexAfter(text, text.indexOf(',', text.indexOf('TIPTON')))).toBeNull();
    const died = 'MARK A. TIPTON, who died in 2015, survived by his two children';
    expect(childSexAfter(died, died.indexOf(','))).toBe('son');
  });
});

describe('typed copies of scans: misread letters and specks', () => {
  it('reads a five or an eight at a word edge back as its letter', () => {
    expect(new Doc(['5MALL ESTATE OF RUTH DUBOI5, 1200 8irch Lane, NOTARY PU8LIC, the 8th day']).text).toBe(
      'SMALL ESTATE OF RUTH DUBOIS, 1200 Birch Lane, NOTARY PUBLIC, the 8th day',
    );
    // A code's capitals without a vowel keep their figure.
    expect(new Doc(['Parcel 5KXT']).text).toBe('Parcel 5KXT');
  });

  it('reads the d a scan split into "cl", and the word "decedent" a letter off', () => {
    const doc = new Doc([
      "No letters are outstancling. The dececlent's brother survived the\n     decednt; the Deeedent's son and a dccedent.",
    ]);
    expect(doc.text).toContain('outstanding');
    expect(doc.text).toContain("The decedent's  brother");
    expect(doc.text).toContain('    decedent;');
    expect(doc.text).toContain("the Decedent's son");
    expect(doc.text).toContain('and a decedent.');
    expect(new Doc(['a decadent age, the decedents']).text).toBe('a decadent age, the decedents');
  });

  it("reads a kin's son and died misread after an article", () => {
    expect(new Doc(['(daughter of Lydia, a sori who dled in 2019)']).text).toBe(
      '(daughter of Lydia, a son  who died in 2019)',
    );
  });

  it("reads a description's and an instrument's words, a state and a Mc with a letter misread", () => {
    expect(
      new Doc([
        'the Southeast quarfer of Section 9, Salt River Basc and Meridian; the Beneficiary Dced; Lee County, Mississlppi; ANN MeKinney',
      ]).text,
    ).toBe(
      'the Southeast quarter of Section 9, Salt River Base and Meridian; the Beneficiary Deed; Lee County, Mississippi; ANN McKinney',
    );
    expect(new Doc(['Dane County, Wlsconsin']).text).toBe('Dane County, Wisconsin');
  });

  it('blanks specks read as marks, keeping plural possessives', () => {
    expect(new Doc(["this the 4th ` day of June, to MARIA' ELENA ROSS, City of' Tupelo"]).text).toBe(
      'this the 4th   day of June, to MARIA  ELENA ROSS, City of  Tupelo',
    );
    expect(new Doc(["THE HEIRS' DEED"]).text).toBe("THE HEIRS' DEED");
  });

  it("reads a party label one letter off, and a notary's title with its t as an f or a letter twice", () => {
    expect(new Doc(['GRANTOR:              GRANTFES:']).text).toBe('GRANTOR:              GRANTEES:');
    for (const title of ['Nofary Public', 'Notarry Public']) {
      const out = parse(`Subscribed and sworn to before me on May 1, 2023.
                                   ________________________
                                   Ines Q. Halloran
                                   ${title}`);
      expect(out.people.find((p) => p.name === 'Ines Q. Halloran')?.role).toBe('notary');
    }
  });

  it('reads a name printed once with a letter doubled or dropped as the one printed throughout', () => {
    const pages = repairOddLetters([
      'Jacksonville, Florida. JACKSONVILLE. Of Jacksonnville.',
      'Section 4. Sections 5, 6 and 7; the Sections named.',
    ]);
    expect(pages[0]).toBe('Jacksonville, Florida. JACKSONVILLE. Of Jacksonville. ');
    // A plural printed beside its singular is another word.
    expect(pages[1]).toContain('Section 4.');
  });

  it('takes a long middle name one letter short for the same person', () => {
    expect(sameName('Rosalind Hochsteler Quintero', 'Rosalind Hochstetler Quintero')).toBe(true);
    expect(sameName('Ann Joy Roe', 'Ann Jay Roe')).toBe(false);
  });
});
