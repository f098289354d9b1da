/**
 * Character-level repairs of OCR misreads inside a line: stray quotes, colons, hyphens and periods that
 * speckle puts between or inside words ("FORTY:-EIGHT", "the -map", "County,” Texas", "‘of", "for. record"),
 * letters read as digits in words ("1S", "ADQPTED") and digits read as letters in numbers ("2O21", "l9th").
 * A repair may drop characters; the caller pads the line back to its length, so offsets stay on the line.
 */

/** Abbreviations whose period is real even when a lower-case word follows ("et al. the", "approx. value"). */
const ABBREVIATIONS = new Set(
  'al etc approx inc co ft sq no nos vs seq ca jr sr st ave blvd apt ste'.split(' '),
);

/** Short words a single misread letter must turn into before a digit inside a two-letter token is repaired. */
const SHORT_WORDS = new Set('IS IN IT IF OF ON OR TO AS AT BY SO NO'.split(' '));

const DIGIT_AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };
const LETTER_AS_DIGIT: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', S: '5' };

/** A word with one digit among its letters ("1S", "N0T", "C0UNTY") reads as the word, not a code ("6B", "4TH"). */
function letterWord(token: string): string {
  const m = /^([\p{L}]*)([0158])([\p{L}]*)$/u.exec(token);
  if (!m) return token;
  const [, before = '', digit = '', after = ''] = m;
  const letters = before + after;
  if (letters.length < 1 || /^(?:st|nd|rd|th)$/i.test(after)) return token;
  const upper = letters === letters.toUpperCase();
  let repaired = DIGIT_AS_LETTER[digit] ?? digit;
  if (!upper) repaired = digit === '1' ? 'l' : repaired.toLowerCase();
  const word = before + repaired + after;
  if (word.length === 2) return SHORT_WORDS.has(word.toUpperCase()) && upper ? word : token;
  // A code like "B8" or "A1A" keeps its digit; a word of three or more letters around the digit does not.
  return letters.length >= 3 && /\p{L}{2}/u.test(word) ? word : token;
}

/**
 * A number with one letter read for a digit: "2O21", "l9th", "l9," -> "2021", "19th", "19,". Words, unit
 * codes ("12B", "6S") and two-character words ("1S" is "IS") are left alone.
 */
function digitWord(token: string): string {
  const m = /^([\dOolIS]+)((?:st|nd|rd|th)?)$/.exec(token);
  if (!m) return token;
  const [, body = '', suffix = ''] = m;
  const digits = body.replace(/\D/g, '').length;
  if (body.length - digits !== 1 || digits === 0) return token;
  // Two characters: only a day like "l9" / "O7" (a letter then a digit that no word could be).
  if (!suffix && body.length === 2 && !/^[lIO]\d$/.test(body)) return token;
  if (/^[So]/.test(body)) return token;
  const repaired = [...body].map((c) => LETTER_AS_DIGIT[c] ?? c).join('');
  // A trailing letter is usually real ("Unit 12S"), except at the end of a year ("202l").
  if (/\D$/.test(body) && !/^(?:19|20)\d\d$/.test(repaired)) return token;
  return repaired + suffix;
}

/** Q is followed by U in English words; an upper-case Q before R/N/F/P/T/D is a misread O ("QR", "ACCQRDING"). */
function misreadQ(token: string): string {
  if (!/^\p{Lu}+$/u.test(token) || token.length < 2) return token;
  return token.replace(/Q(?=[RNFPTD])/g, 'O').replace(/^TQ$/, 'TO');
}

function repairToken(token: string): string {
  if (/\d/.test(token) && /\p{L}|\|/u.test(token)) {
    const n = digitWord(token);
    if (n !== token) return n;
    return letterWord(token);
  }
  return misreadQ(token);
}

/** Repairs one line; the result may be shorter than the input, never longer. */
export function repairLine(line: string): string {
  let out = line;
  // Punctuation glued between letters and a hyphen: "FORTY:-EIGHT", "SIXTY.-ONE".
  out = out.replace(/(?<=\p{L})[:;.,'’](?=-\p{L})/gu, '');
  // A hyphen glued to the start of a word after a blank: "the -map", "MARRIED -ONLY".
  out = out.replace(/(?<=\p{L}[,;]?\s+)-(?=\p{L}{2})/gu, '');
  // Opening quotes with no closing quote later on the line ("‘of Tract No. ‘5521").
  out = out.replace(/[‘“](?=[\p{L}\d])/gu, (q, at: number) => {
    const close = q === '‘' ? '’' : '”';
    return out.indexOf(close, at + 1) > at && !/[‘“]/.test(out.slice(at + 1, out.indexOf(close, at + 1)))
      ? q
      : '';
  });
  // Closing quotes with no opening quote before them: "County,” Texas", "PENDING’". A plural possessive
  // ("Heirs’") keeps its apostrophe.
  out = out.replace(/(?<=[\p{L}\d.,;])[’”](?=[\s,.;:]|$)/gu, (q, at: number) => {
    const open = q === '’' ? '‘' : '“';
    if (out.lastIndexOf(open, at) >= 0) return q;
    return q === '’' && /[sS]$/.test(out.slice(0, at)) ? q : '';
  });
  // A straight double quote with no partner on the line: '"UNIT 9', 'County, "Texas'.
  if ((out.match(/"/g) ?? []).length === 1)
    out = out.replace(/(?<=\s|^)"(?=[\p{L}\d])|(?<=[\p{L}\d.,])"(?=\s|$)/u, '');
  // A stray period glued to the front of a lower-case word or standing alone: "Condominium .recorded", "12, . of".
  out = out.replace(/(?<=[\p{L}\d,] )\.(?=\p{Ll})/gu, '').replace(/(?<=[\p{L}\d,]) \.(?= \p{Ll})/gu, '');
  // A hyphen left at the end of a word inside a line: "Records- of".
  out = out.replace(/(?<=\p{Ll}{3})-(?= \p{Ll})/gu, '');
  // A period between two lower-case words is speckle, not a sentence end: "filed for. record".
  out = out.replace(/\b(\p{Ll}{2,})\.(?=\s+\p{Ll}{2,})/gu, (m, word: string) =>
    ABBREVIATIONS.has(word) ? m : word,
  );
  return out.replace(/[\p{L}\d|]+/gu, repairToken);
}

/** Letters whose capital and small forms have one shape, so OCR often reads a capital as small. */
const CASELESS_INITIAL = /(?<![\p{L}'’-])([cosvwxz])(\p{Ll}{2,})(?![\p{L}'’-])/gu;

/** Small words that do follow a name or a comma in running text and must stay small. */
const STAY_SMALL = new Set(
  `was were who whose which with within where when will would said same such son sons sister sisters spouse
  survived surviving situated situate subject state street wife widow widower owner other our county conveyed
  court city certain containing comprising currently whom sole second seal secured signed sold sworn several
  successor sum since she see set so own on or of over out vested via various corner companies`.split(/\s+/),
);

/**
 * Capitals misread as small letters in names: "Diego E. castillo", "Dolores\nwhitlock", ", victor Carl". Only
 * for c/o/s/v/w/x/z (same shape in both cases), after an initial, a line-broken capitalised word, or before a
 * capitalised word that follows a comma or "by"/"and"/"to".
 */
export function restoreCaselessCapitals(text: string): string {
  return text.replace(CASELESS_INITIAL, (m, first: string, rest: string, at: number) => {
    if (STAY_SMALL.has(m)) return m;
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at + m.length, at + m.length + 40);
    const afterInitial = /(?:^|\s)\p{Lu}\.\s+$/u.test(before);
    const afterBrokenName = /\p{Lu}\p{Ll}+[ \t]*\n[ \t]*$/u.test(before);
    const beforeName =
      /^[ \t]*\n?[ \t]*\p{Lu}(?:\p{Ll}+|\.|\p{Lu}+)/u.test(after) &&
      /(?:,|\bby|\band|\bto)\s+$/u.test(before);
    return afterInitial || afterBrokenName || beforeName ? first.toUpperCase() + rest : m;
  });
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] ?? 0;
      row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] ?? 0;
}

const STAMP_WORDS = ['OFFICIAL', 'NOTARY', 'PUBLIC', 'STAMP'];
const STAMP_TEXT = 'OFFICIAL SEAL NOTARY PUBLIC STAMP';

/** A token of a notary stamp's caption as OCR breaks it ("EFICIAL", "(CIAL", "SE") or plain speckle ("EEE"). */
function isStampJunk(token: string): boolean {
  const letters = token.replace(/[^\p{L}]/gu, '');
  if (/\d/.test(token)) return false;
  if (!letters) return true;
  if (letters !== letters.toUpperCase()) return false;
  if (/(\p{L})\1\1/u.test(letters)) return true;
  if (letters.length >= 2 && STAMP_TEXT.includes(letters)) return true;
  if (letters.length >= 5 && STAMP_WORDS.some((w) => editDistance(letters, w) <= 2)) return true;
  return letters.length <= 4 && !/[AEIOUY]/.test(letters);
}

/** A token that is part of a stamp's caption, however garbled (not mere speckle). */
function isStampCaption(token: string): boolean {
  const letters = token.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && isStampJunk(token) && !/^(\p{L})\1+$/u.test(letters);
}

/** Punctuation or a one- or two-letter small-letter fleck ("eo", "."). */
function isSpeck(token: string): boolean {
  return /^[^\p{L}\d]+$/u.test(token) || /^\p{Ll}{1,2}[^\p{L}\d]*$/u.test(token);
}

/**
 * Blanks columns of speckle that OCR puts on a line beside real text across a wide gap: a garbled stamp
 * caption before a signer's name ("EFICIAL SEAL        Janet Stroud") and stray letters after it
 * ("Chester R. Lundquist     CL          A"). The line keeps its length.
 */
export function dropJunkColumns(line: string): string {
  let out = line;
  // Leading stamp tokens and specks, set apart from the name by a column gap somewhere among them.
  const tokens = [...out.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
  let junk = 0;
  while (junk < tokens.length - 1 && (isStampJunk(tokens[junk]!.text) || isSpeck(tokens[junk]!.text))) junk++;
  const rest = tokens[junk];
  const lead = tokens.slice(0, junk);
  const caption =
    lead.some((t) => isStampCaption(t.text)) ||
    (lead.every((t) => isStampJunk(t.text)) && !!rest && /\s{8,}$/.test(out.slice(0, rest.at)));
  if (junk > 0 && rest && /^\p{Lu}/u.test(rest.text) && caption) {
    const gapBeforeRest = /\s{3,}$/.test(out.slice(0, rest.at));
    const wideGap = /\S\s{3,}\S/.test(out.slice(tokens[0]!.at, rest.at + 1));
    if (gapBeforeRest || wideGap) out = ' '.repeat(rest.at) + out.slice(rest.at);
  }
  const tail = /(?<=[\p{L}.,])(\s{5,})((?:\p{L}{1,2}\s*)+)$/u.exec(out);
  const stray = tail?.[2] ?? '';
  // Compass points ("N", "SW") after a gap are text, not speckle.
  if (
    tail &&
    stray &&
    !/\b(?:[NSEW]|[NS][EW])\b/.test(stray) &&
    stray
      .trim()
      .split(/\s+/)
      .every((t) => t.length <= 2)
  )
    out = out.slice(0, tail.index + (tail[1]?.length ?? 0)) + ' '.repeat(stray.length);
  return out;
}
