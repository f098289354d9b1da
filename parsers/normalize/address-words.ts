/**
 * A scan misreads a letter or two of the fixed words of an address ("Apartrnent", "Kentncky Avenue", "Boulevard"
 * read "Bou1evard"): the unit names, spelled-out street suffixes and state names are few and known, so a word
 * that a scan's look-alike glyphs could have made from one of them is that word. Names of streets and cities are
 * open-ended and stay as printed.
 */

import { namePattern } from '../text/regex-escape';
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
// (A t that lost its bar reads as an i: "Sunset Ridge Couri".)
const LOOK_ALIKE = new Set('ce ec nu un il li lt tl co oc ao oa ni in it ti'.split(' '));

/**
 * A faint scan's one-way misreads, which rarely tell two real names apart: an e that lost its bar read c, a u with
 * a broken bowl read n (and an m read rn, see misreadOf).
 */
const FAINT = new Set(['ce', 'nu']);

/** Whether `got` can be a scan's reading of `want`: one look-alike glyph, or "rn" (or "m") for "m" (or "rn"). */
function misreadOf(got: string, want: string, pairs: ReadonlySet<string> = LOOK_ALIKE): boolean {
  if (got === want) return false;
  if (got.length === want.length) {
    const differ = [...got].flatMap((c, i) => (c === want[i] ? [] : [`${c}${want[i]}`]));
    return differ.length === 1 && pairs.has(differ[0]!);
  }
  for (const [a, b] of pairs === FAINT
    ? ([['rn', 'm']] as const)
    : ([
        ['rn', 'm'],
        ['m', 'rn'],
      ] as const)) {
    for (let i = got.indexOf(a); i >= 0; i = got.indexOf(a, i + 1))
      if (got.slice(0, i) + b + got.slice(i + a.length) === want) return true;
  }
  return false;
}

function withCasing(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * Whether `got` is `want` with one of its doubled letters read once ("Stret") or one letter read twice ("Strreet",
 * "Avenuue"): a typed copy of a scan slips so. Words of six letters or more only.
 */
function slipOf(got: string, want: string): boolean {
  if (want.length < 6) return false;
  const [long, short] = got.length === want.length + 1 ? [got, want] : [want, got];
  if (long.length !== short.length + 1) return false;
  for (let i = 1; i < long.length; i++)
    if (long[i] === long[i - 1] && long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** Street kinds of four letters a suffix slot may hold misread by a look-alike glyph ("Robinhood Rood,"). */
const SHORT_KINDS = ['road', 'lane', 'loop', 'pike'];

/** The address text with its misread fixed words restored (only words of five letters or more). */
export function repairAddressWords(text: string): string {
  return text
    .replace(/\p{L}{5,}/gu, (token) => {
      const lower = token.toLowerCase();
      if (fixed().includes(lower)) return token;
      const want =
        fixed().find((w) => misreadOf(lower, w)) ??
        STREET_WORDS.find((w) => w[0] === lower[0] && slipOf(lower, w));
      return want ? withCasing(want, token) : token;
    })
    .replace(/(?<=^[ \t]*\d+[ \t]+\p{L}[^,\n]*[ \t])\p{L}{4}(?=,)/u, (token) => {
      const want = SHORT_KINDS.find((w) => misreadOf(token.toLowerCase(), w));
      return want ? withCasing(want, token) : token;
    });
}

/** The fixed words of a surveyor's calls and their certificate, which no name in a description is spelled as. */
const SURVEY_WORDS = [
  'north',
  'south',
  'east',
  'west',
  'feet',
  'degrees',
  'minutes',
  'seconds',
  'thence',
  'beginning',
  'surveyor',
  'survey',
  'containing',
];

/**
 * A description's surveying words a faint scan misread ("South 75 degrees ... Wcst", "Professional Land
 * Survcyor"): an e read as c or a u as n in one of the few fixed words of a call is that word.
 */
export function repairSurveyWords(text: string): string {
  return text.replace(/\p{L}{4,}/gu, (token) => {
    const lower = token.toLowerCase();
    const want = SURVEY_WORDS.find((w) => misreadOf(lower, w, FAINT));
    return want ? withCasing(want, token) : token;
  });
}

let counted: { text: string; words: Map<string, number> } | null = null;

/** How often the document prints each word of five letters or more (lower case); kept for the last text asked. */
function wordCounts(text: string): Map<string, number> {
  if (counted?.text === text) return counted.words;
  const words = new Map<string, number>();
  for (const m of text.matchAll(/\p{L}{5,}/gu)) {
    const w = m[0].toLowerCase();
    words.set(w, (words.get(w) ?? 0) + 1);
  }
  counted = { text, words };
  return words;
}

/**
 * A street or city word of an address (or a word of a legal description) that the document prints elsewhere in full
 * ("1203 W. Merrnod St." beside the decedent's "1107 W. Mermod St."; "Cape Elizabcth" beside "Cape Elizabeth,
 * Maine"): the printing a scan could have misread into this one, printed at least as often, is the word.
 */
export function repairFromOtherPrintings(part: string, text: string, opts: { city?: boolean } = {}): string {
  const words = wordCounts(text);
  // A blank a scan set inside the word ("the City of Hamil ton" beside "the City of Hamilton"): the halves joined
  // are the word the document prints whole, at least as often as it prints the first half alone. (A short particle
  // before a longer word keeps its blank, "La Grange" beside "LaGrange": joining it would lose the inner capital.)
  const joined = part.replace(
    /(?<![\p{L}'’-])(\p{L}{2,}) (\p{L}{2,})(?![\p{L}'’-])/gu,
    (pair, head: string, tail: string) => {
      const whole = `${head}${tail}`.toLowerCase();
      if (whole.length < 6 || head.length + 1 < tail.length) return pair;
      const n = words.get(whole) ?? 0;
      return n >= 1 && n >= (words.get(head.toLowerCase()) ?? 0) ? head + tail.toLowerCase() : pair;
    },
  );
  const repaired = joined.replace(/\p{L}{5,}/gu, (token) => {
    const lower = token.toLowerCase();
    const own = words.get(lower) ?? 0;
    let best: string | null = null;
    for (const [w, n] of words)
      if (
        (n >= Math.max(1, own) && misreadOf(lower, w, FAINT)) ||
        // A city's name a scan read with a letter lost ("Orlando" beside "Orlado"): the name the document prints
        // whole at least twice, and more often than this reading.
        (opts.city && n >= 2 && n > own && lostLetterOf(lower, w))
      ) {
        if (best) return token;
        best = w;
      }
    return best ? withCasing(best, token) : token;
  });
  return opts.city ? shortCityWord(repaired, text) : repaired;
}

/** How often the text prints the words of `phrase` in a row, whatever their case and the blanks between. */
function printings(phrase: string, text: string): number {
  return [...text.matchAll(new RegExp(`(?<!\\p{L})${namePattern(phrase)}(?!\\p{L})`, 'giu'))].length;
}

/**
 * A short word of a city's name of two or more words that a scan misread by one look-alike glyph ("Rlo Verde"
 * beside "Rio Verde"): the city as the document prints it at least twice, and more often than this reading.
 */
function shortCityWord(city: string, text: string): string {
  const words = city.split(' ');
  if (words.length < 2) return city;
  const own = printings(city, text);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!/^\p{L}{2,4}$/u.test(word)) continue;
    for (let j = 0; j < word.length; j++)
      for (const pair of LOOK_ALIKE) {
        if (pair[0] !== word[j]!.toLowerCase()) continue;
        const glyph = word[j] === word[j]!.toUpperCase() ? pair[1]!.toUpperCase() : pair[1]!;
        const phrase = [
          ...words.slice(0, i),
          word.slice(0, j) + glyph + word.slice(j + 1),
          ...words.slice(i + 1),
        ];
        const n = printings(phrase.join(' '), text);
        if (n >= 2 && n > own) return phrase.join(' ');
      }
  }
  return city;
}

/** Whether `got` is `want` (six letters or more) with one letter lost. */
function lostLetterOf(got: string, want: string): boolean {
  if (want.length < 6 || want.length !== got.length + 1) return false;
  for (let i = 0; i < want.length; i++) if (want.slice(0, i) + want.slice(i + 1) === got) return true;
  return false;
}
