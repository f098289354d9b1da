import { STATE_CODES } from '../normalize/addresses';

/**
 * A ZIP code as a scan misreads it after its state: a zero read as the letter O ("New Jersey O8108"), a one as a
 * small l ("TX 7755l"), or the five digits broken by a blank ("New York 146 20,", "WA 9850 3."). After a state's name or code a
 * token of five such glyphs is the ZIP. Same length, so offsets keep (a blank taken out of a broken ZIP moves
 * after it).
 */
// A state's name as printed, in title case or capitals ("New Jersey", "NEW JERSEY"); its code only in capitals.
const STATE_WORDS = Object.keys(STATE_CODES)
  .sort((a, b) => b.length - a.length)
  .flatMap((s) => [s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()), s.toUpperCase()])
  .map((s) => s.replace(/ /g, '[ \\t]+'))
  .join('|');
const CODES = [...new Set(Object.values(STATE_CODES))].join('|');
const AFTER_STATE = String.raw`(?<=\b(?:${STATE_WORDS}|${CODES}),?[ \t]+)`;

const GLYPH_ZIP_RE = new RegExp(
  String.raw`${AFTER_STATE}(?=[\dOolI]{5}\b)(?=(?:[^\d\n]*\d){3})[\dOolI]{5}\b`,
  'g',
);
const BROKEN_ZIP_RE = new RegExp(String.raw`${AFTER_STATE}(\d{1,4}) (\d{1,4})(?=[,.;)\s]|$)`, 'g');

export function repairZipGlyphs(text: string): string {
  return text
    .replace(GLYPH_ZIP_RE, (zip) => zip.replace(/[Oo]/g, '0').replace(/[lI]/g, '1'))
    .replace(BROKEN_ZIP_RE, (m, a: string, b: string) => ((a + b).length === 5 ? `${a}${b} ` : m));
}
