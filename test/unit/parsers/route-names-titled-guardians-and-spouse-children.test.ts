import { describe, expect, it } from 'vitest';
import { addressAfterName, readAddress } from '@/parsers/extract/common/address-near';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { guardianSigners } from '@/parsers/extract/common/guardian';
import { isIndexEntry } from '@/parsers/extract/common/index-entry';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { spouseChildren } from '@/parsers/extract/common/spouse-children';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';
import { repairRnForM } from '@/parsers/text/rn-for-m';

/**
 * Texas route names, a unit printed before the house number, a sworn statement's own "I reside at", guardians
 * titled without "as", cover-sheet fiduciaries filed surname first, letters issued "on said date", a seal beside
 * a clerk's date, a spouse's children (adopted or not), a counted list of children parted by a clause, a second
 * column of witnesses, a recorded vesting deed's grantor and a court form's attachment. Invented passages in the
 * style of real recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (r: ReturnType<typeof parse>, name: string) => r.people.find((p) => p.name === name);

describe('route names in a street line', () => {
  it('writes farm- and ranch-to-market roads and US highways as Publication 28 does', () => {
    expect(normalizeAddress('4410 Farm to Market Road 1960, Humble, Texas 77338')?.formatted).toBe(
      '4410 FM 1960, Humble, TX 77338',
    );
    expect(normalizeAddress('9021 R.M. 620\nLeander, Texas 78641')?.formatted).toBe(
      '9021 RM 620, Leander, TX 78641',
    );
    expect(normalizeAddress('2700 US Highway 281, Marble Falls, TX 78654')?.formatted).toBe(
      '2700 US Hwy 281, Marble Falls, TX 78654',
    );
  });
  it('leaves an ordinary word alone', () => {
    expect(normalizeAddress('15 Bus Barn Road, Tyler, TX 75701')?.formatted).toBe(
      '15 Bus Barn Rd, Tyler, TX 75701',
    );
  });
});

describe('a unit printed before the house number', () => {
  it('moves the unit behind the street', () => {
    const text = 'Suite 12, 880 Harbor Boulevard, Ventura, California 93001';
    expect(readAddress(text, 0)?.value.formatted).toBe('880 Harbor Blvd Ste 12, Ventura, CA 93001');
  });
});

describe("a sworn statement's own sentence after the name", () => {
  it('reads "My name is X. I reside at ..." as X\'s address', () => {
    const text = 'My name is Loretta Faye Dunning. I reside at 77 Quail Run Road, Lufkin, Texas 75904, and I';
    const end = text.indexOf('. I reside');
    expect(addressAfterName(text, end)?.value.formatted).toBe('77 Quail Run Rd, Lufkin, TX 75904');
  });
});

describe('form words a scan misread once', () => {
  it('restores an m read "rn" and an i read "l" in a description', () => {
    const [page] = repairRnForM([
      'the Declaration of Covenants, Condltions and Restrictions and any arnendments thereto',
    ]);
    // (The blank the shorter word frees joins the next gap, so the line keeps its length.)
    expect(page?.replace(/\s+/g, ' ')).toContain('Conditions and Restrictions and any amendments thereto');
  });
});

describe('a guardian titled without "as"', () => {
  it('reads the bare title over the signature line', () => {
    const block = `
ROSA M. IBARRA, Guardian of the          ____________________________
Estate of MIGUEL A. IBARRA, a minor      (SIGNATURE OF DECLARANT)
`;
    const [g] = guardianSigners(new Doc([block]).text);
    expect(g?.guardian.name).toBe('ROSA M. IBARRA');
    expect(g?.ward.name).toBe('MIGUEL A. IBARRA');
  });
});

describe('a cover sheet naming the fiduciary surname first', () => {
  it('is an index entry even with its capacity in running words', () => {
    expect(isIndexEntry('OKAFOR, CHIDI EMEKA, as Executor of the', '')).toBe(true);
    expect(isIndexEntry('Chidi Emeka Okafor, as Executor of the', '')).toBe(false);
  });
});

describe('dates told once and referred back to', () => {
  it('dates letters issued "on said date" by the day the recital opened with', () => {
    const text = `WHEREAS, on the 3rd day of March, 2022, the District Court of Creek County, State of
Oklahoma, in Case No. PB-2022-88, entitled "In the Matter of the Estate of Dora Jean Walls,
Deceased," duly appointed CALVIN T. WALLS, son of the decedent, as Administrator of said
estate, and Letters of Administration were issued to him on said date; and`;
    const dates = findOtherDates(new Doc([text]), { category: 'ADMINISTRATOR_DEED' });
    expect(dates.map((d) => `${d.iso}|${d.label}`)).toContain('2022-03-03|letters_issued');
  });
  it("dates a register's copy certificate whose seal shares the date's line", () => {
    const text = `I certify that the attached is a true and complete copy of the last will of the
decedent, admitted to probate by order of this court dated 01/09/2024.

(SEAL)     Date: 02/14/2024        ____________________________________
                                   Probate Register
`;
    const dates = findOtherDates(new Doc([text]), { category: 'WILL' });
    expect(dates.map((d) => `${d.iso}|${d.label}`)).toContain('2024-02-14|court_certification');
  });
});

describe("the spouse's children", () => {
  it('tells an adopted child from a stepchild', () => {
    const text = `DEREK PAUL HANNIGAN, my husband's son, whom I adopted in 2009, survives me. My
husband's daughter, ROSALIND KAY HANNIGAN, was never adopted by me.`;
    const found = spouseChildren(text).map((c) => `${c.name}|${c.relationship}`);
    expect(found).toContain('DEREK PAUL HANNIGAN|son');
    expect(found).toContain('ROSALIND KAY HANNIGAN|stepchild');
  });
});

describe('a will counting its children', () => {
  it('reads a child named after a clause about the others', () => {
    const r = parse(`LAST WILL AND TESTAMENT OF EDITH MAE PIKE

I, Edith Mae Pike, of Lansing, Michigan, declare this to be my Will.

I have two children: NORA ELLEN PIKE, who was born of my first marriage, and SAMUEL REED PIKE,
who lives in Ohio.

I give my home, Lot 12, MAPLE HILLS SUBDIVISION, Ingham County, Michigan, to my children in equal shares.

I have signed this Will on May 2, 2019.
`);
    expect(person(r, 'Nora Ellen Pike')?.relationship).toBe('child');
    expect(person(r, 'Samuel Reed Pike')?.relationship).toBe('child');
  });
});

describe('witnesses side by side', () => {
  it("reads the right-hand witness's address from its own column", () => {
    const r = parse(`LAST WILL AND TESTAMENT OF OSCAR LEE FENN

I give all my property to my wife, JUNE ANN FENN.

I have signed this Will on April 4, 2018.

Witness: Harriet B. Lowe               Witness: Peter J. Marsh
Address: 18 Lake Shore Drive,          Address: 402 E. Grand River Ave.,
         Apt. 2                                 Unit 9
         Okemos, MI 48864                       East Lansing, MI 48823
`);
    expect(person(r, 'Peter J. Marsh')?.address).toBe('402 E Grand River Ave Unit 9, East Lansing, MI 48823');
    expect(person(r, 'Harriet B. Lowe')?.address).toBe('18 Lake Shore Dr Apt 2, Okemos, MI 48864');
  });
});

describe("a recorded vesting deed's grantor", () => {
  it('is a prior owner when the recital gives the deed its date and recording first', () => {
    const text = `named as one of the grantees in that certain Warranty Deed dated June 4, 2005 and recorded
June 9, 2005 at Reception No. 2005-4411, records of Mesa County, Colorado, executed by HOLLIS R. BRANDT,
a single man, as grantor, to A and B.`;
    const names = priorOwnerMentions(new Doc([text])).map((m) => `${m.name}|${m.role}`);
    expect(names).toContain('HOLLIS R. BRANDT|other');
  });
});

describe("a court form's attachment", () => {
  it('reads the description under the attachment heading, past the parcel number line', () => {
    const text = `ATTACHMENT 3b - LEGAL DESCRIPTION

APN: 412-08-117

An undivided one-half (1/2) interest in and to Unit 6 of Lot 2 of Tract No. 9021, in the City of Oxnard,
County of Ventura, State of California, as per map recorded in Book 88, Page 12 of Maps.
`;
    expect(findLegalDescription(new Doc([text]))?.value).toMatch(
      /^An undivided one-half \(1\/2\) interest in and to Unit 6 of Lot 2 of Tract No\. 9021,/,
    );
  });
});
