import { withoutAccents } from './without-accents';
/**
 * Repairs of OCR text that take the whole document as evidence. A name or place is usually printed several
 * times (caption, recital, heir list, signature, acknowledgment) and a noisy scan rarely garbles every
 * printing the same way, so a word printed once is read as the word the other printings agree on when OCR
 * could have produced one from the other: "biego Ray MacPherson" beside two "Diego Ray MacPherson",
 * "XIME NA GRACE LOZANO" beside "Ximena Grace Lozano", "Roberta. Anne Kessinger" beside "ROBERTA ANNE
 * KESSINGER", "victor Mbeki" beside "Victor Mbeki". A word with no support elsewhere stays as read. Every
 * page keeps its length (a repair that shortens a line pads its end; one that lengthens it takes spare blanks
 * of that line or the next ones, or is not made) so provenance offsets still point into the OCR text.
 */

import { commaForPeriod, letterDiff } from './ocr-repair';
import { STOP_WORDS } from './read-name';
import { escapeRegex } from './regex-escape';

const WORD_RE = /\p{L}(?:[\p{L}'’]*\p{L})?/gu;

/** The word without a possessive ending, lower case: the key words are counted under. */
const keyOf = (word: string) => word.toLowerCase().replace(/['’]s$/, '');

const isTitle = (w: string) => /^\p{Lu}\p{Ll}/u.test(w);
const isCaps = (w: string) => /\p{Lu}/u.test(w) && !/\p{Ll}/u.test(w);
const isLower = (w: string) => /^\p{Ll}+$/u.test(w);

/** What the document says about its words: how often each is printed, in which casing and next to what. */
type Stats = {
  count: Map<string, number>;
  /** Forms printed with a capital inside a sentence (not after a period or at a line start): proper nouns. */
  proper: Map<string, string>;
  /** Words printed in lower case between two lower-case words: ordinary words, never names. */
  common: Set<string>;
  /** How often each pair of adjacent words (lower case) is printed, for names a blank or period split. */
  pairs: Map<string, number>;
  /** How often each pair is printed with a period or comma between its words ("boise, idaho"). */
  punctuated: Map<string, number>;
  /** How often each pair is printed joined by a hyphen ("ostby-kratz"): a hyphenated surname's printings. */
  hyphened: Map<string, number>;
};

function stats(text: string): Stats {
  const count = new Map<string, number>();
  const proper = new Map<string, string>();
  const common = new Set<string>();
  const pairs = new Map<string, number>();
  const punctuated = new Map<string, number>();
  const hyphened = new Map<string, number>();
  const words = [...text.matchAll(WORD_RE)].map((m) => ({ w: m[0], at: m.index ?? 0 }));
  words.forEach(({ w, at }, i) => {
    const key = keyOf(w);
    count.set(key, (count.get(key) ?? 0) + 1);
    const before = text.slice(Math.max(0, at - 3), at);
    const prev = words[i - 1];
    const next = words[i + 1];
    if (isTitle(w) && prev && /[\p{L},] ?$/u.test(before) && !/\n/.test(text.slice(prev.at, at)))
      proper.set(key, w.replace(/['’]s$/, ''));
    if (isLower(w) && prev && next && isLower(prev.w) && isLower(next.w)) common.add(key);
    // (Words a column gap parts are no pair: "Baptiste        Son" in a table.)
    if (next && /^[ \t]{1,2}$/.test(text.slice(at + w.length, next.at))) {
      const pair = `${key} ${keyOf(next.w)}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    const between = next
      ? /^([.,])(?:[ \t]{1,2}|[ \t]*\n[ \t]*)$/.exec(text.slice(at + w.length, next.at))
      : null;
    if (next && between) {
      const pair = `${key}${between[1]} ${keyOf(next.w)}`;
      punctuated.set(pair, (punctuated.get(pair) ?? 0) + 1);
    }
    if (next && next.at === at + w.length + 1 && text[at + w.length] === '-') {
      const pair = `${key}-${keyOf(next.w)}`;
      hyphened.set(pair, (hyphened.get(pair) ?? 0) + 1);
    }
  });
  return { count, proper, common, pairs, punctuated, hyphened };
}

/** Letter pairs a scan's OCR confuses (either way). */
const CONFUSABLE = new Set(
  'bd bh ce co eo ao ae il ij jl it lt ft nu nr nh mn vy uv gq go gy hk rt sz ec dp ef'
    .split(' ')
    .flatMap((p) => [p, `${p[1]}${p[0]}`]),
);

/**
 * Capitals a scan's OCR confuses (either way), though their small letters look nothing alike: R's leg read as K's,
 * B's bowls as E's arms, P and R, O and D. Used only for a word printed in capitals ("McCROKY" beside "McCRORY").
 */
const CAPS_CONFUSABLE = new Set('kr be pr od ef'.split(' ').flatMap((p) => [p, `${p[1]}${p[0]}`]));

/**
 * Edit cost of reading `want` as `got`: a confusable substitution (or "rn" for "m") and a doubled letter read
 * once cost less than another edit.
 */
function misreadCost(got: string, want: string, caps = false): number {
  const rows = got.length + 1;
  const cols = want.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const a = got[i - 1]!;
      const b = want[j - 1]!;
      const sub = a === b ? 0 : CONFUSABLE.has(a + b) || (caps && CAPS_CONFUSABLE.has(a + b)) ? 0.4 : 1;
      // A doubled letter read once ("Oficial") or a letter read twice costs less than another edit.
      const del = a === got[i - 2] || a === want[j - 1] ? 0.4 : 1;
      const ins = b === want[j - 2] || b === got[i - 1] ? 0.4 : 1;
      let best = Math.min(d[i - 1]![j]! + del, d[i]![j - 1]! + ins, d[i - 1]![j - 1]! + sub);
      if (i >= 2 && b === 'm' && got.slice(i - 2, i) === 'rn') best = Math.min(best, d[i - 2]![j - 1]! + 0.4);
      if (j >= 2 && a === 'm' && want.slice(j - 2, j) === 'rn')
        best = Math.min(best, d[i - 1]![j - 2]! + 0.4);
      d[i]![j] = best;
    }
  }
  return d[got.length]![want.length]!;
}

/** How far a word of this length may be from its reading elsewhere: one confusable letter for short words. */
function allowance(length: number): number {
  if (length < 4) return 0;
  if (length < 6) return 0.4;
  if (length < 8) return 0.8;
  if (length < 10) return 1.5;
  return 2;
}

/**
 * Rewrites the words of one line; `fix` returns the replacement of a word (or null). The result may be
 * shorter or longer than the line: `eachLine` fits it back into its page.
 */
function rewriteLine(
  line: string,
  re: RegExp,
  fix: (m: RegExpMatchArray, line: string) => string | null,
): string {
  let out = '';
  let last = 0;
  for (const m of line.matchAll(re)) {
    const at = m.index ?? 0;
    const repl = fix(m, line);
    if (repl === null) continue;
    out += line.slice(last, at) + repl;
    last = at + m[0].length;
  }
  return last === 0 ? line : out + line.slice(last);
}

/** Drops up to `n` spare blanks (of runs of two or more, or at the end) from a line; returns it and how many went. */
function dropSpare(line: string, n: number): [string, number] {
  let out = line;
  let dropped = 0;
  while (dropped < n) {
    const spare = out.match(/ {2,}| +$/);
    if (!spare) break;
    const at = spare.index ?? 0;
    out = out.slice(0, at) + out.slice(at + 1);
    dropped++;
  }
  return [out, dropped];
}

/**
 * Applies a line rewrite to every line and keeps each page's length: a shorter line is padded; a longer one
 * gives back blanks of its own or of the lines after it on the page, else stays as read.
 */
export function eachLine(text: string, f: (line: string, nextLine: string) => string): string {
  return text
    .split('\f')
    .map((page) => {
      const lines = page.split('\n');
      const out = lines.map((line, i) => {
        const next = f(line, lines[i + 1] ?? '');
        return next.length < line.length ? next.padEnd(line.length, ' ') : next;
      });
      let owed = 0;
      for (let i = 0; i < out.length; i++) {
        owed += out[i]!.length - lines[i]!.length;
        if (owed <= 0) continue;
        const [fitted, dropped] = dropSpare(out[i]!, owed);
        out[i] = fitted;
        owed -= dropped;
      }
      // Nothing left to give back: the lines that grew stay as read.
      if (owed > 0)
        return lines.map((line, i) => (out[i]!.length === line.length ? out[i] : line)).join('\n');
      return out.join('\n');
    })
    .join('\f');
}

/**
 * "@" read for a letter: an O between capitals ("EXECUT@R"), else the letters printed elsewhere ("Vernon@ugene"
 * beside "Vernon Eugene").
 */
function repairAt(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(line, /\p{L}+@\p{L}+/gu, (m) => {
      const [a = '', b = ''] = m[0].split('@');
      if (/\p{Lu}$/u.test(a) && /^\p{Lu}/u.test(b)) return `${a}O${b}`;
      for (const fill of ['o', 'a', 'e', ' E', ' e', ' O', ' A']) {
        const words = `${a}${fill}${b}`.split(' ');
        if (words.every((w) => (s.count.get(keyOf(w)) ?? 0) > 0)) return words.join(' ');
      }
      return null;
    }),
  );
}

/**
 * A letter read as a speck of punctuation inside a word ("BET.Y" beside "BETTY" printed twice, "Maricel R=utista"
 * beside "Bautista", its first letter read wrong too): the word the document prints at least twice with the same
 * number of characters, the speck's place taken by a letter, and either every other letter the same or the rest
 * after the speck (four letters or more) the same. Two words a colon or equals sign joins that the document prints
 * joined by a hyphen are that hyphenated name ("Gina Roe:Hart" beside "ROE-HART").
 */
function speckInWord(text: string, s: Stats): string {
  const printed = [...s.count.entries()].filter(([k, n]) => n >= 2 && k.length >= 4).map(([k]) => k);
  return eachLine(text, (line) =>
    rewriteLine(line, /(?<![\p{L}.'’-])(\p{L}+)([.=:])(\p{L}+)(?![\p{L}'’]|\.\p{L})/gu, (m) => {
      const [, a = '', mark = '', b = ''] = m;
      if (mark !== '.' && (s.hyphened.get(`${keyOf(a)}-${keyOf(b)}`) ?? 0) > 0) return `${a}-${b}`;
      // (A period between words of their own is a sentence's or an abbreviation's: "etc.and", "St.Louis".)
      if (mark === ':' || a.length + b.length < 4 || (a.length > 1 && (s.count.get(keyOf(a)) ?? 0) > 1))
        return null;
      if (mark === '.' && (s.count.get(keyOf(b)) ?? 0) > 1) return null;
      const la = a.toLowerCase();
      const lb = b.toLowerCase();
      const fits = printed.filter(
        (k) =>
          k.length === a.length + 1 + b.length &&
          k.endsWith(lb) &&
          (k.startsWith(la) ||
            (b.length >= 4 && letterDiff(k.slice(0, a.length + 1), `${la}${k[a.length]}`) <= 1)),
      );
      if (fits.length !== 1) return null;
      const pick = fits[0]!;
      return isCaps(a + b)
        ? pick.toUpperCase()
        : (s.proper.get(pick) ?? pick.charAt(0).toUpperCase() + pick.slice(1));
    }),
  );
}

/**
 * A capital read as a quote mark ("RENEE “BREGO" beside "ABREGO" printed elsewhere): a word in capitals behind
 * an opening quote that nothing closes, never printed bare but printed at least twice behind one capital. The
 * line clean-up leaves such a quote for this pass; one that is no letter is a speck and goes. Also a quote
 * speck between a comma and the next word ("ABREGO,’son"), which stands in the comma's blank.
 */
function quoteForCapital(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(
      line,
      /(?<=\p{Lu} )[‘“](\p{Lu}{3,})(?![\p{L}'’])|(?<=\p{L},)[‘’'“”"](?=\p{Ll}{2})/gu,
      (m, l) => {
        const word = m[1];
        if (!word) return ' ';
        if (l.includes(m[0][0] === '‘' ? '’' : '”', (m.index ?? 0) + 1)) return null;
        if ((s.count.get(keyOf(word)) ?? 0) > 1) return word;
        let best = '';
        let most = 1;
        for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
          const n = s.count.get(keyOf(c + word)) ?? 0;
          if (n > most) [best, most] = [c, n];
        }
        return best + word;
      },
    ),
  );
}

/** A word OCR split with a blank ("XIME NA", "FAIRWEATHE R.") whose whole form the document prints elsewhere. */
function joinSplitWords(text: string, s: Stats): string {
  const joins = (a: string, b: string) => {
    const joined = `${a}${b}`;
    if (joined.length < 5 || (isCaps(a) !== isCaps(b) && b.length > 1)) return false;
    // Two capitalised words joined give an inner capital, which only a surname prefix has ("Mc Adams").
    if (/\p{Ll}$/u.test(a) && /^\p{Lu}/u.test(b) && !NAME_PREFIX.test(a)) return false;
    // Two words the document prints on their own are two words ("in to", "Mary Ann").
    if ((s.count.get(keyOf(a)) ?? 0) > 1 && (s.count.get(keyOf(b)) ?? 0) > 1) return false;
    // The joined form must be the commoner reading ("Shirley Beth" twice beats one "ShirleyBeth"), or as
    // common when its parts are printed nowhere else ("XIME NA" beside one "XIMENA").
    const whole = s.count.get(keyOf(joined)) ?? 0;
    const split = s.pairs.get(`${keyOf(a)} ${keyOf(b)}`) ?? 0;
    const partsOnlyHere = (s.count.get(keyOf(a)) ?? 0) <= split && (s.count.get(keyOf(b)) ?? 0) <= split;
    return whole > split || (whole > 0 && whole === split && partsOnlyHere);
  };
  return eachLine(text, (line) => {
    const words = [...line.matchAll(WORD_RE)].map((m) => ({ w: m[0], at: m.index ?? 0 }));
    let out = line;
    // Right to left, so the offsets of the words still to visit stay valid.
    for (let i = words.length - 2; i >= 0; i--) {
      const a = words[i]!;
      const b = words[i + 1]!;
      if (b.at !== a.at + a.w.length + 1 || line[a.at + a.w.length] !== ' ' || !joins(a.w, b.w)) continue;
      out = `${out.slice(0, a.at + a.w.length)}${out.slice(b.at)} `;
    }
    return out;
  });
}

const NAME_PREFIX = /^(?:Mc|Mac|De|Di|Da|La|Le|Du|Van|Von|O'|O’)$/;

/**
 * Two capitalised words OCR ran together ("ShirleyBeth Medrano") that the document also prints apart: an
 * inner capital after a small letter belongs only to a surname prefix ("McAdams", "DeLeon").
 */
function splitRunTogether(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(line, /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)(\p{Lu}\p{Ll}+)(?![\p{L}'’])/gu, (m) => {
      const [, a = '', b = ''] = m;
      if (NAME_PREFIX.test(a)) return null;
      return (s.pairs.get(`${keyOf(a)} ${keyOf(b)}`) ?? 0) > 0 ? `${a} ${b}` : null;
    }),
  );
}

/**
 * A hyphen speck between two words of a name ("Shirley Beth-Quigley", "JUNE ANN-VANDERMEER") that the document
 * prints apart at least as often as joined; and the other way round, a hyphenated surname whose hyphen a printing lost
 * ("Ostby Kratz" beside "Ostby-Kratz" twice: the page clean-up drops a hyphen set apart from its second half,
 * "Ostby- Kratz"). The hyphen and the blank take one character each, so the line keeps its length.
 */
function voteNameHyphen(text: string, s: Stats): string {
  const joined = (a: string, b: string) => s.hyphened.get(`${keyOf(a)}-${keyOf(b)}`) ?? 0;
  const apart = (a: string, b: string) => s.pairs.get(`${keyOf(a)} ${keyOf(b)}`) ?? 0;
  const NAME_WORD = String.raw`\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?|\p{Lu}{2,}`;
  return eachLine(text, (line) =>
    rewriteLine(
      line,
      // (The second word is only looked at, so it may be the first of the next pair: "Janelle Ostby Kratz".)
      new RegExp(String.raw`(?<![\p{L}-])(${NAME_WORD})([- ])(?=(${NAME_WORD})(?![\p{L}-]))`, 'gu'),
      (m) => {
        const [, a = '', mark = '', b = ''] = m;
        // (A tie goes to the words apart: a speck makes a hyphen more easily than a blank hides one.)
        if (mark === '-') return apart(a, b) > 0 && apart(a, b) >= joined(a, b) ? `${a} ` : null;
        return joined(a, b) > apart(a, b) ? `${a}-` : null;
      },
    ),
  );
}

/**
 * A period or comma speckle inside a name ("Roberta. Anne Kessinger") the document prints whole elsewhere. The
 * mark is a speck only if the document prints the pair without it at least as often as with it: "Boise, Idaho"
 * printed five times stays, however a stamp prints "BOISE IDAHO".
 */
function dropNamePunctuation(text: string, s: Stats): string {
  const speck = (a: string, mark: string, b: string) => {
    const bare = s.pairs.get(`${keyOf(a)} ${keyOf(b)}`) ?? 0;
    // A place's comma before the county or state it lies in ("City of San Diego,\nCounty of San Diego") is the
    // description's own, however often the document prints "San Diego County".
    if (mark === ',' && /^(?:County|COUNTY|State|STATE|Parish|PARISH)$/.test(b)) return false;
    return (
      bare > 0 &&
      !new RegExp(`^${ENTITY_SUFFIX}$`, 'u').test(b) &&
      bare >= (s.punctuated.get(`${keyOf(a)}${mark} ${keyOf(b)}`) ?? 0)
    );
  };
  // At a line break too ("Colleen.\nBrannigan on May 23"); the blank keeps the length.
  const wrapped = text.replace(
    /(\p{Lu}[\p{L}'’-]+)([.,])(?=[ \t]*\n[ \t]*(\p{Lu}[\p{L}'’-]+))/gu,
    (m, a: string, mark: string, b: string) => (speck(a, mark, b) ? `${a} ` : m),
  );
  // A comma after the second word of a name whose third word the document prints closing other names, before the
  // comma that ends the name ("my daughter PATRICIA ANN, REYES, who died" beside "GABRIEL T. REYES" twice): a
  // surname set off on its own is no list's item.
  const closesNames = (w: string) =>
    [
      ...text.matchAll(
        new RegExp(
          String.raw`(?:\b\p{Lu}\.|\b\p{Lu}\p{Ll}+|\b\p{Lu}{2,})[ \t]+(?:${w.toUpperCase()}|${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()})(?![\p{L}'’-])(?![ \t]+\p{Lu})`,
          'gu',
        ),
      ),
    ].length >= 2;
  const setOff = (line: string, at: number, a: string, b: string) =>
    (isCaps(a) ? isCaps(b) : isTitle(a) && isTitle(b)) &&
    /(?:\p{Lu}\p{Ll}+|\p{Lu}{2,})[ \t]$/u.test(line.slice(0, at)) &&
    new RegExp(String.raw`^${b},[ \t]+\p{Ll}`, 'u').test(line.slice(at + a.length + 2).trimStart()) &&
    (s.count.get(keyOf(a)) ?? 0) === 1 &&
    closesNames(b);
  return eachLine(wrapped, (line) =>
    rewriteLine(line, /(\p{Lu}[\p{L}'’-]+)([.,])( +)(?=(\p{Lu}[\p{L}'’-]+))/gu, (m, l) => {
      const [, a = '', mark = '', gap = '', b = ''] = m;
      // The comma before a business's suffix is the firm's own ("Ventures, LLC"): see entityComma.
      return speck(a, mark, b) || (mark === ',' && setOff(l, m.index ?? 0, a, b))
        ? `${a} ${gap.slice(1)}`
        : null;
    }),
  );
}

/**
 * A word printed once that another word printed at least twice, with a capital somewhere (a name or place),
 * explains as a misread: "biego" / "Diego", "Hlllsborough" / "Hillsborough", "Ashwgrth" / "Ashworth".
 */
function voteWords(text: string, s: Stats): string {
  const candidates = [...s.count.entries()].filter(
    ([k, n]) => n >= 2 && k.length >= 4 && (s.proper.has(k) || capitalPrinted(text, k)),
  );
  const cache = new Map<string, string | null>();
  const choose = (key: string, caps: boolean): string | null => {
    const slot = `${key}${caps ? '^' : ''}`;
    if (cache.has(slot)) return cache.get(slot) ?? null;
    let best: { key: string; cost: number; n: number } | null = null;
    let tie = false;
    const limit = allowance(key.length);
    for (const [k, n] of candidates) {
      if (k === key || Math.abs(k.length - key.length) > 2 || otherInflection(key, k)) continue;
      const cost = misreadCost(key, k, caps);
      if (cost > limit || cost === 0) continue;
      if (!best || cost < best.cost || (cost === best.cost && n > best.n)) {
        tie = !!best && cost === best.cost && n === best.n;
        best = { key: k, cost, n };
      } else if (cost === best.cost && n === best.n) tie = true;
    }
    const pick = best && !tie ? best.key : null;
    cache.set(slot, pick);
    return pick;
  };
  return eachLine(text, (line) =>
    rewriteLine(line, WORD_RE, (m) => {
      const word = m[0];
      const key = keyOf(word);
      // A word printed once in lower case amid lower-case words is running text, not a misread name.
      if (key.length < 4 || (s.count.get(key) ?? 0) !== 1 || STOP_WORDS.has(key) || s.common.has(key))
        return null;
      // (The capitals' own confusions count only for a word read in capitals, its small letters aside: "McCROKY".)
      const pick = choose(key, /\p{Lu}{3}/u.test(word) && !/\p{Ll}{2}/u.test(word));
      if (!pick) return null;
      const tail = word.slice(key.length);
      const shown = s.proper.get(pick) ?? pick.charAt(0).toUpperCase() + pick.slice(1);
      if (isCaps(word)) return pick.toUpperCase() + tail;
      if (isLower(word) && !isTitle(shown)) return pick + tail;
      return shown + tail;
    }),
  );
}

/**
 * A short surname read a letter wrong after the given names it is printed with elsewhere: "Cynthia Renee Bgll"
 * beside "Cynthia Renee Bell" twice. A word of four letters is too short for voteWords to trust one odd letter on
 * its own; two given names printed the same way before it leave no doubt which name it is. So does one printing in
 * small letters where the word in capitals differs by a letter only capitals confuse.
 */
function voteNameTail(text: string, s: Stats): string {
  const WORD = String.raw`(\p{Lu}\p{Ll}+|\p{Lu}{2,})`;
  const lead = String.raw`(?<![\p{L}'’-])${WORD}[ \t]${WORD}[ \t]`;
  // (The surname is only looked at while counting, so a name's last two words may lead the next three.)
  const NAME = new RegExp(String.raw`${lead}(?=${WORD}(?![\p{L}'’-]))`, 'gu');
  const consumed = new RegExp(String.raw`${lead}${WORD}(?![\p{L}'’-])`, 'gu');
  const after = new Map<string, Map<string, number>>();
  for (const m of text.matchAll(NAME)) {
    const given = `${keyOf(m[1]!)} ${keyOf(m[2]!)}`;
    const tails = after.get(given) ?? new Map<string, number>();
    tails.set(keyOf(m[3]!), (tails.get(keyOf(m[3]!)) ?? 0) + 1);
    after.set(given, tails);
  }
  return eachLine(text, (line) =>
    rewriteLine(line, consumed, (m) => {
      const [, a = '', b = '', w = ''] = m;
      const key = keyOf(w);
      if ((s.count.get(key) ?? 0) !== 1 || w.length < 3) return null;
      // (A name in capitals against one printing in small letters: the letter that differs is one only capitals
      // confuse, "CAROL ANN DOBES" beside "Carol Ann Dobbs", so the printing in small letters is the name.)
      const capsMisread = (k: string) =>
        isCaps(w) &&
        s.proper.has(k) &&
        [...k].some(
          (c, i) => c !== key[i] && CAPS_CONFUSABLE.has(`${key[i]}${c}`) && !CONFUSABLE.has(`${key[i]}${c}`),
        );
      const picks = [...(after.get(`${keyOf(a)} ${keyOf(b)}`) ?? new Map<string, number>())].filter(
        ([k, n]) => letterDiff(k, key) === 1 && (n >= 2 || (n === 1 && capsMisread(k))),
      );
      if (picks.length !== 1) return null;
      const pick = picks[0]![0];
      const shown = isCaps(w) ? pick.toUpperCase() : pick.charAt(0).toUpperCase() + pick.slice(1);
      return `${m[0].slice(0, m[0].length - w.length)}${shown}`;
    }),
  );
}

/**
 * A capital O read as a Q: "Plan of Qld Cove Estates" beside "27 Old Cove Lane". English puts a u after a Q, so a
 * word with another letter there is an O's misread where the document prints the word with its O.
 */
function qForO(text: string, s: Stats): string {
  return text.replace(/(?<![\p{L}'’])Q(?=[a-tv-z])(\p{Ll}+)(?![\p{L}'’])/gu, (w, rest: string) =>
    (s.count.get(`o${rest}`) ?? 0) > 0 ? `O${rest}` : w,
  );
}

/**
 * The same Q inside a word in capitals ("HARQLD" beside "HAROLD" printed elsewhere): no U after it, and the
 * document prints the word with its O.
 */
function capitalQForO(text: string, s: Stats): string {
  return text.replace(
    /(?<![\p{L}'’])(\p{Lu}*)Q(?=[A-TV-Z])(\p{Lu}*)(?![\p{L}'’])/gu,
    (w, a: string, b: string) =>
      a.length + b.length >= 3 && (s.count.get(`${a}o${b}`.toLowerCase()) ?? 0) > 0 ? `${a}O${b}` : w,
  );
}

/**
 * A name's first capitals read as a digit, perhaps behind a quote speck ("SOFIA RENEE “3REGO" beside "ABREGO"
 * printed elsewhere): a word in capitals after another led by one digit, whose rest ends a word in capitals the
 * document prints at least twice, one or two letters longer. A digit never leads a word of a name.
 */
function digitForCapitals(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(line, /(?<=\p{Lu}[ \t]{1,3})[‘“"]?\d(\p{Lu}{3,})(?![\p{L}\d])/gu, (m) => {
      const rest = m[1]!.toLowerCase();
      const fits = [...s.count.entries()].filter(
        ([k, n]) =>
          n >= 2 &&
          k.endsWith(rest) &&
          k.length - rest.length >= 1 &&
          k.length - rest.length <= 2 &&
          capitalPrinted(text, k),
      );
      return fits.length === 1 ? fits[0]![0].toUpperCase() : null;
    }),
  );
}

/**
 * A place's capital lost at the start of its name ("1107 W. Mermod St., arlsbad, New Mexico" beside "Carlsbad"
 * printed twice): a word in small letters set off by commas, printed nowhere else, that one capital before it
 * makes a name the document prints.
 */
function lostLeadCapital(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(line, /(?<=,[ \t]+)(\p{Ll}{4,})(?=,)/gu, (m) => {
      const key = m[1]!;
      if ((s.count.get(key) ?? 0) !== 1 || s.common.has(key) || STOP_WORDS.has(key)) return null;
      const fits = [...s.proper.entries()].filter(
        ([k]) => k.length === key.length + 1 && k.endsWith(key) && (s.count.get(k) ?? 0) >= 2,
      );
      return fits.length === 1 ? fits[0]![1] : null;
    }),
  );
}

/**
 * The comma after a name in capitals lost at a line's end, where a list of kin goes on ("to my daughter SUSAN V.
 * O'DONNELL" / "my son THOMAS E. VANDERGRIFT, III, and ..."): the next line opening on the next kinsman is the
 * list's next item, so the name is closed there.
 */
function kinListComma(text: string, _s: Stats): string {
  const KIN = String.raw`(?:son|daughter|grand\p{Ll}+|brother|sister|wife|husband|nephew|niece|child|children|stepson|stepdaughter)`;
  const named = new RegExp(
    String.raw`\b(?:my|his|her)[ \t]+${KIN}[ \t]+(?:\p{Lu}[\p{Lu}.'’-]*[ \t]+){1,3}\p{Lu}[\p{Lu}'’-]*\p{Lu}$`,
    'u',
  );
  const nextKin = new RegExp(String.raw`^[ \t]*(?:and[ \t]+)?(?:my|his|her)[ \t]+${KIN}\b`, 'u');
  return eachLine(text, (line, nextLine) => {
    const body = line.trimEnd();
    return named.test(body) && nextKin.test(nextLine) ? `${body},${line.slice(body.length + 1)}` : line;
  });
}

/**
 * A small letter read as its capital inside a word ("RecOrded On: July 27" beside "Recorded" printed elsewhere):
 * the letters whose capitals differ from them in size only. A name's inner capital after its prefix ("McOwen",
 * "DeCosta") stays, and so does a word the document prints no other way.
 */
function innerCapital(text: string, s: Stats): string {
  return text.replace(
    /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)([OCSUVWXZPK])(\p{Ll}{2,})(?![\p{L}'’])/gu,
    (w, a: string, c: string, b: string) => {
      if (NAME_PREFIX.test(a) || /^(?:Mac|Van|Von|Del|Della|Des|Du)$/.test(a)) return w;
      const plain = `${a}${c.toLowerCase()}${b}`;
      return (s.count.get(keyOf(plain)) ?? 0) >= 2 &&
        new RegExp(`(?<!\\p{L})${plain}(?!\\p{L})`, 'iu').test(text.replace(w, ''))
        ? plain
        : w;
    },
  );
}

/**
 * A surname's first letters read as an initial of their own ("ROBERT L. H. JSENPLUG" beside "Robert L.
 * Hassenplug"): a second initial before a word in capitals, where the document prints the same first name and
 * initial before a surname the two explain as a misread of.
 */
function initialSplitSurname(text: string, s: Stats): string {
  const NAME =
    /(?<![\p{L}.])(\p{Lu}{2,}|\p{Lu}\p{Ll}+)([ \t]+)(\p{Lu})\.[ \t]+(\p{Lu})\.[ \t]+(\p{Lu}{3,})(?![\p{L}'’-])/gu;
  return eachLine(text, (line) =>
    rewriteLine(line, NAME, (m) => {
      const [, first = '', gap = '', middle = '', lead = '', rest = ''] = m;
      const read = `${lead}${rest}`.toLowerCase();
      const fits = [...s.count.keys()].filter(
        (k) =>
          k.length >= read.length &&
          k.length <= read.length + 2 &&
          k.startsWith(lead.toLowerCase()) &&
          misreadCost(read, k) <= allowance(k.length) &&
          new RegExp(`(?<!\\p{L})${first}\\s+${middle}\\.\\s+${k}(?!\\p{L})`, 'iu').test(text),
      );
      return fits.length === 1 ? `${first}${gap}${middle}. ${fits[0]!.toUpperCase()}` : null;
    }),
  );
}

/**
 * A name's letter lost to a blank ("the City of Parkersburg, Park rsburg District"): the halves with one letter
 * in the blank make a name the document prints at least twice, and the second half is no word of its own.
 */
function nameLostLetter(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(
      line,
      /(?<![\p{L}'’-])(\p{Lu}\p{Ll}+|\p{Lu}{2,}) (\p{Ll}{2,}|\p{Lu}{2,})(?![\p{L}'’-])/gu,
      (m) => {
        const [, a = '', b = ''] = m;
        if (isCaps(a) !== isCaps(b) || (s.count.get(keyOf(b)) ?? 0) > 1 || STOP_WORDS.has(keyOf(b)))
          return null;
        const fits = [...s.count.entries()].filter(
          ([k, n]) =>
            n >= 2 &&
            k.length === a.length + b.length + 1 &&
            k.startsWith(a.toLowerCase()) &&
            k.endsWith(b.toLowerCase()) &&
            capitalPrinted(text, k),
        );
        if (fits.length !== 1) return null;
        const k = fits[0]![0];
        return isCaps(a) ? k.toUpperCase() : a + k.slice(a.length);
      },
    ),
  );
}

/**
 * A bearing's degree sign lost ("thence N 12 14' E", perhaps broken after the degrees): where the document prints
 * its other bearings with the sign, this one has it too.
 */
function bearingDegree(text: string, _s: Stats): string {
  if (!/\b[NS][ \t]*\d{1,3}°/.test(text)) return text;
  const MINUTES = String.raw`\d{1,2}'(?:[ \t]*\d{1,2}(?:\.\d+)?")?[ \t]*[EW]\b`;
  const inLine = new RegExp(String.raw`\b([NS][ \t]+\d{1,3})(?=[ \t]+${MINUTES})`, 'g');
  const atEnd = /\b([NS][ \t]+\d{1,3})[ \t]*$/;
  const nextOpens = new RegExp(String.raw`^[ \t]*${MINUTES}`);
  return eachLine(text, (line, nextLine) => {
    let out = line.replace(inLine, '$1°');
    const end = out.match(atEnd);
    if (end && nextOpens.test(nextLine)) {
      const at = (end.index ?? 0) + end[1]!.length;
      out = `${out.slice(0, at)}°${out.slice(at + 1)}`;
    }
    return out;
  });
}

/** "executed" is not a misread "executor": an English ending the other word lacks makes it another word. */
function otherInflection(word: string, target: string): boolean {
  const ending = word.match(/(?:ed|ing|ly|es|er|s)$/)?.[0];
  return !!ending && !target.endsWith(ending);
}

/** Whether the word is printed with a capital somewhere (a caption's name, a signature's role line). */
function capitalPrinted(text: string, key: string): boolean {
  const escaped = escapeRegex(key.slice(1));
  const first = key.charAt(0).toUpperCase();
  return new RegExp(`(?<!\\p{L})${first}(?:${escaped}|${escaped.toUpperCase()})(?!\\p{L})`, 'u').test(text);
}

/**
 * A name or place OCR read with a small first letter ("victor Mbeki", "City of wolfforth, Lubbock County")
 * that the document prints capitalised inside a sentence elsewhere and never uses as an ordinary word.
 */
function restoreProperCase(text: string, s: Stats): string {
  return eachLine(text, (line, nextLine) =>
    rewriteLine(line, WORD_RE, (m, l) => {
      const word = m[0];
      const key = keyOf(word);
      if (!isLower(word) || word.length < 3 || s.common.has(key) || STOP_WORDS.has(key)) return null;
      // Printed capitalised inside a sentence, or in capitals in a caption ("BEVERLY LYNN WHITFIELD").
      const inSentence = s.proper.get(key);
      const shown =
        inSentence ?? (capitalPrinted(text, key) ? key.charAt(0).toUpperCase() + key.slice(1) : null);
      if (!shown) return null;
      const at = m.index ?? 0;
      const after = l.slice(at + word.length);
      const before = l.slice(0, at);
      const nextCapital = /^,?[ \t]+\p{Lu}/u.test(after);
      // A word printed capitalised only as a paragraph's lead or a heading ("HAVING erected", "Commission
      // number") that runs on into lower-case words after a name ("McGinley having been", "My commission
      // expires") is the sentence's own word, not the name going on.
      const runsOn =
        !inSentence && (/^[ \t]+\p{Ll}/u.test(after) || (!after.trim() && /^[ \t]*\p{Ll}/u.test(nextLine)));
      const prevCapital =
        !runsOn && /\p{Lu}[\p{L}'’.]*,?[ \t]+$/u.test(before) && !/(?:^|[.:;]\s+)\S*\s*$/.test(before);
      return nextCapital || prevCapital ? shown + word.slice(shown.length) : null;
    }),
  );
}

/** Words of addresses and firms' names, never accented in these documents. */
const PLAIN_WORDS = new Set(
  'suite office offices avenue street drive place terrace route estate estates trustee title deed deeds the'.split(
    ' ',
  ),
);

/**
 * An accent speckle put on a letter ("diéd", "Téxas"): the word printed once with an accent that the document
 * prints without it elsewhere. Names printed with their accents each time keep them.
 */
function dropStrayAccents(text: string, s: Stats): string {
  return eachLine(text, (line) =>
    rewriteLine(line, WORD_RE, (m) => {
      const word = m[0];
      const bare = withoutAccents(word);
      if (bare === word || bare.length !== word.length) return null;
      // A tilde is never speckle: OCR reads an ñ as "fi" or "n", and an ñ on the page was printed (see tilde).
      if (/[ñÑ]/.test(word)) return null;
      // An English word is never accented ("Suité 300", "Law Officé", "togethér"): one the document uses as an
      // ordinary word, or a word of an address or a firm's name.
      if (s.common.has(keyOf(bare)) || PLAIN_WORDS.has(keyOf(bare))) return bare;
      // Itself set in running text between words in small letters ("no othérs, namely"), save the one such
      // word English writes with its accent.
      if (s.common.has(keyOf(word)) && !/^n[ée]e$/.test(keyOf(word))) return bare;
      return (s.count.get(keyOf(bare)) ?? 0) > (s.count.get(keyOf(word)) ?? 0) ? bare : null;
    }),
  );
}

/**
 * A name's accent lost in its printing in capitals ("PAUL-ANDRE BOISVERT" beside "Paul-André Boisvert"): the
 * mark over a capital sits in the line's top margin, where OCR drops it as a speck. A word printed without its
 * accent only in capitals, and with it elsewhere, gets it back (same length).
 */
function accentCapitals(text: string, s: Stats): string {
  const accented = new Map<string, string>();
  for (const m of text.matchAll(WORD_RE))
    if (withoutAccents(m[0]) !== m[0] && withoutAccents(m[0]).length === m[0].length && !isCaps(m[0]))
      accented.set(withoutAccents(m[0]).toLowerCase(), m[0].toUpperCase());
  if (accented.size === 0) return text;
  const bareOnlyInCaps = (key: string) =>
    [...text.matchAll(WORD_RE)].every((m) => m[0].toLowerCase() !== key || isCaps(m[0]));
  return text.replace(WORD_RE, (w) => {
    const withAccent = isCaps(w) ? accented.get(w.toLowerCase()) : undefined;
    return withAccent && (s.count.get(keyOf(withAccent)) ?? 0) > 0 && bareOnlyInCaps(w.toLowerCase())
      ? withAccent
      : w;
  });
}

/**
 * A Spanish name OCR reads with its ñ in one printing and a plain n in another ("Villaseñor", "Villasenor"):
 * OCR never makes an ñ up (it reads one as "fi", which the page clean-up turns back), so the plain printings
 * get the tilde too.
 */
function tilde(text: string, _s: Stats): string {
  const withTilde = new Map<string, string>();
  for (const m of text.matchAll(WORD_RE)) if (/[ñÑ]/.test(m[0])) withTilde.set(withoutAccents(m[0]), m[0]);
  if (withTilde.size === 0) return text;
  return text.replace(WORD_RE, (w) => withTilde.get(w) ?? w);
}

/**
 * A middle initial read as a digit or bracket ("Victor 1. Lundquist") taken from another printing of the same
 * first and last name ("Victor J. Lundquist"); without one the reading stays.
 */
function initialFromOtherPrinting(text: string): string {
  return text.replace(
    /(?<![\p{L}.])(\p{Lu}\p{Ll}+)([ \t]+)[1l|)]\.([ \t]+)(\p{Lu}[\p{L}'’-]+)/gu,
    (m, first: string, g1: string, g2: string, last: string) => {
      const other = new RegExp(`(?<!\\p{L})${first}\\s+(\\p{Lu})\\.\\s+${last}(?!\\p{L})`, 'iu').exec(text);
      return other ? `${first}${g1}${other[1]!.toUpperCase()}.${g2}${last}` : m;
    },
  );
}

/** What closes a business's name, printed after a comma or not as the firm itself writes it. */
const ENTITY_SUFFIX = String.raw`(?:LLC|L\.L\.C\.|Inc\.?|INC\.?|LLP|L\.P\.|LP|Ltd\.?|LTD\.?)`;

/**
 * The comma before a business's suffix is a speck-sized mark that OCR loses ("Pine Hollow Partners LLC"):
 * where the document prints the same name with the comma elsewhere ("Pine Hollow Partners, LLC"), that is
 * how the firm writes it.
 */
function entityComma(text: string): string {
  const withComma = new Set<string>();
  const printed = new RegExp(
    String.raw`(\p{Lu}[\p{L}&'’-]*(?:[ \t]+\p{Lu}[\p{L}&'’-]*){0,4}),[ \t]*(${ENTITY_SUFFIX})(?![\p{L}])`,
    'gu',
  );
  for (const m of text.matchAll(printed)) {
    const words = m[1]!.split(/[ \t]+/);
    // The last two words before the suffix name the firm well enough ("Partners, LLC" alone does not).
    if (words.length >= 2) withComma.add(`${words.slice(-2).join(' ').toLowerCase()} ${m[2]!.toLowerCase()}`);
  }
  if (withComma.size === 0) return text;
  const bare = new RegExp(
    String.raw`(?<![\p{L}])(\p{Lu}[\p{L}&'’-]*[ \t]+\p{Lu}[\p{L}&'’-]*)([ \t]+)(${ENTITY_SUFFIX})(?![\p{L}])`,
    'gu',
  );
  return eachLine(text, (line) =>
    rewriteLine(line, bare, (m) =>
      withComma.has(
        `${m[1]!
          .split(/[ \t]+/)
          .join(' ')
          .toLowerCase()} ${m[3]!.toLowerCase()}`,
      )
        ? `${m[1]},${m[2]}${m[3]}`
        : null,
    ),
  );
}

/** The first three digits of each state's ZIP codes (USPS ranges). */
const ZIP_PREFIXES: Record<string, [number, number][]> = Object.fromEntries(
  `AL 350-369|AK 995-999|AZ 850-865|AR 716-729|CA 900-961|CO 800-816|CT 060-069|DE 197-199|DC 200-205,569-569
  |FL 320-349|GA 300-319,398-399|HI 967-968|ID 832-838|IL 600-629|IN 460-479|IA 500-528|KS 660-679|KY 400-427
  |LA 700-714|ME 039-049|MD 206-219|MA 010-027,055-055|MI 480-499|MN 550-567|MS 386-397|MO 630-658|MT 590-599
  |NE 680-693|NV 889-898|NH 030-038|NJ 070-089|NM 870-884|NY 100-149,005-005|NC 270-289|ND 580-588|OH 430-459
  |OK 730-749|OR 970-979|PA 150-196|RI 028-029|SC 290-299|SD 570-577|TN 370-385|TX 750-799,885-885|UT 840-847
  |VT 050-059|VA 220-246,201-201|WA 980-994|WV 247-268|WI 530-549|WY 820-831`
    .split('|')
    .map((entry) => {
      const [code = '', ranges = ''] = entry.trim().split(' ');
      return [code, ranges.split(',').map((r) => r.split('-').map(Number) as [number, number])];
    }),
);

const zipFits = (code: string, zip: string) =>
  (ZIP_PREFIXES[code] ?? []).some(
    ([lo, hi]) => Number(zip.slice(0, 3)) >= lo && Number(zip.slice(0, 3)) <= hi,
  );

/** Letter and digit shapes a scan's OCR confuses in a state's code or a ZIP. */
const CODE_GLYPHS = new Set([
  'VY',
  'YV',
  'VW',
  'WV',
  'IL',
  'LI',
  'HN',
  'NH',
  'MN',
  'NM',
  'OD',
  'DO',
  'CG',
  'GC',
]);
const ZIP_GLYPHS = new Set([
  '06',
  '60',
  '08',
  '80',
  '09',
  '90',
  '68',
  '86',
  '38',
  '83',
  '56',
  '65',
  '17',
  '71',
]);

/** Whether two strings of one length differ in exactly one place, by a pair of the given shapes. */
const oneGlyph = (a: string, b: string, glyphs: Set<string>) => {
  if (a.length !== b.length) return false;
  const at = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return at.length === 1 && glyphs.has(`${a[at[0]!]}${b[at[0]!]}`);
};

/**
 * A state's code or a ZIP read a glyph wrong, found by the two disagreeing: a ZIP belongs to one state, so
 * "Parkersburg, wy 26101" (26101 is West Virginia's) is WV read with a y, and "Washington, D.C. 20611" (206 is
 * Maryland's) is a misread of the 20011 the document prints elsewhere. Only a code one glyph from a code the ZIP
 * fits, or a ZIP one glyph from another the document prints that fits its state, is repaired (same length).
 */
function zipAndState(text: string): string {
  const CODE_ZIP = /(?<=,[ \t]*)([A-Za-z]{2}|D\.C\.)([ \t]+)(\d{5})(?![\d-])/g;
  const printed = new Set([...text.matchAll(/(?<!\d)\d{5}(?!\d)/g)].map((m) => m[0]));
  return text.replace(CODE_ZIP, (m, rawCode: string, gap: string, zip: string) => {
    const code = rawCode === 'D.C.' ? 'DC' : rawCode.toUpperCase();
    if (ZIP_PREFIXES[code] && zipFits(code, zip)) return m;
    if (!ZIP_PREFIXES[code] || rawCode !== rawCode.toUpperCase()) {
      const fits = Object.keys(ZIP_PREFIXES).filter((c) => oneGlyph(code, c, CODE_GLYPHS) && zipFits(c, zip));
      return fits.length === 1 && rawCode.length === 2 ? `${fits[0]}${gap}${zip}` : m;
    }
    const other = [...printed].filter((z) => oneGlyph(zip, z, ZIP_GLYPHS) && zipFits(code, z));
    return other.length === 1 ? `${rawCode}${gap}${other[0]}` : m;
  });
}

/** The pages with every whole-document repair applied; each page keeps its length. */
export function reconcileOcrPages(pages: string[]): string[] {
  let text = zipAndState(entityComma(initialFromOtherPrinting(pages.join('\f'))));
  for (const step of [
    repairAt,
    speckInWord,
    quoteForCapital,
    qForO,
    capitalQForO,
    digitForCapitals,
    lostLeadCapital,
    innerCapital,
    initialSplitSurname,
    kinListComma,
    nameLostLetter,
    bearingDegree,
    dropStrayAccents,
    accentCapitals,
    tilde,
    splitRunTogether,
    voteNameHyphen,
    joinSplitWords,
    dropNamePunctuation,
    voteWords,
    voteNameTail,
    restoreProperCase,
  ])
    text = step(text, stats(text));
  // A name whose split word was joined above may now show the comma its period stands for.
  return eachLine(text, commaForPeriod).split('\f');
}
