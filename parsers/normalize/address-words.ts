/**
 * A scan misreads a letter or two of the fixed words of an address ("Apartrnent", "Kentncky Avenue", "Boulevard"
 * read "Bou1evard"): the unit names, spelled-out street suffixes and state names are few and known, so a word
 * that a scan's look-alike glyphs could have made from one of them is that word. Names of streets and cities are
 * open-ended and stay as printed.
 */

import { STATE_CODES } from './addresses';

const STREET_WORDS = [
  'apartment',
  'suite',
  'building',
  'street',
  'avenue',
  'boulevard',
  'drive',
  'circle',
  'court',
  'highway',
  'parkway',
  'terrace',
  'trail',
  'place',
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
];
// (Built on first use: the state names come from the module that calls this one.)
let fixedWords: string[] | null = null;
const fixed = () =>
  (fixedWords ??= [...STREET_WORDS, ...Object.keys(STATE_CODES).flatMap((s) => s.split(' '))]);

/** Glyph pairs a scan confuses in small letters (either way); "rn" for "m" is handled on its own. */
const LOOK_ALIKE = new Set('ce ec nu un il li lt tl co oc ao oa ni in'.split(' '));

/** Whether `got` can be a scan's reading of `want`: one look-alike glyph, or "rn" (or "m") for "m" (or "rn"). */
function misreadOf(got: string, want: string): boolean {
  if (got === want) return false;
  if (got.length === want.length) {
    const differ = [...got].flatMap((c, i) => (c === want[i] ? [] : [`${c}${want[i]}`]));
    return differ.length === 1 && LOOK_ALIKE.has(differ[0]!);
  }
  for (const [a, b] of [
    ['rn', 'm'],
    ['m', 'rn'],
  ] as const) {
    for (let i = got.indexOf(a); i >= 0; i = got.indexOf(a, i + 1))
      if (got.slice(0, i) + b + got.slice(i + a.length) === want) return true;
  }
  return false;
}

function withCasing(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The address text with its misread fixed words restored (only words of five letters or more). */
export function repairAddressWords(text: string): string {
  return text.replace(/\p{L}{5,}/gu, (token) => {
    const lower = token.toLowerCase();
    if (fixed().includes(lower)) return token;
    const want = fixed().find((w) => misreadOf(lower, w));
    return want ? withCasing(want, token) : token;
  });
}
