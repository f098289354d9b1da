import { describe, expect, it } from 'vitest';
import { findConsideration } from '@/parsers/normalize/consideration';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { reconcileOcrPages } from '@/parsers/text/ocr-reconcile';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

describe('specks a scan sticks to words and marks (page clean-up)', () => {
  it.each([
    // An office's lettered suite at a line's end is the letter, not a speck.
    ['Address: 118 Elm Avenue, Ste B\n          Tulsa, OK 74103', 'Ste B\n'],
    // An equals sign beside a hyphenated name's hyphen.
    ['and his niece, NORA WEBB=-SALAZAR, of 12 Oak Lane', 'NORA WEBB-SALAZAR,'],
    // A hyphen glued after a date's comma.
    ['by Order entered June 7,- 2021, said Court granted', 'June 7,  2021,'],
    // A point glued to a year after its comma, or to a ZIP after its state.
    ['The Decedent died on July 9th, .2019, at home in', 'July 9th,  2019,'],
    ['who resides in Dayton, Ohio .45402, and', 'Dayton, Ohio  45402,'],
    // A hyphen opening a line on a small word the sentence above goes on with.
    ['in the office of the Probate Judge\n     -of Hinds County, Mississippi.', '\n      of Hinds County'],
    // A star before a parenthesised kinship note.
    [
      'Fiduciaries: Paul Roe and Ann Roe-Hart\n             *(sister), co-executors',
      '  (sister), co-executors',
    ],
    // A quote speck after a word before a capitalised one, on a line with no quotation.
    ["Known as and being' Parcel Nine of the plat", 'being  Parcel Nine'],
    // An opening double quote before a blank.
    ['the tract and farm of“ approximately ten acres', 'farm of  approximately'],
    // A quote speck between a first name and the initial after it.
    ["                Ellen'B. Sorensen", 'Ellen B. Sorensen'],
    // A lone point between a column gap and a phone number.
    ['PHONE\n  ROE ANN       9 Main St, Tulsa OK 74103   . 918-555-0101', '74103     918-555-0101'],
    // A unit number's comma read as a quote at a line's end.
    ['residing at 14 Pine Road, Apt. 12 ’\n   Dayton, Ohio 45402', 'Apt. 12, \n'],
    // A cent sign for the e closing a state's name.
    ['residing at 14 Pine Road, Unit 3,\n   Bangor, Main¢ 04401;', 'Bangor, Maine 04401;'],
  ])('%s', (ocr, want) => {
    const out = cleanOcrPage(ocr);
    expect(out).toContain(want);
    expect(out.length).toBe(ocr.length);
  });

  it('keeps a paragraph closed by its semicolon apart from the next, indented one', () => {
    const page =
      '     WHEREAS, the decedent died on May 1, 2020; and\n\n     WHEREAS, the said heirs agreed to sell; and';
    expect(cleanOcrPage(page)).toContain('; and\n\n     WHEREAS');
  });

  it("keeps the paragraph after a table apart from the table's last row", () => {
    const page =
      "   1.    ROSA LINN KEMP          03/02/1970     Living\n   2.    OWEN KEMP               05/06/1972     Living\n\n       The Decedent's son, OWEN KEMP, has two children.";
    expect(cleanOcrPage(page)).toContain('Living\n\n       The Decedent');
  });

  it('drops a period speck between "described" and "as follows" across the line break', () => {
    expect(cleanOcrPage('The land is legally described.\n    as follows:')).toContain(
      'described \n    as follows',
    );
  });

  it.each([
    'Lot 4 of Block C, Ste. Genevieve County',
    "the Grantor's son and the Grantee's wife",
    'the sum of $1,250.00, payable',
    'dated March 3, 2020, and recorded',
  ])('keeps typed text: %s', (typed) => {
    expect(cleanOcrPage(typed).trimEnd()).toBe(typed);
  });
});

describe('small words and kin words read a letter wrong (word glyphs)', () => {
  it.each([
    ['recorded in Book 12, filed op June 3, 1981, as', 'filed on June 3, 1981'],
    ['which will was admitted tp probate and', 'admitted to probate'],
    ['to her Sori, Paul Roe, and her daughter', 'to her son,  Paul Roe'],
    ['Block Two (2), PINE HILLS, accc ding\nto the plat thereof', 'according\nto the plat'],
    ['also known as 0. P. Roe, a resident', 'also known as O. P. Roe'],
  ])('%s', (ocr, want) => {
    expect(repairWordGlyphs(ocr)).toContain(want);
  });

  it.each(['the operation of law', 'a top soil easement', 'Sorin Petrescu', 'a balance of $0. Paid'])(
    'keeps typed text: %s',
    (typed) => {
      expect(repairWordGlyphs(typed)).toBe(typed);
    },
  );
});

describe('a word read with a speck for a letter, voted by its other printings (reconcile)', () => {
  const fix = (t: string) => reconcileOcrPages([t])[0]!;
  it('reads a period inside a name in capitals as the letter its other printings give', () => {
    expect(fix('to GRETA LINDHOLM and GRETA LINDHOLM and his wife, GRE.A LINDHOLM, of')).toContain(
      'his wife, GRETA LINDHOLM,',
    );
  });
  it('reads an equals sign and the misread letter before it from the name printed elsewhere', () => {
    expect(fix('Sofia Marchetti and Sofia Marchetti; her son, Paul K=rchetti-Vance, and')).toContain(
      'Paul Marchetti-Vance,',
    );
  });
  it('reads a colon between two names printed hyphenated elsewhere as the hyphen', () => {
    expect(fix('Gina Roe-Hart and Gina Roe-Hart, and Gina Roe:Hart (daughter)')).toContain(
      'Gina Roe-Hart (daughter)',
    );
  });
  it('reads a capital K for the R of a name in capitals printed elsewhere', () => {
    expect(fix('I, HOLLIS KENDRICK, of Tulsa; HOLLIS KENDRICK, Testator; HOLLIS KENDKICK')).toContain(
      'Testator; HOLLIS KENDRICK',
    );
  });
  it('reads a name in capitals by its one printing in small letters where only capitals confuse the letter', () => {
    expect(fix('married to HELEN MAE CROBB, who\nremarried; Helen Mae Crobb is living')).toContain(
      'HELEN MAE CROBB, who',
    );
    expect(fix('married to HELEN MAE CROEB, who\nremarried; Helen Mae Crobb is living')).toContain(
      'HELEN MAE CROBB, who',
    );
  });
  it('leaves an abbreviation and a sentence run together alone', () => {
    const text = 'Mary Stone of St.Louis, and Mary Stone; the end.The next';
    expect(fix(text)).toBe(text);
  });
});

describe("an amount in words wrapped with a scan's blanks about the line break", () => {
  it('still anchors the consideration recital', () => {
    const text =
      'and every other power, for Two Hundred Sixty-one Thousand Four \n Hundred and 00/100 Dollars ($261,400.00) paid, grant';
    expect(findConsideration(text)?.value).toBe('$261,400.00');
  });
});
