/**
 * Clean-up of OCR page text before extraction. Scanned pages come back with speckle read as stray tokens at
 * line edges ("So", "Co", "oo", "©", "~~"), symbols inside lines, words glued by a misread apostrophe or
 * period ("CARLOS'VILLARREAL", "OF.SEPTEMBER"), slashes of a date read as ones ("0912912022") and single
 * misread letters in the legal words the extractors anchor on ("GHILDREN"). Every rewrite keeps the page's
 * length (removed characters become blanks) so provenance offsets still point into the OCR text.
 */

import { dropJunkColumns, repairLine, restoreCaselessCapitals } from './ocr-repair';

/** Short words and abbreviations (any casing) that are never speckle. */
const REAL_WORDS = new Set(
  'a i an as at by do he if in is it me my no of on or to up us we am pm st dr rd ln pl ct jr sr apt ste lot'.split(
    ' ',
  ),
);
/** Codes that are real only in capitals: states, directionals, generational suffixes. */
const REAL_CODES = new Set(
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK
  PA RI SC SD TN TX UT VT VA WA WV WI WY N S E W NW SE SW II IV`.split(/\s+/),
);

/** Symbols that OCR produces from specks and that never carry meaning in these documents. */
const SYMBOL_RE = /[©®™«»|~•°¢¥€£¶]/g;

/** Whether a whitespace-delimited token at a line edge is speckle rather than text. */
function isSpeckle(token: string, lineIsCaps: boolean, next?: string): boolean {
  if (/^_{3,}$/.test(token)) return false; // signature line
  if (/^[§$#&%]/.test(token)) return false;
  const letters = token.replace(/[^\p{L}]/gu, '');
  const digits = token.replace(/[^\d]/g, '');
  if (!letters && !digits) return true; // only punctuation / symbols
  if (digits) return false;
  // An initial ("J.") stays unless more speckle follows it ("I. C _* PHARR").
  if (/^\p{Lu}\.$/u.test(token)) return !!next && /^(?:\p{L}|[^\p{L}\d]+)$/u.test(next);
  // In an all-capitals line, short lower-case tokens ("So", "oo", "Coe", "i") are speckle.
  // A lower-case function word ("of", "by") at the edge of a capitals line is running text wrapped there.
  if (lineIsCaps && /\p{Ll}/u.test(letters) && letters.length <= 3)
    return !(letters.length >= 2 && token === letters && REAL_WORDS.has(letters));
  if (letters.length > 2) return false;
  if (REAL_CODES.has(letters)) return false;
  return !REAL_WORDS.has(letters.toLowerCase());
}

function cleanEdges(line: string): string {
  const letters = line.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  const lineIsCaps = letters.length > 12 && upper / letters.length > 0.8;
  const tokens = [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
  const chars = line.split('');
  const wipe = (t: { text: string; at: number }) => {
    for (let i = t.at; i < t.at + t.text.length; i++) chars[i] = ' ';
  };
  let first = 0;
  while (first < tokens.length && isSpeckle(tokens[first]!.text, lineIsCaps, tokens[first + 1]?.text))
    wipe(tokens[first++]!);
  let last = tokens.length - 1;
  while (last > first && isSpeckle(tokens[last]!.text, lineIsCaps)) wipe(tokens[last--]!);
  // Stray punctuation glued to the first/last real token: "“ALONSO", "DEED’", "«401".
  const lead = tokens[first];
  if (lead) {
    const m = lead.text.match(/^[“”"‘’'«»]+(?=[\p{L}\d])/u);
    if (m) for (let i = 0; i < m[0].length; i++) chars[lead.at + i] = ' ';
  }
  const tail = tokens[last];
  if (tail && last >= first) {
    const m = tail.text.match(/(?<=[\p{L}\d.,;)])[’‘'“”"]+$/u);
    if (m) for (let i = tail.text.length - m[0].length; i < tail.text.length; i++) chars[tail.at + i] = ' ';
  }
  return chars.join('');
}

/** Words the extractors anchor on; an OCR token one letter away (same length) is read as the word. */
const LEXICON =
  `children child daughter husband brother sister deceased decedent grantee grantees grantor grantors
  affiant affiants declarant notary recorded witness witnesses property address residence personal representative executor
  executrix administrator beneficiary distribution declaration condominium subscribed acknowledged married divorced
  survived surviving commonly known heirs distributees successor trustee testament estate county state texas
  california florida september november december october january february august`
    .split(/\s+/)
    .filter(Boolean);

/** Real words one letter away from a LEXICON word, which must stay as printed ("County Recorder"). */
const NEAR_LEXICON = new Set('recorder recorders properly survives marries distributee'.split(' '));

/** Whether `long` is `short` with one letter inserted ("distributes" -> "distributees"). */
function oneLetterDropped(short: string, long: string): boolean {
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** The word with the token's own casing pattern (all caps, capitalised or lower case). */
function withCasing(word: string, token: string): string {
  if (token === token.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(token) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function fixWord(token: string): string {
  if (token.length < 6) return token;
  const lower = token.toLowerCase();
  if (NEAR_LEXICON.has(lower) || LEXICON.includes(lower)) return token;
  for (const word of LEXICON) {
    // Long words also survive a letter OCR dropped or doubled ("distributes", "beneficiairy").
    if (word.length >= 9 && (oneLetterDropped(lower, word) || oneLetterDropped(word, lower)))
      return withCasing(word, token);
    if (word.length !== lower.length) continue;
    let diff = 0;
    for (let i = 0; i < word.length && diff < 2; i++) if (word[i] !== lower[i]) diff++;
    if (diff !== 1) continue;
    // Keep the token's own casing pattern.
    return [...word]
      .map((c, i) =>
        token[i] === token[i]?.toUpperCase() && /\p{L}/u.test(token[i] ?? '') ? c.toUpperCase() : c,
      )
      .join('');
  }
  return token;
}

/**
 * The line with its misread keywords fixed. A keyword that gets back a dropped letter takes a spare blank of
 * the same line, so the page keeps its length; without one the line stays as read.
 */
function fixWordsOfLine(line: string): string {
  let fixed = line.replace(/\p{L}+/gu, fixWord);
  while (fixed.length > line.length) {
    const spare = fixed.match(/ {2,}| +$/);
    if (!spare) return line.replace(/\p{L}+/gu, (t) => (fixWord(t).length === t.length ? fixWord(t) : t));
    const at = spare.index ?? 0;
    fixed = fixed.slice(0, at) + fixed.slice(at + 1);
  }
  // A keyword read with a doubled letter comes back shorter: pad the line.
  return fixed.padEnd(line.length, ' ');
}

/**
 * The "§" column of a Texas caption ("THE STATE OF TEXAS      §") read as an "8": a lone 8 set apart by a wide gap
 * at either edge of a line whose other text has no digits.
 */
function sectionSigns(line: string): string {
  if (/\d/.test(line.replace(/(?:^\s*8(?=\s{3,}))|(?:(?<=\S\s{3,})8\s*$)/g, ''))) return line;
  return line.replace(/^(\s*)8(?=\s{3,}\S)/, '$1§').replace(/(?<=\S\s{3,})8(?=\s*$)/, '§');
}

/**
 * A block printed without a final period (a legal description ending "... County, Arizona") followed by a new
 * sentence ("That the said decedent ...") is two paragraphs, not one broken by OCR line spacing.
 */
function endsBlock(before: string, after: string): boolean {
  if (/\p{Lu}\p{L}*\s*$/u.test(before) && /^\s*\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(after)) return true;
  // A description closing on its county and state ("... Records of Travis County, Texas") ends at the blank line.
  return (
    /\b(?:County|Parish|COUNTY|PARISH),?\s+\p{Lu}[\p{L} ]{2,20}$/u.test(before.trimEnd()) &&
    /^\s*(?:\p{Lu}|with\b|which\b)/u.test(after)
  );
}

/** One OCR page, cleaned; the result has exactly the input's length. */
export function cleanOcrPage(page: string): string {
  let text = page.replace(SYMBOL_RE, ' ');
  // "0912912022" -> "09/29/2022": the slashes of a numeric date read as ones.
  text = text.replace(
    /\b(\d{2})[1lI|](\d{2})[1lI|]((?:19|20)\d{2})\b/g,
    (m, mo: string, d: string, y: string) =>
      Number(mo) >= 1 && Number(mo) <= 12 && Number(d) >= 1 && Number(d) <= 31 ? `${mo}/${d}/${y}` : m,
  );
  // Words glued by a misread apostrophe or period: "CARLOS'VILLARREAL", "OF.SEPTEMBER", "to-the".
  text = text.replace(/(\p{L}{2,})['’.](\p{Lu}{3,}|\p{Lu}?\p{Ll}{2,})/gu, (m, a: string, b: string) =>
    /^(?:[A-Z]\.){1,}$/.test(`${a}.`) ? m : `${a} ${b}`,
  );
  text = text.split('\n').map(fixWordsOfLine).join('\n');
  text = restoreCaselessCapitals(text);
  // "Old Town Or.," -> "Dr.": the street suffix with its D read as O.
  text = text.replace(/(?<=\d[^,]{2,30}\s)Or(?=\.?,)/g, 'Dr');
  const lines = text.split('\n').map((line) => {
    const clean = cleanEdges(repairLine(dropJunkColumns(sectionSigns(line))).padEnd(line.length, ' '));
    // Runs of blanks inside a line are layout, not column gaps, once OCR has split the columns: keep one blank
    // between words and move the rest to the line's end.
    const words = clean.trim().replace(/\s{2,}/g, ' ');
    const lead = clean.length - clean.trimStart().length;
    const body = `${' '.repeat(Math.min(lead, 1))}${words}`;
    return body.padEnd(clean.length, ' ');
  });
  // A single blank line between two lines of one paragraph is OCR line spacing: fold it into the next line.
  for (let i = 1; i + 1 < lines.length; i++) {
    if (
      lines[i]!.trim() === '' &&
      lines[i - 1]!.trim() !== '' &&
      lines[i + 1]!.trim() !== '' &&
      !/(?:\p{L}{3,}|\d)[.:]\s*$|:\s*$/u.test(lines[i - 1]!) &&
      !endsBlock(lines[i - 1]!, lines[i + 1]!)
    ) {
      lines[i - 1] = `${lines[i - 1]} ${lines[i]}`;
      lines.splice(i, 1);
    }
  }
  return lines.join('\n');
}
