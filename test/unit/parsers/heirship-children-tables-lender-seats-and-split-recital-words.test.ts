import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { joinSplitRecitalWords } from '@/parsers/text/split-word-endings';

/**
 * Texas heirship affidavits whose children's table prints the birth date and kinship under a wrapped name and whose
 * follow-up for a child who died names that child twice, lenders' releases giving the company's seat ("having its
 * principal office at") and a signer's title with a dashed department, and a typed scan splitting a recital's small
 * words. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const HEIRSHIP = `                 AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS

     Before me, the undersigned authority, on this day personally appeared
MARTHA JEAN OVERSTREET ("Affiant"), who, being first duly sworn, upon
her oath states:

1.   My name is Martha Jean Overstreet. I am personally familiar with the
     family and marital history of HOMER LEE PRUITT ("Decedent").

2.   Decedent died on March 2, 2021.

3.   Decedent married Opal Faye Pruitt on May 1, 1960. Opal Faye Pruitt
     died on June 3, 2016. Decedent did not remarry after her death.

4.   Decedent had the following children:

     NAME / BORN            OTHER PARENT        ADDRESS OR DATE OF DEATH
     ---------------------  ------------------  ---------------------------
     Wallace Dean           Opal Faye           118 Pecan Street
     Pruitt                 Pruitt              Seymour, Texas 76380
     born 3/4/1961 (son)

     Martha Jean            Opal Faye           402 Elm Avenue
     Overstreet             Pruitt              Olney, Texas 76374
     b. 1963 (daughter)

     Clifford Ray           Opal Faye           Died May 1, 2010, in
     Pruitt                 Pruitt              Young County, Texas
     b. Jan. 9, 1966 (son)

     Clifford Ray Pruitt was never married and left surviving him one
     child, who is the only descendant of Clifford Ray Pruitt: Dakota
     Lynn Pruitt, who resides at 77 Oak Lane, Graham, Texas 76450.

5.   Decedent did not have or adopt any other children.

                                   ___________________________________
                                   MARTHA JEAN OVERSTREET, Affiant
`;

describe('a Texas heirship affidavit with a children table', () => {
  const out = parse(HEIRSHIP);
  it("reads each child's kinship printed after the birth date under a wrapped name", () => {
    expect(person(out, 'Wallace Dean Pruitt')?.relationship).toBe('son');
    expect(person(out, 'Martha Jean Overstreet')?.relationship).toBe('daughter');
    expect(person(out, 'Clifford Ray Pruitt')?.relationship).toBe('son');
  });
  it("takes the children of a child the form answers for by name as the decedent's grandchildren", () => {
    expect(person(out, 'Dakota Lynn Pruitt')?.relationship).toBe('grandchild');
  });
  it("leaves a child's never having married to the child: the widower stays widowed", () => {
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });
});

const RELEASE = `                         SATISFACTION OF MORTGAGE

KNOW ALL PERSONS BY THESE PRESENTS,

     THAT MOHAWK VALLEY SAVINGS BANK, a New York banking corporation,
having its principal office at 210 Genesee Street, Utica, New York 13502,

     DOES HEREBY CERTIFY that the following Mortgage IS PAID, and does
hereby consent that the same be discharged of record.

     Mortgage dated the 2nd day of March, 2012, made by DELPHINE R. OKAFOR,
residing at 15 Mulberry Street, Rome, New York 13440, to MOHAWK VALLEY
SAVINGS BANK, in the principal sum of $90,000.00.

     IN WITNESS WHEREOF, the said bank has caused these presents to be signed
by its duly authorized officer this 9th day of June, 2023.

                               MOHAWK VALLEY SAVINGS BANK

                               By: ____________________________________
                                   Garrett P. Huang
                                   Assistant Vice President - Mortgage Operations
`;

describe("a lender's satisfaction of mortgage", () => {
  const out = parse(RELEASE);
  it('gives the lender the address of its office', () => {
    expect(out.parties.grantors[0]?.address).toBe('210 Genesee St, Utica, NY 13502');
  });
  it("reads a signer's title with its department after a dash as a corporate officer", () => {
    expect(person(out, 'Garrett P. Huang')?.role).toBe('officer');
  });
});

describe('split small words of a recital', () => {
  it('joins "a s" before a title or an article', () => {
    expect(joinSplitRecitalWords('III,\na s Personal Representative')).toBe(
      'III,\nas  Personal Representative',
    );
    expect(joinSplitRecitalWords('held a s the Trustee')).toBe('held as  the Trustee');
    // (Not a letter of a list: "item a s" before a lower-case word stays.)
    expect(joinSplitRecitalWords('item a s noted')).toBe('item a s noted');
  });
  it("joins a probate recital's past tense split before its ending", () => {
    expect(joinSplitRecitalWords('was admit ted to probate')).toBe('was admitted  to probate');
    expect(joinSplitRecitalWords('and qualifie d as Executor')).toBe('and qualified  as Executor');
    // (Halves that make no such verb stay apart: "red ted".)
    expect(joinSplitRecitalWords('the red ted bear')).toBe('the red ted bear');
  });
});
