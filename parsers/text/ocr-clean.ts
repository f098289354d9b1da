import { fitLine } from './fit-line';
/**
 * Clean-up of OCR page text before extraction. Scanned pages come back with speckle read as stray tokens at
 * line edges ("So", "Co", "oo", "©", "~~"), symbols inside lines, words glued by a misread apostrophe or
 * period ("CARLOS'VILLARREAL", "OF.SEPTEMBER"), slashes of a date read as ones ("0912912022") and single
 * misread letters in the legal words the extractors anchor on ("GHILDREN"). Every rewrite keeps the page's
 * length (removed characters become blanks) so provenance offsets still point into the OCR text.
 */

import { STATE_CODES } from '../normalize/addresses';
import { MONTHS as MONTHS_IN_ORDER, PRINTED_MONTHS } from '../normalize/dates';
import { dropJunkColumns, letterDiff, repairLine, restoreCaselessCapitals } from './ocr-repair';
import { repairSlotGlyphs } from './ocr-slot-glyphs';
import { repairSpeckPunctuation, symbolLetters } from './ocr-specks';
import { repairWordBreaks } from './ocr-word-breaks';

/** Short words and abbreviations (any casing) that are never speckle. */
// ("and", "the", "for": the small words of running text that wraps at a capitals line's end, "PAUL BOISVERT and" /
// "NICOLE R. BOISVERT".)
const REAL_WORDS = new Set(
  'a i an as at be by do he if in is it me my no of on or to up us we am pm st dr rd ln pl ct jr sr apt ste lot and the for'.split(
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
  // A list item's marker ("(b)"), perhaps behind a quote speck ('"(c) MICHAEL DEAN ...').
  if (/^[“”"‘’']?\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)$/.test(token)) return false;
  if (/^[§$#&%]/.test(token)) return false;
  const letters = token.replace(/[^\p{L}]/gu, '');
  const digits = token.replace(/[^\d]/g, '');
  if (!letters && !digits) return true; // only punctuation / symbols
  // A lone digit before a punctuation speck ("0 . Victor Mbeki") is speckle too.
  if (/^\d$/.test(token) && next && /^[^\p{L}\d]+$/u.test(next)) return true;
  if (digits) return false;
  // A dotted abbreviation ("P.O. Box", "A.D.", "N.W.") is text: speckle is never letters and periods in turn.
  if (/^(?:\p{L}\.){2,}[,;]?$/u.test(token)) return false;
  // A recording reference's abbreviation before its number ("BK 2914 PG 512").
  if (/^\p{Lu}{2,3}$/u.test(token) && next && /^\d/.test(next)) return false;
  // "El Paso", "La Jolla", "De Soto": a place's particle before its capitalised word.
  if (PLACE_PARTICLE.test(token) && next && /^\p{Lu}/u.test(next)) return false;
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

/**
 * Record books, plat cabinets, units and the like are often lettered, not numbered ("Plat Cabinet C, Slide
 * 114", "Book J of Plats"): a lone capital after such a noun, at a line's edge, is the letter, not a speck.
 * So are a town's lettered avenues ("1402 Avenue D,") and an office's suite or room ("41st Street, Ste C").
 */
const LETTERED_NOUN =
  /^(?:Book|BOOK|Cabinet|CABINET|Slide|SLIDE|Volume|VOLUME|Unit|UNIT|Building|BUILDING|Bldg\.?|Block|BLOCK|Tract|TRACT|Phase|PHASE|Section|SECTION|Map|MAP|Drawer|DRAWER|Envelope|ENVELOPE|Parcel|PARCEL|Exhibit|EXHIBIT|Schedule|SCHEDULE|Plat|PLAT|Apartment|APARTMENT|Apt\.?|APT\.?|Suite|SUITE|Ste\.?|STE\.?|Room|ROOM|Rm\.?|RM\.?|Avenue|AVENUE|Ave\.?|AVE\.?)$/;
const DESIGNATOR = /^\p{Lu}[,.;]?$/u;

/**
 * "El Paso", "La Jolla", "De Soto", "Mt. Lebanon", "Ft. Myers" wrapped after the particle: the particle ends a
 * line before a capital.
 */
const PLACE_PARTICLE = /^(?:El|EL|La|LA|De|DE|Le|LE|Mt\.?|MT\.|Ft\.?|FT\.)$/;

function cleanEdges(line: string, nextLine = '', previousLine = ''): string {
  // The border of a ruled table ("+------+-----+", read "+-      -+-   -+-") marks the table's rows: no speck.
  if (/^[ \t]*[-+=—–_ \t]*(?:\+[-=—–]|[-=—–]\+)[-+=—–_ \t]*$/.test(line)) return line;
  const letters = line.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  const lineIsCaps = letters.length > 12 && upper / letters.length > 0.8;
  const tokens = [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
  const chars = line.split('');
  const wipe = (t: { text: string; at: number }) => {
    for (let i = t.at; i < t.at + t.text.length; i++) chars[i] = ' ';
  };
  // A letter alone on a line is a speck ("N" above a signer's name), whatever letter it reads as.
  // The article "a" wrapped alone onto a line of running text ("... 42 seconds West" / "a" / "distance of")
  // is the word, not a speck.
  const wrappedArticle =
    tokens[0]?.text === 'a' &&
    /\p{L}[,;]?[ \t]*$/u.test(previousLine) &&
    /^[ \t]*\p{Ll}{2,}\b/u.test(nextLine);
  if (tokens.length === 1 && !wrappedArticle && /^\p{L}[^\p{L}\d]*$/u.test(tokens[0]!.text))
    return ' '.repeat(line.length);
  let first = 0;
  const letteredAfter = (noun: string | undefined, t: string) =>
    !!noun && DESIGNATOR.test(t) && LETTERED_NOUN.test(noun);
  // A venue box's bracket ("STATE OF X  )" / ")  ss." / "COUNTY OF Y  )"): a lone ")" with another in its
  // column on the line above or below is the box's rule, not a speck.
  const bracket = (t: { text: string; at: number }) =>
    /^\)/.test(t.text) && [previousLine, nextLine].some((l) => l[t.at] === ')');
  while (
    first < tokens.length &&
    !bracket(tokens[first]!) &&
    !(first === 0 && letteredAfter(previousLine.trim().split(/\s+/).pop(), tokens[0]!.text)) &&
    isSpeckle(tokens[first]!.text, lineIsCaps, tokens[first + 1]?.text)
  )
    wipe(tokens[first++]!);
  let last = tokens.length - 1;
  const wraps = (t: string) => PLACE_PARTICLE.test(t) && /^\s*\p{Lu}\p{L}/u.test(nextLine);
  // A word broken at the line's end by its hyphen ("real es-" over "tate, situate in").
  const hyphenated = (t: string) => /^\p{Ll}{1,3}-$/u.test(t) && /^[ \t]*\p{Ll}{2}/u.test(nextLine);
  // The middle initial closing an index line's name in capitals ("GRANTEE: OKAFOR BRANDON T").
  const initial = (i: number) =>
    /^\p{Lu}$/u.test(tokens[i]!.text) &&
    /^\p{Lu}{3,},?$/u.test(tokens[i - 1]?.text ?? '') &&
    /^[ \t]$/.test(line.slice((tokens[i - 1]?.at ?? 0) + (tokens[i - 1]?.text.length ?? 0), tokens[i]!.at));
  while (
    last > first &&
    !bracket(tokens[last]!) &&
    !wraps(tokens[last]!.text) &&
    !letteredAfter(tokens[last - 1]?.text, tokens[last]!.text) &&
    !hyphenated(tokens[last]!.text) &&
    !initial(last) &&
    isSpeckle(tokens[last]!.text, lineIsCaps)
  )
    wipe(tokens[last--]!);
  // Stray punctuation glued to the first/last real token: "“ALONSO", "DEED’", "«401". A double quote the line
  // closes ('"Owner"), of 1736 ...') or opened ('hereinafter called "Decedent,"') is a quotation's own.
  const lead = tokens[first];
  if (lead) {
    const m = lead.text.match(/^[“”"‘’'«»]+(?=[\p{L}\d]|\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)$)/u);
    const closed = m && /^["“]$/.test(m[0]) && /[\p{L}\d.,;!?)]["”]/u.test(line.slice(lead.at + 1));
    if (m && !closed) for (let i = 0; i < m[0].length; i++) chars[lead.at + i] = ' ';
  }
  const tail = tokens[last];
  if (tail && last >= first) {
    const m = tail.text.match(/(?<=[\p{L}\d.,;)])[’‘'“”"]+$/u);
    const opened =
      m &&
      /^["”]$/.test(m[0]) &&
      /(?:^|[\s(])["“][\p{L}\d]/u.test(line.slice(0, tail.at + tail.text.length - 1));
    if (m && !opened)
      for (let i = tail.text.length - m[0].length; i < tail.text.length; i++) chars[tail.at + i] = ' ';
  }
  return chars.join('');
}

/** Words the extractors anchor on; an OCR token one letter away (same length) is read as the word. */
const LEXICON =
  `children child daughter husband brother sister deceased decedent grantee grantees grantor grantors
  affiant affiants declarant notary recorded witness witnesses property address residence personal representative executor
  executrix administrator beneficiary distribution declaration condominium subscribed acknowledged married divorced
  survived surviving commonly known heirs distributees successor trustee testament estate county state texas
  california florida september november december october january february august
  arizona colorado nevada oklahoma georgia illinois washington oregon louisiana arkansas alabama kentucky tennessee
  virginia carolina michigan minnesota missouri montana nebraska indiana wisconsin maryland delaware mississippi
  hawaii alaska kansas vermont wyoming connecticut massachusetts pennsylvania
  volume according thereof addition subdivision building situate situated records official undivided
  appurtenant township abstract instrument marriage warranty quitclaim eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand highway remarry`
    .split(/\s+/)
    .filter(Boolean);

// (Not May: "may" is an ordinary word, and a word one glyph off it is as likely "day" or "way" as the month.)
const DATE_MONTHS: readonly string[] = MONTHS_IN_ORDER.filter((m) => m !== 'may');
/** Column captions of an heir or party table that never run together as a phrase. */
const TABLE_CAPTIONS = 'NAME|RELATIONSHIP|ADDRESS|SHARE|AGE|INTEREST';
const STATE_NAMES = Object.keys(STATE_CODES).filter((n) => !n.includes(' '));
const I_STATES = new Set(STATE_NAMES.filter((n) => n.startsWith('i')));
/** A state's name as printed, capitalised or in capitals ("Idaho", "NEW MEXICO"). */
const STATE_NAME_RE = Object.keys(STATE_CODES)
  .flatMap((n) => [n.replace(/\b\w/g, (c) => c.toUpperCase()), n.toUpperCase()])
  .join('|')
  .replace(/ /g, String.raw`[ \t]+`);
const LONG_MONTHS = ['january', 'february', 'august', 'september', 'october', 'november', 'december'];

/** Real words one letter away from a LEXICON word, which must stay as printed ("County Recorder"). */
const NEAR_LEXICON = new Set(
  'recorder recorders properly survives marries distributee texan volumes additions buildings situates thereon thereto whereof eighth seventh granted warrants subscriber caroline indian'.split(
    ' ',
  ),
);

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
  // Short keywords read a letter wrong look like other words ("child"/"chill"); only a state's name is safe
  // ("Teas", "Yexas").
  if (token.length < 4) return token;
  if (token.length === 4) {
    // "Main Street" is no "Maine" that lost its e.
    if (/^main$/i.test(token)) return token;
    const state = STATE_NAMES.find((w) => w.length === 5 && oneLetterDropped(token.toLowerCase(), w));
    return state ? withCasing(state, token) : token;
  }
  if (token.length === 5 && letterDiff(token.toLowerCase(), 'texas') !== 1) return token;
  const lower = token.toLowerCase();
  if (NEAR_LEXICON.has(lower) || LEXICON.includes(lower)) return token;
  // A street suffix whose round capital B and o read as one letter ("Orchard sulevard", "Elm ßoulevard" short of
  // its B): no other word ends in "-levard".
  if (/^\p{L}{1,3}levard$/u.test(token) && lower !== 'boulevard')
    return token === token.toUpperCase() ? 'BOULEVARD' : 'Boulevard';
  // "Volurn", "Deceinber": OCR reads an m as "rn" or "in" (and may lose the letter after it).
  const rn = lower.replace(/rn|in/, 'm');
  const viaRn = rn === lower ? undefined : LEXICON.find((w) => w === rn || w === `${rn}e`);
  if (viaRn) return withCasing(viaRn, token);
  // A plural of a keyword is the plural, not a keyword with a letter too many ("CONDOMINIUMS").
  if (LEXICON.some((w) => lower === `${w}s` || lower === `${w}es`)) return token;
  // A state's name with a letter lost ("Teas", "Flrida") is still the state: no other word is that close.
  const state = STATE_NAMES.find((w) => w.length >= 5 && oneLetterDropped(lower, w));
  if (state) return withCasing(state, token);
  // So is a long month's name ("Febrary 3, 2021").
  const month = LONG_MONTHS.find((w) => oneLetterDropped(lower, w));
  if (month) return withCasing(month, token);
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

const PRONOUN_VERB = String.raw`(?:am|have|give|hereby|appoint|nominate|devise|bequeath|direct|declare|was|do)\b`;

/**
 * The pronoun "I" read as a bracket, bar or one before a verb: "[am married to", "| give all of my". A blank the
 * repair needs comes out of a run of blanks, so the page keeps its length; without one the line stays as read.
 */
function pronounI(line: string): string {
  // A one ("2014. 1 have two children") is the pronoun only where a sentence starts: after a word it is a
  // number ("Section 1 was amended").
  const fixed = line
    .replace(
      new RegExp(String.raw`(?<=^[ \t]*|[.:;][ \t]+|[a-z],?[ \t]+)[[|][ \t]?(?=${PRONOUN_VERB})`, 'g'),
      'I ',
    )
    .replace(new RegExp(String.raw`(?<=^[ \t]*|[.:;,][ \t]+)[1l][ \t](?=${PRONOUN_VERB})`, 'g'), 'I ')
    // The blank after the pronoun lost, gluing it to its verb ("Iam married to"), or the blank before it, gluing it
    // to a heading in capitals that ends on a consonant or E ("GIFT TO MY NEPHEWI give", "EXECUTORI nominate"): no
    // word is spelled "Iam", and a word in capitals ending on a consonant or E and I before a verb is no name.
    .replace(/(?<=^[ \t]*|[.:;][ \t]+)Iam(?=[ \t])/g, 'I am')
    .replace(new RegExp(String.raw`(?<=\b[A-Z]{3,}[B-HJ-NP-TV-Z])I(?=[ \t]+${PRONOUN_VERB})`, 'g'), ' I')
    // An article's or section's roman number glued to its caption ("ARTICLEIV.", "SECTIONII."): the one-letter
    // number I would otherwise read as a speck and go.
    .replace(/\b(ARTICLE|SECTION|Article|Section)(I{1,3}|IV|VI{0,3}|IX|XI{0,3})(?=\.)/g, '$1 $2');
  return fitLine(line, fixed);
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
  // An address block ends on its ZIP code ("Savannah, Georgia 31401" over "Cross Reference: ..."), also with the
  // comma of a sentence that goes on in a paragraph of its own ("... Cambridge, Massachusetts 02139," over the
  // indented "the land with the buildings thereon ...").
  if (/,[ \t]*\p{L}[\p{L}. ]*[ \t]\d{5}(?:-\d{4})?,?[ \t]*$/u.test(before)) return true;
  // A clause closed by its semicolon ("...; and", "...;") over an indented line or one opening in capitals: a recital's
  // "WHEREAS" paragraphs, a Louisiana act's appearers. The next paragraph opens there.
  if (/;[ \t]*(?:and|or)?[ \t]*$/.test(before) && /^(?:[ \t]{2,}\S|[ \t]*\p{Lu}{2,})/u.test(after))
    return true;
  // A table's last row (cells parted by column gaps) over an indented line of prose: the paragraph after the table.
  if (/\S {3,}\S/.test(before.trim()) && /^[ \t]{3,}\p{Lu}/u.test(after) && !/\S {3,}\S/.test(after.trim()))
    return true;
  if (
    /\p{Lu}\p{L}*\s*$/u.test(before) &&
    /^\s*\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(after) &&
    // "... Page 32 of the Plat" / "Records of Lubbock County": a recording reference goes on.
    !/^\s*(?:Records|Book|Page|Volume|County|Parish|Plat|Map|Survey|Abstract|Subdivision|Addition)\b/.test(
      after,
    )
  )
    return true;
  // A description closing on its county and state ("... Records of Travis County, Texas") ends at the blank line.
  return (
    /\b(?:County|Parish|COUNTY|PARISH),?\s+\p{Lu}[\p{L} ]{2,20}$/u.test(before.trimEnd()) &&
    /^\s*(?:\p{Lu}|with\b|which\b)/u.test(after)
  );
}

const NUMBER_AFTER = String.raw`(?=[ \t]+(?:\d|[A-Z]\b|(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|[A-Z]+TEEN|TWENTY|THIRTY|FORTY|FIFTY|SIXTY|SEVENTY|EIGHTY|NINETY)\b))`;

/** Words one letter from "real" that may stand before "estate" or "property" as printed ("his seal"). */
const NEAR_REAL = new Set('real read rear reel seal deal meal heal teal peal zeal veal reap rent'.split(' '));

/**
 * Words of the set phrases the extractors anchor on, read a letter wrong where the phrase leaves no doubt:
 * "commonly knowh as", "passed awdy on", "pated this 24th day of May". The word keeps its casing and length.
 */
function phraseWords(text: string): string {
  const near = (w: string, want: string) => letterDiff(w.toLowerCase(), want) === 1;
  return (
    text
      .replace(
        /\b(commonly|COMMONLY)([ \t]+)(\p{L}{5})(?=[ \t]+(?:as|AS)\b)/gu,
        (m, a: string, sp: string, w: string) =>
          near(w, 'known') ? `${a}${sp}${withCasing('known', w)}` : m,
      )
      .replace(
        /\b(passed|PASSED)([ \t]+)(\p{L}{4})(?=[ \t]+(?:on|ON|at|AT)\b)/gu,
        (m, a: string, sp: string, w: string) => (near(w, 'away') ? `${a}${sp}${withCasing('away', w)}` : m),
      )
      // "filed unger Plat Number 74-112": "under" between the filing and the record it is filed under.
      .replace(
        /(?<=\b(?:filed|recorded|FILED|RECORDED)[ \t]+)(\p{L}{5})(?=[ \t]+(?:Plat|Document|Instrument|Reception|Serial|Book|Volume|Auditor'?s|PLAT|DOCUMENT|INSTRUMENT|RECEPTION|BOOK|VOLUME)\b)/gu,
        (w: string) => (near(w, 'under') ? withCasing('under', w) : w),
      )
      // "Being the same regl estate which was conveyed": "real" before the estate or property it qualifies.
      .replace(/(?<![\p{L}])(\p{L}{4})(?=[ \t]+(?:estate|ESTATE|property|PROPERTY)\b)/gu, (w: string) =>
        near(w, 'real') && !NEAR_REAL.has(w.toLowerCase()) ? withCasing('real', w) : w,
      )
      .replace(
        /(?<![\p{L}])(\p{L}ated|\p{L}ATED)(?=[ \t]+(?:this|THIS)[ \t]+\d{1,2}(?:st|nd|rd|th|ST|ND|RD|TH)\b)/gu,
        (w) => (/^dated$/i.test(w) ? w : w === w.toUpperCase() ? 'DATED' : 'Dated'),
      )
  );
}

/**
 * A block read a letter wrong where the phrase leaves no doubt: "Lot 104 in BLACK TWO" is a block (a word one
 * letter from BLOCK, after a lot, before its number).
 */
function legalWords(text: string): string {
  const block = new RegExp(
    String.raw`(?<=\b(?:lot|lots)\b[^\n.;]{1,60}?)\b(?!block\b)(b[a-z]ock|bl[a-z]ck|blo[a-z]k|bloc[a-z])\b${NUMBER_AFTER}`,
    'gi',
  );
  return text.replace(block, (w: string) => withCasing('block', w));
}

/**
 * A notary's stamp printed beside the signer's name: OCR reads the rest of the stamp ("OFFICIAL SEAL") as a
 * word set far left of the name on the name's line ("CENTS          LAMAR AMOS PEMBERTON" above "Notary
 * Public"). A column of one to three words across a wide gap before a name there is the stamp.
 */
function dropStampBesideName(lines: string[]): string[] {
  return lines.map((line, i) => {
    // The stamp's specks before the role line itself ("he    —   :        Notary Public").
    const specks = line.match(/^\s*(?:\S{1,3}\s+){1,3}\s{5,}(?=Notary\s+Public\b)/i);
    if (specks) return ' '.repeat(specks[0].length) + line.slice(specks[0].length);
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    // The role line under the name, perhaps behind the stamp's own specks (":   Ea   Notary Public").
    const role = next?.match(/^\s*(?:\S{1,3}\s+){0,3}Notary\s+Public\b(.*)$/i);
    if (!role || /\S\s{3,}\p{L}{3,}/u.test(role[1] ?? '')) return line;
    const m = line.match(/^\s*\S+(?:\s{1,4}\S+){0,2}\s{6,}(?:[^\p{L}\d\s]+\s+)*(?=\p{Lu}\S*\s+\p{Lu})/u);
    // Three words in a column could be a name of their own; a stamp's read is broken up ("[REA VERNER]  l").
    if (!m || /^\s*\p{Lu}\p{Ll}+ \p{Lu}\.? ?\p{Lu}?\p{Ll}+\s{6}/u.test(m[0])) return line;
    // The name stands over its capacity: where the stamp pushed it right of the role line's column, it moves
    // back over the role (the line keeps its length).
    const roleAt = next?.search(/Notary\s+Public/i) ?? m[0].length;
    const at = Math.min(m[0].length, Math.max(roleAt, line.length - line.trimStart().length));
    return ' '.repeat(at) + line.slice(m[0].length).padEnd(line.length - at, ' ');
  });
}

/**
 * A column of labels ("GRANTOR:", "GRANTEE:", "DATED:", "RECORDED:") with one label's colon lost: a colon is a
 * speck-sized mark, so "DATED          June 21, 2006" between "GRANTEE:" and "RECORDED :" is the label of its
 * column too. Its colon comes back in the first blank of the gap (same length).
 */
function labelColumnColons(lines: string[]): string[] {
  const labelled = (l: string | undefined) => !!l && /^[ \t]*\p{Lu}{3,}(?:[ \t]\p{Lu}{2,})?[ \t]?:/u.test(l);
  return lines.map((line, i) => {
    const m = line.match(/^([ \t]*\p{Lu}{3,})[ \t]{3,}(?=[\p{L}\d])/u);
    if (!m) return line;
    const above = labelled(lines[i - 1]) || labelled(lines[i - 2]);
    const below = labelled(lines[i + 1]) || labelled(lines[i + 2]);
    return above && below ? `${m[1]}:${line.slice(m[1]!.length + 1)}` : line;
  });
}

/**
 * The same column with every colon lost ("GRANTOR     LEONARD H. FUJIMOTO ..." / "GRANTEE     KAWIKA J. ..." /
 * "DATED       June 21, 2006"): three labels or more at one indent whose values all start in one column, only
 * their values' wrapped lines between them, are a label column however none of its colons was read.
 */
function bareLabelColumn(lines: string[]): string[] {
  // (A metes-and-bounds description sets its courses the same way, "NORTHEASTERLY   by Elm Road, 75 feet;", but a
  // course's compass word is no label, and its printed form has no colon.)
  const LABEL = /^([ \t]*)(?!(?:NORTH|SOUTH)?(?:EAST|WEST)?ERLY\b)(\p{Lu}{3,})[ \t]{2,}(?=[\p{L}\d])/u;
  const out = [...lines];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i]!.match(LABEL);
    if (!first) {
      i++;
      continue;
    }
    const indent = first[1]!.length;
    const column = first[0].length;
    const rows = [i];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j]!;
      const m = l.match(LABEL);
      if (m && m[1]!.length === indent && m[0].length === column) rows.push(j);
      else if (!(l.length > column && !l.slice(0, column).trim() && /\S/.test(l[column]!))) break;
    }
    if (rows.length >= 3)
      for (const r of rows) {
        const at = indent + lines[r]!.match(LABEL)![2]!.length;
        out[r] = `${lines[r]!.slice(0, at)}:${lines[r]!.slice(at + 1)}`;
      }
    i = j;
  }
  return out;
}

/** The text with the matches dropped, each line padded back to its length (the page keeps its length). */
function dropInLines(text: string, re: RegExp): string {
  return text.replace(/[^\n]+/g, (line) => line.replace(re, '').padEnd(line.length, ' '));
}

/** One OCR page, cleaned; the result has exactly the input's length. */
export function cleanOcrPage(page: string): string {
  // The pronoun first: its bar is one of the symbols blanked below.
  let text = symbolLetters(page.split('\n').map(pronounI).join('\n'));
  // A symbol standing alone between two words ("illness ~ Yale", "she ™ pass") goes with its blank, so the words
  // keep one blank between them (a ruled table's bars are its column rules: they stay blanks below).
  text = dropInLines(text, /(?<=\S)[ \t]+[©®™«»~•¢¥€£¶]+(?=[ \t]+\S)/gu);
  text = text
    // The comma after a unit's number at a line's end read as a quote mark, perhaps set apart ("Apt. 9 ’" over
    // "Memphis, Tennessee"): the edge clean-up would drop it as a speck, and the address would run on without it.
    .replace(
      /(?<=\b(?:Apt|APT|Apartment|APARTMENT|Unit|UNIT|Suite|SUITE|Ste|STE|Box|BOX)\.?[ \t]+[\dA-Z]{1,5})([ \t]?)[’'‘`](?=[ \t]*\n[ \t]*\p{Lu}\p{Ll})/gu,
      (_m, gap: string) => `,${gap}`,
    )
    // The particle of "El Paso" / "El Cajon" read with a digit or symbol for its l: "E1 Paso", "EJ Paso", "£1 Paso".
    .replace(/(?<![\p{L}\d])[E£][1lIJ!|](?= \p{Lu}\p{Ll})/gu, 'El')
    // A list item lettered "(c)" read with a cent sign.
    .replace(/\(¢\)/g, '(c)')
    // A hyphenated surname in capitals read with a space before its hyphen ("WHITEHORSE -KEMP"); the space moves
    // after the word so the page keeps its length.
    .replace(/(?<=\p{Lu}{2})([ \t])-(\p{Lu}{2}[\p{Lu}'’]*)/gu, (_m, sp: string, w: string) => `-${w}${sp}`)
    // ... or after it ("THIBODEAU- CRANE,"): a word in capitals does not wrap inside a line.
    .replace(
      /(?<=\p{Lu}{2})-([ \t])(\p{Lu}{2}[\p{Lu}'’]*)(?=[,\s])/gu,
      (_m, sp: string, w: string) => `-${w}${sp}`,
    )
    // A degree sign between digits is a bearing's ("S00°12'41\"W").
    // (So is one set apart from the minutes: "S 14° 22' W".)
    .replace(SYMBOL_RE, (c, at: number, all: string) =>
      c === '°' && /\d/.test(all[at - 1] ?? '') && /^[ \t]?\d/.test(all.slice(at + 1, at + 3)) ? c : ' ',
    );
  // A title's closing quote lost before its comma leaves the blank of its width ('a plan entitled "Plan of\nLots
  // in Salem, Mass. , dated'): with its opening quote unpartnered on this or the line above, the quote comes
  // back in that blank (typed text never sets a blank before a comma). Without it the lone opening quote goes
  // as a speck and the title reads as prose.
  text = text.replace(/(?<=(?:^|\s)"[^"\n]{1,80}(?:\n[^"\n]{0,80})?[\p{L}\d.]) ,(?![^"\n]*")/gu, '",');
  // A witness's signature rule, which OCR drops, set left of the witness's residence ("            residing at
  // 4820 N. Lincoln Ave." over "Rosalind T. Agyeman     Chicago, IL"): without it the name below reads as part of
  // the address. The rule comes back in the blanks it left, over the name's column.
  text = text.replace(
    /^([ \t]{30,})(?=residing at\b[^\n]*\n[ \t]{0,3}\p{Lu}[\p{L}.' -]{4,40}?[ \t]{3,}\p{Lu})/gmu,
    (lead: string) =>
      ` ${'_'.repeat(Math.min(30, lead.length - 10))}${' '.repeat(lead.length - 1 - Math.min(30, lead.length - 10))}`,
  );
  // A form's blank filled in by typing over it ("Last Residence: ___1416 4th Ave. N."): OCR keeps a stub of the
  // rule and sets a blank between it and the entry ("Last Residence:      _ 1416 4th Ave. N."), so the stub no
  // longer touches the entry it would be cleared with (see Doc). After a label's colon it is no part of the value.
  text = text.replace(/(?<=:[ \t]*)_{1,4}(?=[ \t]{1,2}[\p{L}\d$])/gu, (m) => ' '.repeat(m.length));
  // The comma after an abbreviation's period is a speck-sized mark OCR loses, leaving the two blanks of its width:
  // "CAPALBO, JR.  of 22 Belfield Drive", "JR.  Executor of the Will", "2030 F Street, N.W.  Apartment 604",
  // "N.W.  Washington, D.C.". A sentence does not go on in small letters or with a capacity after a name's
  // suffix, nor with a unit or a city after a street's quadrant, so the comma comes back there.
  text = text.replace(
    /(?<=\b(?:JR|SR|Jr|Sr)\.)[ \t]{2}(?=\p{Ll}{2}|(?:Executor|Executrix|Administrat\p{L}*|Trustee|Personal|Individually|Deceased|EXECUTOR|EXECUTRIX|ADMINISTRAT\p{L}*|TRUSTEE|PERSONAL|DECEASED)\b)|(?<=\b[NS]\.[EW]\.)[ \t]{2}(?=(?:Apartment|Apt|Suite|Ste|Unit|Room|Floor|APARTMENT|APT|SUITE|STE|UNIT)\b|\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?,[ \t])/gu,
    ', ',
  );
  // The colon of a return-to label ending its line read as another speck-sized mark: "After recording return to*".
  text = text.replace(
    /(?<=\b(?:[Rr]eturn|RETURN|[Mm]ail|MAIL)[ \t]+(?:to|TO)|\b(?:[Pp]repared|PREPARED)[ \t]+(?:by|BY))[*;.,'’](?=[ \t]*$)/gm,
    ':',
  );
  // A table's header row whose column gap OCR narrowed to one blank ("RELATIONSHIP ADDRESS"): the two captions
  // read as one, and the address column is lost. These captions never make a phrase together, so a row that
  // is otherwise set in columns gets its gap back.
  text = text.replace(
    /^[ \t]*\p{Lu}[\p{Lu} \t]*\S[ \t]{3,}\S[^\n]*$|^[^\n]*\S[ \t]{3,}\p{Lu}[\p{Lu} \t]*$/gmu,
    (line) =>
      /[^\p{Lu} \t]/u.test(line)
        ? line
        : line.replace(
            new RegExp(String.raw`\b(${TABLE_CAPTIONS})[ ](?=(?:${TABLE_CAPTIONS})\b)`, 'g'),
            '$1  ',
          ),
  );
  // A month's name with one letter misread, in a written date ("recorded Jyly 7, 2015"): the day and year after it
  // say it is a month, and only one month is that close.
  text = text.replace(/\b(\p{Lu}\p{Ll}{3,8})(?=[ \t]+\d{1,2},[ \t]*(?:19|20)\d{2}\b)/gu, (word: string) => {
    const near = DATE_MONTHS.filter((m) => letterDiff(word.toLowerCase(), m) === 1);
    return near.length === 1 && !DATE_MONTHS.includes(word.toLowerCase())
      ? near[0]!.charAt(0).toUpperCase() + near[0]!.slice(1)
      : word;
  });
  // A house number with a hyphen and a quote speck between it and its street's compass point ("3345-'W. 38th
  // Avenue"): a street number is set apart from the direction by a blank.
  text = text.replace(/(?<=(?:^|[ \t])\d{1,6})[-–]?['‘’`](?=[NSEW]\.?[ \t]+\d)/gmu, ' ');
  // A plus sign speck glued to a house number after its lead-in ("whose address is +1550 Palisade Avenue"): a
  // phone number's plus comes before a country code and more digits, never before a street's name.
  text = text.replace(/(?<=\b(?:is|at|of)[ \t]+)\+(?=\d{1,6}[ \t]+\p{Lu}\p{Ll})/gu, ' ');
  // A name in capitals run into its post-office box across a column gap read as one blank ("MAEVE O'BRIEN P.O. Box
  // 1184"): a name never runs on into a box number, so the column gap comes back.
  text = text.replace(/(?<=\b\p{Lu}[\p{Lu}'’-]+)[ ](?=P\.?[ ]?O\.?[ ]Box\b)/gu, '    ');
  // A subtitle in capitals set in parentheses on its own line ("(EXECUTORS' DEED)") with a speck after it read as a
  // comma or period: a title takes no punctuation, and with it the line reads as the tail of a sentence.
  text = text.replace(/^([ \t]*\(\p{Lu}[\p{Lu}'’ -]*\p{Lu}\))[,.;](?=[ \t]*$)/gmu, '$1 ');
  // "0912912022" -> "09/29/2022": the slashes of a numeric date read as ones.
  text = text.replace(
    /\b(\d{2})[1lI|](\d{2})[1lI|]((?:19|20)\d{2})\b/g,
    (m, mo: string, d: string, y: string) =>
      Number(mo) >= 1 && Number(mo) <= 12 && Number(d) >= 1 && Number(d) <= 31 ? `${mo}/${d}/${y}` : m,
  );
  // The slashes of a numeric date lost to blanks: "died on 04 24 2019".
  text = text.replace(
    /(?<=\b(?:on|dated|died|of)[ \t]+)(\d{2}) (\d{2}) ((?:19|20)\d{2})\b/g,
    (m, mo: string, d: string, y: string) =>
      Number(mo) >= 1 && Number(mo) <= 12 && Number(d) >= 1 && Number(d) <= 31 ? `${mo}/${d}/${y}` : m,
  );
  // A state whose name starts with an I read with an l, a one or a bar for it: "Boise, ldaho", "1llinois".
  text = text.replace(/(?<![\p{L}\d])[l1|](?=\p{Ll}{3,}\b)(\p{Ll}+)/gu, (m, rest: string) =>
    I_STATES.has(`i${rest}`) ? `I${rest}` : m,
  );
  // The comma between a city and its state read as a period, or doubled by one: "Boise. Idaho 83702",
  // "at Boise,.Idaho, and".
  text = text.replace(
    new RegExp(
      String.raw`(?<=\b\p{Lu}\p{Ll}+)(?:\.|,\.)(?=[ \t]*(?:${STATE_NAME_RE})(?:,|[ \t]+\d{5}\b))`,
      'gu',
    ),
    (m) => (m === '.' ? ',' : ', '),
  );
  // A year's zero read as a 6, 8 or 9 in a written date: "Recorded On: April 21, 2623".
  text = text.replace(
    new RegExp(
      String.raw`(?<=\b(?:${PRINTED_MONTHS})[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+)2[689](?=\d\d\b)`,
      'g',
    ),
    '20',
  );
  // "Old" of a street's name read with a zero and a one: "4410 0ld Macon Road", "3612 01d Gun Road".
  text = text.replace(/(?<=\b\d{1,6}[ \t]+)[0O][1lI|]([dD])(?=[ \t]+\p{Lu})/gu, (_m, d: string) =>
    d === 'D' ? 'OLD' : 'Old',
  );
  // A month's leading zero read as a 9, 6 or 8: "died on 97/22/2019".
  text = text.replace(
    /\b[689]([1-9])\/(\d{2})\/((?:19|20)\d{2})\b/g,
    (m, mo: string, d: string, y: string) => (Number(d) >= 1 && Number(d) <= 31 ? `0${mo}/${d}/${y}` : m),
  );
  // A dot leader between a label and its value ("PLACE OF DEATH ...... At his home") comes back as its first
  // and last dots with blanks between ("PLACE OF DEATH.      . At his home"): Tesseract drops the dots of
  // a run as specks. The run is dots again, so the label stays apart from its value.
  text = text.replace(
    /(?<=\p{L})[ \t]?\.[ \t]{2,}(?:\.[ \t]*)*\.(?=[ \t]+[\p{L}\d])/gu,
    (m) => ` ${'.'.repeat(m.length - 1)}`,
  );
  // An ñ read as "fi" inside a Spanish surname ("Villasefior", "Mufioz", "Ordofiez", "Acufia"): no English name
  // has a, e or u before "fio", a vowel before "fiez", or u before "fia" ("Sofia", "Mafia", "Seafield" stay). The word
  // shrinks by a letter: a blank after it keeps the page's length.
  text = text
    .replace(
      /\b(\p{Lu}\p{Ll}*?)(?:(?<=[aeu])fi(?=o)|(?<=[aeou])fi(?=ez\b)|(?<=u)fi(?=a))(\S*)/gu,
      (_m, a: string, b: string) => `${a}ñ${b} `,
    )
    .replace(
      /\b(\p{Lu}+?)(?:(?<=[AEU])FI(?=O)|(?<=[AEOU])FI(?=EZ\b)|(?<=U)FI(?=A))(\S*)/gu,
      (_m, a: string, b: string) => `${a}Ñ${b} `,
    );
  // A typographic apostrophe after a letter is the plain one names and titles are written with ("EXECUTORS’ DEED",
  // "O’Hear").
  text = text.replace(/(?<=\p{L})[’‘`´](?=\p{L}|[ \t])/gu, "'");
  // "BETWEEN  MICHAEL P. DEVLIN" with the gap lost: the opening word of the parties clause glued to the first name.
  text = text.replace(/\b(BETWEEN|Between)(?=\p{Lu}{2})/gu, '$1 ');
  // "made the eighty day of July": the ordinal's h read as a y.
  text = text.replace(/\b(eight|EIGHT)[yY](?=[ \t]+(?:day|DAY)[ \t]+(?:of|OF)\b)/g, (_m, w: string) =>
    w === 'EIGHT' ? 'EIGHTH' : `${w}h`,
  );
  // The O of an Irish surname read as a zero: "0'Neill".
  text = text.replace(/(?<![\p{L}\d])0{1,2}(?=['’]\p{Lu}\p{L})/gu, 'O');
  // A speck read as a dash or quote in front of a name's initial or surname in capitals: "CONSTANCE -A.
  // BRIGGERMAN", "NIKOLAOS P. 'STAVRIDIS" (dropped; the line keeps its length).
  text = dropInLines(text, /(?<=\b\p{Lu}{2,}[ \t])[-'‘’`"]+(?=\p{Lu}\.[ \t]+\p{Lu}{2,})/gu);
  // The same speck before the initial of a name in small letters: "Tessa ‘M. Lundgren".
  text = dropInLines(text, /(?<=\b\p{Lu}\p{Ll}+[ \t])[-'‘’`"]+(?=\p{Lu}\.[ \t]+\p{Lu}\p{Ll}+)/gu);
  text = dropInLines(text, /(?<=\b\p{Lu}{2,}[ \t]+\p{Lu}\.[ \t])['‘’`"]+(?=\p{Lu}{3,}\b)/gu);
  // A speck read as a period after "residing at" or as a dash after the house number: "residing at. 8- Lamplighter
  // Lane" (blanked: no sentence ends there).
  text = text.replace(
    /(?<=\b(?:residing|resides|reside|living|located|situated)[ \t]+at)[.,](?=[ \t]+\d)|(?<=\bat[.,]?[ \t]+\d{1,6})-(?=[ \t]+\p{Lu}\p{Ll})/gu,
    ' ',
  );
  // A middle initial glued to the first name, the blank between lost: "BrendaL. Gustafson". An inner capital
  // after three small letters is no surname prefix's ("McD", "MacK"), and a name's word ends before its period.
  // The blank comes out of a run of blanks on the line (without one the line stays as read).
  text = text.replace(/[^\n]+/g, (line) => {
    const fixed = line.replace(
      /(?<![\p{L}'’-])(?!Mac)(\p{Lu}\p{Ll}{2,})(\p{Lu})\.(?=[ \t]\p{Lu}\p{Ll})/gu,
      '$1 $2.',
    );
    if (fixed === line || fixed.length - line.length > 1) return line;
    let at = 0;
    while (fixed[at] === line[at]) at++;
    // (Else the nearest run before it: a column gap a blank narrower keeps its column.)
    const after = fixed.slice(at).match(/ {2,}| +$/);
    const before = [...fixed.slice(0, at).matchAll(/ {2,}/g)].pop();
    const cut = after ? at + (after.index ?? 0) : before ? (before.index ?? 0) : -1;
    return cut < 0 ? line : fixed.slice(0, cut) + fixed.slice(cut + 1);
  });
  // A middle initial O read as a zero: "Dennis 0. Tran".
  text = text.replace(/(?<=\b\p{Lu}\p{Ll}+[ \t])0\.(?=[ \t]\p{Lu}\p{Ll})/gu, 'O.');
  // A middle initial S read as a section mark or a dollar sign: "Yolanda §. Petrakis", "Carl $. Moore".
  text = text.replace(/(?<=\b\p{Lu}\p{Ll}+[ \t])[§$]\.(?=[ \t]\p{Lu}\p{Ll})/gu, 'S.');
  text = repairSpeckPunctuation(text);
  text = repairSlotGlyphs(text);
  text = repairWordBreaks(text, LEXICON);
  text = phraseWords(text);
  text = legalWords(text);
  // A speck read as a quote or colon after the noun of a lot or block before its spelled number: "Lot' Five (5)",
  // "Block: Twelve (12)". A form's "Lot: 5" label is left alone: it gives a numeral, not a spelled number.
  text = text.replace(
    /\b(Lot|LOT|Lots|LOTS|Block|BLOCK|Tract|TRACT|Unit|UNIT)['’`:;](?=[ \t]+\p{L}+(?:-\p{L}+)?[ \t]+\(\d+\))/gu,
    '$1 ',
  );
  // A foot mark read as a double quote (inches) where the words before it say feet: "the East Ten Feet (E 10")".
  text = text.replace(
    /(?<=\b(?:Feet|FEET|Foot|FOOT)[ \t]+\((?:[NSEW]{1,2}[ \t]+)?\d+(?:\.\d+)?)["”](?=\))/g,
    "'",
  );
  // "Survey.\nAbstract No.": the comma before a survey's abstract read as a period at a line end.
  text = text.replace(/(?<=\b(?:Survey|SURVEY))\.(?=[ \t]*\n[ \t]*(?:Abstract|ABSTRACT)\b)/g, ',');
  // A speck read as a period after a recording reference's noun ("Volume 1120, Page. 302") or after a list's
  // separator ("BRENT ALLEN HUTCHINS, son;.\n and ..."): neither word is abbreviated, nor does a list end there.
  text = text.replace(
    /\b(Page|PAGE|Volume|VOLUME|Book|BOOK|Slide|SLIDE|Cabinet|CABINET)\.(?=[ \t]+\d)/g,
    '$1',
  );
  text = text.replace(/(?<=\p{L});\.(?=[ \t]*(?:\n|$))/gu, ';');
  // "the" misread at the start of a line that goes on from a preposition: "of\nLhe Plat Records".
  text = text.replace(/(?<=\b(?:of|in|to|at|on|and|from)[ \t]*\n[ \t]*)[L1I]he(?=[ \t]+\p{L})/gu, 'the');
  // A colon speckle before the county of a description wrapped onto the next line: "MARICOPA:\nCOUNTY".
  text = text.replace(/(?<=\p{L}{3}):(?=[ \t]*\n[ \t]*(?:COUNTY|County|PARISH|Parish)\b)/gu, ' ');
  // Words glued by a misread apostrophe or period: "CARLOS'VILLARREAL", "OF.SEPTEMBER", "to-the". A capitalised
  // word going on in small letters after an apostrophe is a name written with its glottal stop ("Ka'apuni",
  // "Kaho'olawe"), not two words.
  text = text.replace(
    /(?<![\p{L}'’])(\p{L}{2,})(['’.])(\p{Lu}{3,}|\p{Lu}?\p{Ll}{2,})/gu,
    (m, a: string, mark: string, b: string) =>
      /^(?:[A-Z]\.){1,}$/.test(`${a}.`) || (mark !== '.' && /^\p{Lu}\p{Ll}+$/u.test(a) && /^\p{Ll}/u.test(b))
        ? m
        : `${a} ${b}`,
  );
  // A speck read as a quote between a word and a house number: "resides at'3 Oak Hill Drive".
  text = text.replace(/(?<=\b(?:at|of|to|is)\b)['’`](?=\d)/g, ' ');
  // A keyword split after its capital: "New Castle C ounty," (the blank moves to the line's end).
  text = text.replace(/\b(\p{Lu}) (\p{Ll}{3,})\b([^\n]*)/gu, (m, a: string, b: string, rest: string) =>
    LEXICON.includes(`${a}${b}`.toLowerCase()) ? `${a}${b}${rest} ` : m,
  );
  text = text.split('\n').map(fixWordsOfLine).join('\n');
  text = restoreCaselessCapitals(text);
  // "Old Town Or.," -> "Dr.": the street suffix with its D read as O.
  text = text.replace(/(?<=\d[^,]{2,30}\s)Or(?=\.?,)/g, 'Dr');
  // "2204 Shipley Rpad" -> "Road" (its o read as a p or a zero), and "1107 W. Mermod $t." -> "St." (an S read as a
  // dollar sign, which never stands before a letter).
  text = text.replace(
    /(?<=\b\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?(?:\p{Lu}\p{Ll}+[ \t]+){1,3})R[p0Q]ad\b/gu,
    'Road',
  );
  text = text.replace(/(?<=\p{L}[ \t]+)\$(?=t\.?,)/gu, 'S');
  // A period for a blank between a state's name and its ZIP: "Carlsbad, New Mexico. 88220".
  text = text.replace(new RegExp(String.raw`(?<=\b(?:${STATE_NAME_RE}))\.(?=[ \t]+\d{5}\b)`, 'gu'), ' ');
  // A ZIP's last 1 read as a bracket or bar behind a state's code: "Palmdale, CA 9355]".
  text = text.replace(/(?<=,[ \t]*[A-Z]{2}[ \t]+\d{4})[\]|!](?![\p{L}\d\]|])/gu, '1');
  // A quote speck behind an initial's period before the surname: "Adrian G.' Abrego".
  text = text.replace(/(?<=\b\p{Lu}\p{Ll}+[ \t]+\p{Lu}\.)['’‘](?=[ \t]+\p{Lu}\p{Ll})/gu, ' ');
  // "2719 Kirnwood Orive," -> "Drive" (and "ORIVE").
  text = text.replace(/(?<=\d[^,\n]{2,30}\s)(?:Orive|ORIVE)(?=\.?,|\s*$)/gm, (w) =>
    w === 'ORIVE' ? 'DRIVE' : 'Drive',
  );
  // A speck in front of a label at a line's start: "-Grantee:   X" (a bullet keeps its blank: "- Name: X").
  text = text.replace(/^([ \t]*)[-.,'‘’`~_|](?=\p{Lu}[\p{L}' ]{2,30}:)/gmu, '$1 ');
  // The layout is kept as read: OCR lays each line out from where its words were printed (see layoutPageText),
  // so a run of blanks inside a line is a column gap ("NAME   RELATIONSHIP") and a line's indentation is the
  // page's own. Collapsing either moved a line's blanks to its end, where they stretched the reach of every
  // pattern that looks a fixed distance back, and ran a table's columns together.
  const lines = bareLabelColumn(labelColumnColons(dropStampBesideName(text.split('\n')))).map(
    (line, i, all) =>
      cleanEdges(
        repairLine(dropJunkColumns(sectionSigns(line)), all[i + 1], all[i - 1]).padEnd(line.length, ' '),
        all[i + 1],
        all[i - 1],
      ),
  );
  // A single blank line between two lines of one paragraph is OCR line spacing: fold it into the next line.
  for (let i = 1; i + 1 < lines.length; i++) {
    if (
      lines[i]!.trim() === '' &&
      lines[i - 1]!.trim() !== '' &&
      lines[i + 1]!.trim() !== '' &&
      !/(?:\p{L}{3,}|\d)[.:]\s*$|:\s*$/u.test(lines[i - 1]!) &&
      !endsBlock(lines[i - 1]!, lines[i + 1]!) &&
      // A title in capitals ("WARRANTY DEED") stands apart from the paragraph under it.
      !isHeading(lines[i - 1]!)
    ) {
      lines[i - 1] = `${lines[i - 1]} ${lines[i]}`;
      lines.splice(i, 1);
    }
  }
  // A table's header ruled off from its rows ("NAME   RELATIONSHIP   ADDRESS" over "-----   ------"): OCR
  // drops the rules, leaving blank lines that part the header from its first row. They fold into the header.
  for (let i = 1; i + 1 < lines.length; i++) {
    if (lines[i]!.trim() !== '' || !TABLE_HEADER.test(lines[i - 1]!)) continue;
    let j = i;
    while (j < lines.length && lines[j]!.trim() === '') j++;
    if (j >= lines.length || !/\S {3,}\S/.test(lines[j]!)) continue;
    lines[i - 1] = [lines[i - 1], ...lines.slice(i, j)].join(' ');
    lines.splice(i, j - i);
  }
  return lines.join('\n');
}

/** A line all in capitals: a title or caption, never the middle of a paragraph. */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

/** Three or more column headings in capitals, set apart by column gaps (three or more blanks). */
const TABLE_HEADER = /^\s*\p{Lu}[\p{Lu} .'’/&#-]*?(?: {3,}\p{Lu}[\p{Lu} .'’/&#-]*?){2,}\s*$/u;
