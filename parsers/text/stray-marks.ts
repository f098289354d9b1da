/**
 * A scan's speck read as a backtick or tilde glued to the end of a word ("unto the said` ANDREW", "JONES~, both
 * of"): typed deeds never close a word with either, so the mark is dropped. The blank takes its place after any
 * punctuation that followed, so the line keeps its length and offsets keep.
 */
export function dropStrayWordMarks(page: string): string {
  return page.replace(
    /(?<=\p{L})[`~]+([,.;:]*)/gu,
    (m, punct: string) => punct + ' '.repeat(m.length - punct.length),
  );
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/**
 * A quote speck after a month's name before its day ("on December' 6, 2022"): no month is written with one. The
 * blank takes its place, so offsets keep.
 */
export function dropMonthQuoteSpecks(page: string): string {
  return page.replace(new RegExp(String.raw`(?<=\b(?:${MONTHS}))['’\`](?=[ \t]+\d)`, 'g'), ' ');
}
