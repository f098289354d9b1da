import { oneEdit } from './edit-distance';

/**
 * A number spelled out and then given in figures ("Lot Seven (7)", "Block Twelve (12)", "thirty (30) days"): the
 * figures say which word was printed, so a spelling a letter off it ("Twclve", "Sevcn") is a scan's misread
 * glyph and is read back into the number's word. Only a letter changed, so every line keeps its length.
 */

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The words of a number below a hundred, tens and ones joined by a hyphen ("forty-two"). */
function spelled(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** The word in the token's own casing pattern, letter by letter (same length). */
function cased(word: string, token: string): string {
  return [...word]
    .map((c, i) => (token[i] && token[i] !== token[i]!.toLowerCase() ? c.toUpperCase() : c))
    .join('');
}

export function repairSpelledNumerals(page: string): string {
  return page.replace(
    /(?<![\p{L}-])(\p{L}{3,}(?:-\p{L}{3,})?)(?=[ \t]+\((\d{1,2})\))/gu,
    (token: string, _w: string, digits: string) => {
      const want = spelled(Number(digits));
      const lower = token.toLowerCase();
      if (lower === want || lower.length !== want.length || !oneEdit(lower, want)) return token;
      return cased(want, token);
    },
  );
}
