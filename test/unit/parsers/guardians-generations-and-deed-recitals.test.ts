import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { heirMentions, kinOfDefinedParty } from '@/parsers/extract/common/family';
import { guardianSigners } from '@/parsers/extract/common/guardian';
import { tableMentions } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Declarants who sign for a minor heir, a namesake son beside a decedent known by initials, recitals of the deed
 * that vested title, Illinois letters of office, and scan misreads a document prints only once. Invented passages
 * in the style of real recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (r: ReturnType<typeof parse>, name: string) => r.people.find((p) => p.name === name);

describe('a declarant signing as guardian or conservator', () => {
  const block = `
I declare under penalty of perjury that the foregoing is true and correct.

Date: 03/14/2024

MARISOL T. ECHEVERRIA, as conservator   ____________________________
of the estate of DANIEL P. ECHEVERRIA,  (SIGNATURE OF DECLARANT)
a minor, and brother of the decedent
1187 Orchard Hollow Road, Visalia, CA 93291 (address of guardian and ward)
`;
  it('reads the ward, the signer, the signer kinship and the shared residence', () => {
    const [g] = guardianSigners(new Doc([block]).text);
    expect(g?.guardian.name).toBe('MARISOL T. ECHEVERRIA');
    expect(g?.ward.name).toBe('DANIEL P. ECHEVERRIA');
    expect(g?.relationship).toBe('sibling');
    expect(g?.address?.value.formatted).toBe('1187 Orchard Hollow Rd, Visalia, CA 93291');
  });
  it('finds no guardian in an ordinary declarant block', () => {
    expect(
      guardianSigners(new Doc(['\nPAUL R. VINCE, declarant\n12 Elm Street, Fresno, CA 93701\n']).text),
    ).toEqual([]);
  });
});

describe('a son named for his father', () => {
  it('keeps "Jr." apart from a decedent "Sr." known by initials', () => {
    const r = parse(`AFFIDAVIT OF HEIRSHIP

DECEDENT: THEODORE LYLE MARCHAND, SR., also known as T. L. MARCHAND

1. The Decedent died on June 2, 2021, in Beaumont, Texas.
2. The Decedent was the father of one child: THEODORE LYLE MARCHAND, JR., born 1984, son, living.
3. The sole heir of the Decedent is THEODORE LYLE MARCHAND, JR., his son.
`);
    expect(r.decedent?.name).toBe('Theodore Lyle Marchand, Sr.');
    expect(person(r, 'Theodore Lyle Marchand, Jr.')?.relationship).toBe('son');
  });
  it('joins a surname and suffix wrapped under the name column', () => {
    const doc = new Doc([
      `
 NAME                      RELATIONSHIP      ADDRESS                SHARE
 Wendell Amos              son               77 Harbor View Road,   1/2
 Pritchard, Jr.                              Galveston, TX 77550
 Lucia Anne Pritchard      granddaughter     409 Bay Street,        1/2
 (a minor)                 (dau. of Rosalie) Galveston, TX 77550
`,
    ]);
    const rows = tableMentions(doc);
    expect(rows.map((m) => m.name)).toContain('Wendell Amos Pritchard, Jr.');
    const lucia = rows.find((m) => m.name === 'Lucia Anne Pritchard');
    expect(lucia?.address?.value.formatted).toBe('409 Bay St, Galveston, TX 77550');
  });
});

describe('heirs and kinship told in a deed recital', () => {
  it('reads heirs named after "being"', () => {
    const doc = new Doc([
      'WHEREAS, the decedent died intestate, her sole heirs at law being her brother, OTIS RAY FELTON, and her niece, JUNE ADA FELTON, who share equally; and',
    ]);
    expect(heirMentions(doc).map((h) => h.name)).toEqual(['OTIS RAY FELTON', 'JUNE ADA FELTON']);
  });
  it('gives a kinship to the party a defined term names', () => {
    expect(
      kinOfDefinedParty('wherein she appointed her nephew, the Grantee herein, as Executor').map((k) => [
        k.term,
        k.relationship,
      ]),
    ).toEqual([['grantee', 'nephew']]);
  });
});

describe('dates of the deed that vested title and of letters of office', () => {
  it("dates a Pennsylvania recital's earlier deed", () => {
    const doc = new Doc([
      `     WHEREAS, HAROLD P. STEIN and MIRIAM STEIN, his wife, by their deed dated October 2, 1977 and recorded October 11, 1977 in the Recorder's Office of Erie County, in Deed Book Volume 1402, page 33, granted and conveyed the lot hereinafter described unto the decedent; and
`,
    ]);
    const labels = findOtherDates(doc, { category: 'EXECUTOR_DEED' }).map((d) => `${d.label} ${d.iso}`);
    expect(labels).toEqual(['vesting_deed_dated 1977-10-02', 'vesting_deed_recorded 1977-10-11']);
  });
  it('dates a clerk certificate signed under IN WITNESS WHEREOF', () => {
    const doc = new Doc([
      `                    CERTIFIED COPY - CLERK'S CERTIFICATE

     I, Clerk of the Circuit Court of Peoria County, Illinois, do hereby certify that the foregoing is a
true and correct copy of the Order entered in Case No. 2022 P 41.

     IN WITNESS WHEREOF, I have hereunto set my hand and the seal of said Court at Peoria, Illinois, this
3rd day of May, 2022.
`,
    ]);
    const found = findOtherDates(doc, { category: 'WILL' }).map((d) => `${d.label} ${d.iso}`);
    expect(found).toContain('court_certification 2022-05-03');
  });
});

describe('scan misreads a document prints once', () => {
  it('reads "rn" as "m" in form words and "l" as "i" where the word is printed right elsewhere', () => {
    const d = new Doc([
      'Letters Testarnentary were issued to the said executor; A and B, husband and wlfe, his wife.',
    ]);
    expect(d.text).toMatch(/Letters Testamentary\s+were/);
    expect(d.text).toContain('husband and wife,');
  });
  it('reads a zero among capitals as O and the end of a "-witz" surname', () => {
    const d = new Doc(['Print name: Saul B. Horowltz, and GRETA MCD0NALD, and APN E366441']);
    expect(d.text).toContain('Horowitz');
    expect(d.text).toContain('MCDONALD');
    expect(d.text).toContain('E366441');
  });
});
