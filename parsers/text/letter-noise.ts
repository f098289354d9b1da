import { INSTRUMENT_WORDS } from './instrument-words';

/**
 * A scan's letter noise inside words: a letter read twice or thrice ("DONNNIE", "Reecords", "containning"). (A u read
 * as two i's, "Sitiiated", is the cluster repair's, in rn-for-m.) Each token is read back only into a word the instruments
 * use or the document itself prints, so real spellings stay. Every line keeps its length (the letters dropped come
 * back as blanks at the line's end), so offsets keep.
 */

/** A run of one letter three times or more: no word or name of the forms holds one. */
const TRIPLED = /(\p{L})\1{2,}/u;

/** Roman numerals ("XIII", "VIII") and fill-in marks ("XXXX", "xxx") are printed with runs of their own. */
const RUN_OK = /^(?:[IVXLCDM]+|[ivxlcdm]+|(\p{L})\1+)$/u;

type Vocabulary = { small: Map<string, number>; capital: Map<string, number>; all: Map<string, number> };

function vocabulary(pages: readonly string[]): Vocabulary {
  const small = new Map<string, number>();
  const capital = new Map<string, number>();
  const all = new Map<string, number>();
  for (const page of pages)
    for (const [token] of page.matchAll(/\p{L}+/gu)) {
      const lower = token.toLowerCase();
      all.set(lower, (all.get(lower) ?? 0) + 1);
      if (token === lower) small.set(lower, (small.get(lower) ?? 0) + 1);
      else capital.set(lower, (capital.get(lower) ?? 0) + 1);
    }
  return { small, capital, all };
}

/** Every reading of `token` with one doubled letter read once, in its own casing ("McQueeen" keeps its capital). */
function readings(token: string): { word: string; cased: string }[] {
  const out: { word: string; cased: string }[] = [];
  const lower = token.toLowerCase();
  for (let i = 0; i + 1 < lower.length; i++) {
    if (lower[i] !== lower[i + 1]) continue;
    // An "-ee" ending names the one a thing passes to, beside the word it comes of ("devisee", "mortgagee").
    if (/^ees?$/.test(lower.slice(i))) continue;
    const cased = token.slice(0, i) + token.slice(i + 1);
    out.push({ word: cased.toLowerCase(), cased });
  }
  return out;
}

function repairToken(token: string, vocab: Vocabulary): string {
  const lower = token.toLowerCase();
  // (The token itself counts as a word of the document only where it is printed more than once.)
  const known = (w: string) => INSTRUMENT_WORDS.has(w) || (vocab.small.get(w) ?? 0) > (w === lower ? 1 : 0);
  if (RUN_OK.test(token)) return token;
  // A small l read as a capital I inside a word in small letters ("PascagouIa", "SpringfieId"): no word or name
  // has a capital between small letters but after a prefix ("McIntyre"), so only a reading the forms use or the
  // document prints itself.
  if (/\p{Ll}I\p{Ll}|\p{Ll}{2}I$/u.test(token)) {
    const el = token.replace(/(?<=\p{Ll})I(?=\p{Ll}|$)/gu, 'l');
    const word = el.toLowerCase();
    if (INSTRUMENT_WORDS.has(word) || vocab.all.has(word)) return el;
  }
  if (TRIPLED.test(token)) {
    // Read twice, unless the document or the forms print it once ("Isaaacs" beside "Isaacs").
    const twice = token.replace(/(\p{L})\1{2,}/gu, '$1$1');
    const once = token.replace(/(\p{L})\1{2,}/gu, '$1');
    const [t, o] = [twice.toLowerCase(), once.toLowerCase()];
    return !known(t) && !vocab.all.has(t) && (known(o) || vocab.all.has(o)) ? once : twice;
  }
  if (lower.length < 5 || known(lower)) return token;
  const small = token === lower;
  const fits = readings(token).filter(({ word }) => {
    // A word in small letters is no name: one the forms use is the reading. (A short one read with a letter less
    // may be another word, "filling" and "filing": only one the document prints itself.)
    if (small) return known(word) && (lower.length >= 9 || vocab.all.has(word));
    // A capitalised token may be a name ("Moore" is no "More"): only a word the document prints capitalised
    // elsewhere, where the token itself is printed just once. (A name against a name printed once each, "Anita M.
    // Greer" and the firm "Grer & Walton", is a tie: only a form word, or one printed more often, wins it.)
    const printed = vocab.capital.get(word) ?? 0;
    return (printed > 1 || (printed > 0 && INSTRUMENT_WORDS.has(word))) && vocab.all.get(lower) === 1;
  });
  const words = [...new Set(fits.map((f) => f.word))];
  return words.length === 1 ? fits[0]!.cased : token;
}

/**
 * Every run of three words in capitals the document prints on one line, in small letters: the names its forms print
 * so. (Not words in mixed case, nor runs over a line break: "Cypress Hill Road / Port Orange" is a street and its
 * town.)
 */
function threeWordNames(pages: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const page of pages)
    for (const [run] of page.matchAll(
      /(?<![\p{L}'’-])\p{Lu}[\p{Lu}'’-]+(?:[ \t]+\p{Lu}[\p{Lu}'’-]+){2,}(?![\p{L}'’-])/gu,
    )) {
      const words = run.toLowerCase().split(/\s+/);
      for (let i = 0; i + 3 <= words.length; i++) out.add(words.slice(i, i + 3).join(' '));
    }
  return out;
}

export function repairLetterNoise(pages: readonly string[]): string[] {
  const vocab = vocabulary(pages);
  const names = threeWordNames(pages);
  return pages.map((page) =>
    page.replace(/[^\n]+/g, (line) => {
      const fixed = line
        .replace(/\p{L}+/gu, (t) => repairToken(t, vocab))
        // A speck read as a period standing alone inside a clause ("an iron . pin", "prepared . by"): a sentence
        // never goes on in small letters, and an ellipsis's dots stand together.
        .replace(/(?<=\p{Ll}) \.(?= \p{Ll})/gu, '')
        // So is one glued to a word no sentence ends on, before small letters ("married only. once, to", "the. said"):
        // an article, preposition, conjunction or "only" opens or joins what follows. (The blank it frees goes to
        // the line's end.)
        .replace(
          /(?<![\p{L}'’.])(only|the|an|of|to|and|or|by|with|from|upon|said|his|her|their|whose)\.(?=[ \t]+\p{Ll})/gu,
          '$1',
        )
        // So is a comma set apart from the words either side inside a name: "LEONARD , J. KOWALCZYK".
        .replace(/(?<=\b\p{Lu}\p{L}+) ,(?= \p{Lu}\.[ \t]+\p{Lu})/gu, '')
        // And a comma after a name's first word where the document prints the whole name elsewhere without it
        // ("Gary, Dale Boudreaux left" beside "GARY DALE BOUDREAUX, a son"): the comma is a speck, not a list's.
        .replace(
          /(?<![\p{L}'’-])(\p{Lu}\p{L}+),( \p{Lu}\p{L}+ \p{Lu}\p{L}+)(?![\p{L}'’-])/gu,
          (m, first: string, rest: string) => (names.has(`${first}${rest}`.toLowerCase()) ? first + rest : m),
        );
      return fixed === line ? line : fixed.padEnd(line.length, ' ');
    }),
  );
}
