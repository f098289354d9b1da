import { describe, expect, it } from 'vitest';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';
import { cleanKeepingLength, squeeze } from './helpers/ocr-text';

const clean = cleanKeepingLength;

describe('OCR clean-up: lost quotes, glued headings and metes-and-bounds courses', () => {
  it("puts back a plan title's closing quote lost before its comma", () => {
    const out = clean(
      'shown as Lot 4 on a plan entitled "Plan of\nLots in Salem, Mass. , dated May 2, 1962, by\n',
    );
    expect(squeeze(out)).toContain('entitled "Plan of Lots in Salem, Mass.", dated');
  });

  it("gives no colon to a course's compass word, set in a column like a label", () => {
    const out = clean(
      '     SOUTHERLY   by Maple Street, fifty (50) feet;\n     WESTERLY    by Lot 3 on said plan, ninety (90) feet;\n     NORTHERLY   by land of Brewster, fifty (50) feet;\n',
    );
    expect(out).not.toContain(':');
  });

  it('keeps the paragraph that follows an address ending on its ZIP code and a comma', () => {
    const out = clean(
      'both of 12 Orchard Lane, Amherst, Massachusetts 01002,\n\n     the land with the buildings thereon in Hadley\n',
    );
    // (Folded, the blank line would be gone: three lines and the empty one after the last newline.)
    expect(out.split('\n')).toHaveLength(4);
  });

  it("splits the pronoun and an article's number off the words OCR glued them to", () => {
    const out = clean(
      '   ARTICLEII.    MY FAMILY.   Iam married to Rosalind Vey.\n   ARTICLE VI.    TRUSTEE OF THE GIFTI give my books\n   ARTICLE VII.   GUARDIANI nominate my sister\n',
    );
    expect(out).toContain('ARTICLE II.');
    expect(out).toContain('I am married');
    expect(out).toContain('GIFT I give');
    expect(out).toContain('GUARDIAN I nominate');
  });

  it('keeps a caps word ending on a vowel and I as it is', () => {
    expect(clean('STATE OF HAWAII have been\n')).toContain('HAWAII have');
  });

  it("mends a street suffix, a lettered avenue and a compound surname's hyphen", () => {
    const out = clean(
      'to ANNA R. LOWE- PARRISH, of 77 Linden  sulevard, and to Carl Ruiz, of 21 Avenue K,\nWichita, Kansas 67211\n',
    );
    expect(out).toContain('LOWE-PARRISH');
    expect(out).toContain('Linden Boulevard,');
    expect(out).toContain('21 Avenue K,');
  });

  it('drops specks from a course, a date and an initial', () => {
    const out = clean(
      "Commencing at-an iron rod; thence West 310:50 feet to a stake\nLetters issued on March 9,-2021 to Harriet B'. Lowell, Executrix\n",
    );
    expect(out).toContain('Commencing at an iron rod');
    expect(out).toContain('310.50 feet');
    expect(out).toContain('March 9, 2021');
    expect(out).toContain('Harriet B. Lowell');
  });

  it('reads a widow who did not remarry and a highway with its a read as c', () => {
    const out = clean('the decedent did not femarry. Property at 44 Highwcy 6 South\n');
    expect(out).toContain('did not remarry');
    expect(out).toContain('Highway 6');
  });

  it('reads a past tense ending in "-eq" as "-ed"', () => {
    expect(repairWordGlyphs('boundeq and described as follows; et seq.')).toBe(
      'bounded and described as follows; et seq.',
    );
  });
});
