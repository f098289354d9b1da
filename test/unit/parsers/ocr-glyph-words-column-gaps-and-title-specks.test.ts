import { describe, expect, it } from 'vitest';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { dropJunkColumns } from '@/parsers/text/ocr-repair';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

describe('a scan’s six, percent sign and g read for other letters', () => {
  it.each([
    ['lying in Fulton County, 6eorgia, being Lot 9', 'lying in Fulton County, Georgia, being Lot 9'],
    ['an Addition to the Town 6f Broken Arrow', 'an Addition to the Town of Broken Arrow'],
    ['which map i% recorded in Book 12', 'which map is recorded in Book 12'],
    ['Gunnar P. Almgvist, Grantor', 'Gunnar P. Almqvist, Grantor'],
  ])('%s', (ocr, typed) => {
    expect(repairWordGlyphs(ocr)).toBe(typed);
  });

  // Figures and ordinals that merely start with a six are typed text, not misreads.
  it.each([
    'the 6th day of May',
    'one-sixth (1/6ths) interest',
    'a 6% interest rate',
    'Parcel 6F of the plat',
    'at 6am on the day',
  ])('keeps %s', (typed) => {
    expect(repairWordGlyphs(typed)).toBe(typed);
  });
});

describe('junk columns on a long line', () => {
  // A stray letter before a wide gap and a long sentence ending in a lone period once made the speck-tail
  // pattern backtrack exponentially: a whole page's parse hung on it.
  it('returns at once and keeps the sentence', () => {
    const line = ` B${' '.repeat(24)}eThe clerk completing this acknowledgment attests only to identity .`;
    const started = Date.now();
    const out = dropJunkColumns(line);
    expect(Date.now() - started).toBeLessThan(500);
    expect(out).toContain('clerk completing this acknowledgment attests only to identity');
    expect(out).toHaveLength(line.length);
  });

  it('still blanks stray letters after a name', () => {
    expect(dropJunkColumns('Marta L. Okonkwo      Q        B').trimEnd()).toBe('Marta L. Okonkwo');
  });
});

describe('a scan’s lost column gaps and specks around titles, months and house numbers', () => {
  const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ').trim();

  it('brings back the gap between two table captions', () => {
    const page = '   HEIR NAME                 RELATIONSHIP ADDRESS                    SHARE';
    expect(cleanOcrPage(page)).toMatch(/RELATIONSHIP {2,}ADDRESS/);
  });

  it('leaves a caption phrase in running text alone', () => {
    const page = 'The heir gave her RELATIONSHIP ADDRESS to the clerk.';
    expect(cleanOcrPage(page)).toContain('RELATIONSHIP ADDRESS');
  });

  it('drops the speck after a parenthesised subtitle', () => {
    expect(squeeze(cleanOcrPage("          (ADMINISTRATORS' DEED),"))).toBe("(ADMINISTRATORS' DEED)");
  });

  it.each([
    ['recorded Ju1y 7, 2015 at Reception', 'recorded July 7, 2015 at Reception'],
    ['dated Octoher 12, 2019 and', 'dated October 12, 2019 and'],
  ])('reads %s as a month', (ocr, typed) => {
    expect(squeeze(cleanOcrPage(ocr))).toBe(typed);
  });

  it('keeps a real month and a word that is no month', () => {
    expect(squeeze(cleanOcrPage('signed March 3, 2020 by Herbert 5, 2020'))).toBe(
      'signed March 3, 2020 by Herbert 5, 2020',
    );
  });

  it('parts a house number from its compass point', () => {
    expect(squeeze(cleanOcrPage("918-'E. 12th Street"))).toBe('918 E. 12th Street');
  });

  it('drops a plus speck before a house number but keeps a phone number', () => {
    expect(squeeze(cleanOcrPage('whose address is +412 Maple Court, Dover'))).toBe(
      'whose address is 412 Maple Court, Dover',
    );
    expect(squeeze(cleanOcrPage('whose number is +1 302 555 0100'))).toBe('whose number is +1 302 555 0100');
  });

  it('parts a name in capitals from its post-office box', () => {
    expect(cleanOcrPage("   LENA O'MALLEY-BRANDT P.O. Box 77, Golden, CO 80401")).toMatch(
      /BRANDT {2,}P\.O\. Box/,
    );
  });
});
