import { describe, expect, it } from 'vitest';
import { classify } from '@/parsers/classify';
import { blankFormBox } from '@/parsers/extract/common/columns';
import { findInstrumentDate } from '@/parsers/extract/common/dates';
import { kinMentions, pluralKinship } from '@/parsers/extract/common/family';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { findLegalDescription, findStatedPropertyAddress } from '@/parsers/extract/common/property';
import { mailBlockAddresses } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { findConsideration } from '@/parsers/normalize/consideration';
import { Doc } from '@/parsers/text/doc';

/**
 * Fiduciary deeds whose title also names the deed's own kind, and kinship stated of an indenture's two sides or
 * of the grantor after a death recital. Invented passages in the style of real recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (r: ReturnType<typeof parse>, name: string) => r.people.find((p) => p.name === name);

describe('a fiduciary title naming the deed kind', () => {
  it.each([
    ["EXECUTRIX'S QUITCLAIM DEED", 'EXECUTOR_DEED'],
    ["ADMINISTRATOR'S SPECIAL WARRANTY DEED", 'ADMINISTRATOR_DEED'],
    ["PERSONAL REPRESENTATIVE'S WARRANTY DEED", 'PERSONAL_REPRESENTATIVE_DEED'],
    ["PERSONAL REPRESENTATIVES' BARGAIN AND SALE DEED", 'PERSONAL_REPRESENTATIVE_DEED'],
  ])('reads %s as a fiduciary deed', (title, category) => {
    const d = new Doc([
      `\n        ${title}\n\n   The undersigned, for consideration paid, grants to the grantee.\n`,
    ]);
    expect(classify(d).category).toBe(category);
  });
  it('leaves a plain special warranty deed as another deed', () => {
    const d = new Doc(['\n        SPECIAL WARRANTY DEED\n\n   Grantor grants to Grantee the land below.\n']);
    expect(classify(d).category).toBe('OTHER');
  });
  it('parses a personal representative special warranty deed with the spouse as grantor', () => {
    const r = parse(`          PERSONAL REPRESENTATIVE'S SPECIAL WARRANTY DEED

     HELEN M. CORDOVA, as Personal Representative of the Estate of ELOY J. CORDOVA,
Deceased, for consideration paid, grants to MARCUS D. PEREA, a single man, whose address
is 812 Alameda Street, Socorro, New Mexico 87801, the following described real estate:

     Lot Four (4), Block Nine (9), of MESA VISTA ADDITION, Socorro County, New Mexico.

     The Grantor recites that Eloy J. Cordova died on March 3, 2021, in Belen, Valencia
County, New Mexico, survived by his wife, the Grantor.

     WITNESS my hand and seal this 4th day of June, 2022.
`);
    expect(r.category).toBe('PERSONAL_REPRESENTATIVE_DEED');
    expect(r.decedent?.name).toBe('Eloy J. Cordova');
    expect(person(r, 'Helen M. Cordova')?.relationship).toBe('spouse');
  });
});

describe('kinship shared by both sides of an indenture', () => {
  it('finds the shared kinship after "the party of the first part and the party of the second part are"', () => {
    const text =
      'The party of the first part and the party of the second part are the daughters of said decedent.';
    const k = pluralKinship(text);
    expect(k).toHaveLength(1);
    expect(k[0]).toMatchObject({ words: ['daughter'], all: true });
  });
  it('gives the kinship to the grantor and the grantee', () => {
    const r = parse(`                              EXECUTRIX'S DEED

THIS INDENTURE, made the 9th day of May, in the year two thousand twenty,

BETWEEN MARGARET L. TEN EYCK, residing at 14 Hurley Avenue, Hurley, New York 12443,
as executrix of the last will and testament of EDITH R. TEN EYCK, late of 3 Main Street,
Stone Ridge, New York 12484, deceased,
                                                         party of the first part, and

CAROLINE B. TEN EYCK, residing at 70 Orchard Lane, Accord, New York 12404,
                                                         party of the second part,

WITNESSETH, that the party of the first part, in consideration of TEN DOLLARS paid by
the party of the second part, does hereby grant and release unto the party of the
second part, ALL that certain plot of land in the Town of Marbletown.

The party of the first part and the party of the second part are the daughters of said
decedent, and this conveyance is made in satisfaction of the devise of said premises.
`);
    expect(person(r, 'Margaret L. Ten Eyck')?.relationship).toBe('daughter');
    expect(person(r, 'Caroline B. Ten Eyck')?.relationship).toBe('daughter');
  });
});

describe('children counted after "survived by", each with their own kinship', () => {
  it('reads each name with the kinship word after it', () => {
    const d = new Doc([
      `WHEREAS, the said Otis Pemberton was survived by three children, NORA P. FAIRLEY, his
daughter, GIDEON R. PEMBERTON, his son, and IDA PEMBERTON VOSS, his daughter, who are his
sole heirs at law; and`,
    ]);
    const kin = kinMentions(d, (n) => /otis/i.test(n)).map((k) => [k.name, k.relationship]);
    expect(kin).toEqual([
      ['NORA P. FAIRLEY', 'daughter'],
      ['GIDEON R. PEMBERTON', 'son'],
      ['IDA PEMBERTON VOSS', 'daughter'],
    ]);
  });
  it('falls back to the counted word when a name has none', () => {
    const d = new Doc(['She was survived by two sisters, Alma Ruiz and Paz Ortega, both of Taos.']);
    const kin = kinMentions(d, () => false).map((k) => [k.name, k.relationship]);
    expect(kin).toEqual([
      ['Alma Ruiz', 'sibling'],
      ['Paz Ortega', 'sibling'],
    ]);
  });
});

describe('a transfer-tax stamp dated with a clock time', () => {
  it('skips the stamp\'s "Date:" line for the signing date', () => {
    const d = new Doc([
      `                                   DEEDS EXCISE TAX
                                   Date: 11/02/2016 02:47 PM
                                   Fee: $912.00

                         FIDUCIARY DEED

     I, CLARA V. MOSS, as Executrix of the Will of ELMER MOSS, grant to JOHN REED the land.

     WITNESS my hand and seal this 24th day of October, 2016.
`,
    ]);
    expect(findInstrumentDate(d, { isWill: false })?.iso).toBe('2016-10-24');
  });
  it('keeps a plain "Date:" line', () => {
    const d = new Doc(['Date: 04/19/2021\n\nI, ROSA LEE, grant to AMOS LEE the land.\n']);
    expect(findInstrumentDate(d, { isWill: false })?.iso).toBe('2021-04-19');
  });
});

describe('a company grantee with a dotted form, on a court officer deed', () => {
  it('reads "X,\\nL.L.C., an Iowa limited liability company" whole', () => {
    const t = `does hereby Convey to Prairie Creek Holdings,\nL.L.C., a Minnesota limited liability company, the land`;
    const names = readPartyList(t, t.indexOf('Prairie'), 2).names.map((n) => n.name);
    expect(names).toEqual(['Prairie Creek Holdings, L.L.C.']);
  });
  it('reads a word amount filled out with dashes and "Dollar(s)"', () => {
    const t = `For the consideration of Two Hundred Twelve Thousand Five Hundred and no/100 -------
Dollar(s) and other valuable consideration, Ada Lund, as Executor, does hereby Convey`;
    expect(findConsideration(t)?.value).toBe('$212,500.00 and other valuable consideration');
  });
  it('reads "One Dollar" in the singular', () => {
    expect(
      findConsideration('in consideration of One Dollar and other good and valuable consideration')?.value,
    ).toBe('$1.00 and other good and valuable consideration');
  });
  it('reads a "Taxpayer:" line and an "ADDRESS TAX STATEMENT:" block', () => {
    const d = new Doc([
      `Taxpayer:       Maple Bend Dairy, LLC, 410 Church Street, Cresco, IA 52136

ADDRESS TAX STATEMENT:
Willow Acres, L.L.C.
88 County Road W14
Calmar, IA 52132
`,
    ]);
    const blocks = mailBlockAddresses(d).map((b) => [b.names, b.address.value.formatted]);
    expect(blocks).toContainEqual([['Willow Acres, L.L.C.'], '88 County Road W14, Calmar, IA 52132']);
    expect(blocks).toContainEqual([['Maple Bend Dairy, LLC'], '410 Church St, Cresco, IA 52136']);
  });
  it('gives the company grantee the tax statement address, and the property falls back to it', () => {
    const r = parse(`                              COURT OFFICER DEED

     For the consideration of Ninety Thousand and no/100 ------------ Dollar(s), Vera T. Holm, as
Administrator of the Estate of Olaf B. Holm, Deceased, does hereby Convey to Willow Acres,
L.L.C., an Iowa limited liability company, the following described real estate in Howard County, Iowa:

     The Northeast Quarter (NE 1/4) of Section Nine (9), Township Ninety-eight (98) North, Range Twelve (12)
     West of the 5th P.M., Howard County, Iowa.

Dated: May 2, 2021

ADDRESS TAX STATEMENT:
Willow Acres, L.L.C.
88 County Road W14
Calmar, IA 52132
`);
    expect(r.parties.grantees).toEqual([
      { name: 'Willow Acres, L.L.C.', role: 'grantee', address: '88 County Road W14, Calmar, IA 52132' },
    ]);
    expect(r.property.addressSource).toBe('party_residence');
    expect(r.consideration).toBe('$90,000.00');
  });
});

describe("a recording form's right-hand box beside the description", () => {
  const pad = (left: string, right = '') => (right ? left.padEnd(48) + right : left);
  const form = [
    pad("PERSONAL REPRESENTATIVE'S DEED"),
    '',
    pad('Anna K. Biel, as Personal Representative of the Estate of Carl Biel, conveys to Ruth'),
    pad('Biel the following described real estate in Marathon County, State of Wisconsin:'),
    pad('', 'Recording Area'),
    pad('Lot Seven (7), PINE RIDGE ESTATES, according to', 'Name and Return Address'),
    pad('the recorded plat thereof, being part of the', 'Hollis & Marsh, LLP'),
    // (The left text ends one space before the box's column, the box's text just past it.)
    pad('SE 1/4 of Section 8, Township 29 North, Range 7E', ' 715 Grand Avenue'),
    pad('Town of Rib Mountain, Marathon Co., Wisconsin.', 'Wausau, WI 54403'),
    '',
    pad('Property address: 2291 Birch Hollow Lane,', '291-2807-081-0077'),
    pad('Wausau, WI 54401', 'Parcel Identification Number (PIN)'),
    '',
    '     Carl Biel, late of 18 Oak Street, Mosinee, Wisconsin 54455, died on 3/4/2022 at his home there.',
  ].join('\n');
  it('blanks the box from its label on, keeping offsets', () => {
    const out = blankFormBox(form);
    expect(out).toHaveLength(form.length);
    expect(out).not.toMatch(/Hollis|Grand Avenue|Parcel Identification/);
    expect(out).toContain('Carl Biel, late of 18 Oak Street, Mosinee');
    expect(out).toContain('Anna K. Biel, as Personal Representative');
  });
  it('reads the description and the property address without the box', () => {
    const d = new Doc([form]);
    expect(findLegalDescription(d)?.value).toBe(
      'Lot Seven (7), PINE RIDGE ESTATES, according to the recorded plat thereof, being part of the SE 1/4 of Section 8, Township 29 North, Range 7E Town of Rib Mountain, Marathon Co., Wisconsin.',
    );
    expect(findStatedPropertyAddress(d)?.value.formatted).toBe('2291 Birch Hollow Ln, Wausau, WI 54401');
  });
  it('leaves a text without a box label as it is', () => {
    const t = 'Lot 4, Block 2, ELM PARK, Dane County, Wisconsin.                Return to: A. Lee';
    expect(blankFormBox(t)).toBe(t);
  });
});
