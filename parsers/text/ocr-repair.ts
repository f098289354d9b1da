import { STATE_CODES } from '../normalize/addresses';
import { PRINTED_MONTHS } from '../normalize/dates';
import { editDistance } from './edit-distance';

/**
 * Character-level repairs of OCR misreads inside a line: stray quotes, colons, hyphens and periods that
 * speckle puts between or inside words ("FORTY:-EIGHT", "the -map", "County,” Texas", "‘of", "for. record"),
 * letters read as digits in words ("1S", "ADQPTED") and digits read as letters in numbers ("2O21", "l9th").
 * A repair may drop characters; the caller pads the line back to its length, so offsets stay on the line.
 */

/** Abbreviations whose period is real even when a lower-case word follows ("et al. the", "approx. value"). */
const ABBREVIATIONS = new Set(
  'al etc approx inc co ft sq no nos vs seq ca jr sr st ave blvd apt ste esq mr mrs ms dr ltd corp'.split(
    ' ',
  ),
);

/** Words that go on a sentence after a name or title with a comma: a period before one is a misread comma. */
const AFTER_NAME_COMMA =
  /^[ \t]+(?:residing|whose|who|late|dated|deceased|individually|husband|wife|being|as\s+(?:the\s+)?(?:personal|executor|executrix|administrat|independent|trustee|grantor|grantee)|an?\s+(?:son|daughter|child|grandson|granddaughter|brother|sister|nephew|niece|widow|widower|resident|single|married))\b/;

const STATE_NAMES = Object.keys(STATE_CODES).join('|').replace(/ /g, '\\s+');

/** Number words that end a hyphenated compound ("TWENTY- FIVE" keeps its hyphen). */
const TENS = /(?:TWENTY|THIRTY|FORTY|FIFTY|SIXTY|SEVENTY|EIGHTY|NINETY)$/i;

/** Short words a single misread letter must turn into before a digit inside a two-letter token is repaired. */
const SHORT_WORDS = new Set('IS IN IT IF OF ON OR TO AS AT BY SO NO'.split(' '));

const DIGIT_AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };
const LETTER_AS_DIGIT: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', S: '5' };

/** A word with one digit among its letters ("1S", "N0T", "C0UNTY") reads as the word, not a code ("6B", "4TH"). */
function letterWord(token: string): string {
  // Two digits in a capitalised word ("10ZANO"): each reads as its letter shape when four letters stand by them.
  if (/^[0158]{1,2}\p{Lu}{4,}$/u.test(token) && /\d\d/.test(token))
    return token.replace(/\d/g, (d) => DIGIT_AS_LETTER[d] ?? d);
  const m = /^([\p{L}]*)([0158])([\p{L}]*)$/u.exec(token);
  if (!m) return token;
  const [, before = '', digit = '', after = ''] = m;
  const letters = before + after;
  if (letters.length < 1 || /^(?:st|nd|rd|th)$/i.test(after)) return token;
  // A zero opening a capitalised word is its O ("0LD TOWN"); unit codes do not start with a zero.
  if (digit === '0' && !before && /^\p{Lu}{2,}$/u.test(after)) return `O${after}`;
  const upper = letters === letters.toUpperCase();
  let repaired = DIGIT_AS_LETTER[digit] ?? digit;
  // Capitals either side keep the letter a capital even when the word opens in mixed case: a surname's particle
  // printed "Du" / "De" / "Mc" before its capitals ("DuB0SE" is "DuBOSE").
  const capsAround = /\p{Lu}$/u.test(before) && /^\p{Lu}{2}/u.test(after);
  if (!upper && !capsAround) repaired = digit === '1' ? 'l' : repaired.toLowerCase();
  const word = before + repaired + after;
  // A lower-case "i" read as a one: "1n the year", "1s".
  const small = `${before}i${after}`;
  if (word.length === 2 && !upper && digit === '1' && SHORT_WORDS.has(small.toUpperCase())) return small;
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

/** Words that number what follows them: a number after one is a number, never a misread suffix. */
const NUMBERED_BY =
  /^(?:lot|block|unit|section|sec|page|book|volume|vol|no|number|tract|range|township|highway|hwy|route|rte|road|rd|street|st|avenue|ave|suite|ste|apt|apartment|building|bldg|phase|parcel|filing|item|article|plat|cabinet|slide|map|exhibit|chapter|title|district|ward|precinct|box|plan|sheet|fm|rr|market|addition|subdivision|paragraph|part|schedule|code|case|cause|docket|file|instrument|document|doc|floor|level|row|space|pages|pg|lots|blocks|units)$/i;

/** Q is followed by U in English words; an upper-case Q before R/N/F/P/T/D is a misread O ("QR", "ACCQRDING"). */
function misreadQ(token: string): string {
  if (!/^\p{Lu}+$/u.test(token) || token.length < 2) return token;
  // (So is one before S, L, M, C, G or W: "FQSTER", "HQLMES"; not B, as in "IQBAL".)
  return token.replace(/Q(?=[RNFPTDSLMCGW])/g, 'O').replace(/^TQ$/, 'TO');
}

function repairToken(token: string): string {
  if (/\d/.test(token) && /\p{L}|\|/u.test(token)) {
    const n = digitWord(token);
    if (n !== token) return n;
    return letterWord(token);
  }
  return misreadQ(token);
}

/** A period read for the comma after a name or title: "DEVONTE HARRIS. residing at", "THIS DEED. dated". */
export function commaForPeriod(line: string): string {
  return line.replace(/(?<![\p{L}.])(\p{Lu}[\p{L}'’]+)\.(?=[ \t]+\p{Ll})/gu, (m, word: string, at: number) =>
    !ABBREVIATIONS.has(word.toLowerCase()) && AFTER_NAME_COMMA.test(line.slice(at + m.length))
      ? `${word},`
      : m,
  );
}

/** Repairs one line; the result may be shorter than the input, never longer. */
export function repairLine(line: string, nextLine = '', previousLine = ''): string {
  let out = line;
  // Punctuation glued between letters and a hyphen: "FORTY:-EIGHT", "SIXTY.-ONE".
  out = out.replace(/(?<=\p{L})[:;.,'’](?=-\p{L})/gu, '');
  // A hyphen glued to the start of a word after a blank: "the -map", "MARRIED -ONLY".
  out = out.replace(/(?<=\p{L}[,;]?\s+)-(?=\p{L}{2}|\p{Ll}\s)/gu, '');
  // Opening quotes with no closing quote later on the line ("‘of Tract No. ‘5521"). One inside a name in
  // capitals ("RENEE “BREGO") may be the name's first letter: the whole-document pass decides (ocr-reconcile).
  out = out.replace(/[‘“](?=[\p{L}\d])/gu, (q, at: number) => {
    const close = q === '‘' ? '’' : '”';
    if (/\p{Lu} $/u.test(out.slice(0, at)) && /^\p{Lu}{3,}(?![\p{L}'’])/u.test(out.slice(at + 1))) return q;
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
  // An initial's period read as a colon inside a name: "Bernard K: Kealoha" (not "Exhibit A: The").
  out = out.replace(
    /(?<=\b(?!(?:Exhibit|Schedule|Part|Section|Article|Item|Appendix|Attachment|Page|Unit|Lot|Block|Tract|Plan|Building|Phase|Note|Form|Parcel|Tax|Map)\b)\p{Lu}\p{Ll}+[ \t]+\p{Lu}):(?=[ \t]+\p{Lu}\p{Ll}+(?:[ \t]|[,.)]|$))/gu,
    '.',
  );
  // ... or in capitals: "THERESA M: LEBLANC, died on" (a label's colon has no initial before it).
  out = out.replace(
    /(?<=\b(?!(?:EXHIBIT|SCHEDULE|PART|SECTION|ARTICLE|ITEM|APPENDIX|PAGE|UNIT|LOT|BLOCK|TRACT|PLAN|PHASE|NOTE|FORM|PARCEL|MAP)\b)\p{Lu}{2,}[ \t]+\p{Lu}):(?=[ \t]+\p{Lu}{2,}(?:[ \t]|[,.)]|$))/gu,
    '.',
  );
  // A colon or semicolon speck after a small word that never ends a clause: "of legal age and: is the".
  out = out.replace(/\b(and|or|the|of|is|an?|to|in|at|by)[:;](?=[ \t]+\p{Ll})/gu, '$1');
  // An initial's period doubled into the next name: "Gregory T..Nakashian".
  out = out.replace(/(?<=\b\p{Lu})\.\.(?=\p{Lu}\p{Ll})/gu, '. ');
  // A straight double quote with no partner on the line: '"UNIT 9', 'County, "Texas'. A title quoted over a
  // line break keeps its quotes ('entitled "Plat\nof Oakland Beach"').
  const odd = (l: string) => (l.match(/"/g) ?? []).length % 2 === 1;
  const opensBelow = /(?<=\s|^)"(?=[\p{L}\d])[^"]*$/u.test(out) && odd(nextLine);
  const closesAbove = /^[^"]*(?<=[\p{L}\d.,])"(?=[\s,.;:]|$)/u.test(out) && odd(previousLine);
  if ((out.match(/"/g) ?? []).length === 1 && !opensBelow && !closesAbove)
    // (A bearing's seconds mark stays: "S 12° 14' 30" W".)
    out = out.replace(
      /(?<=\s|^)"(?=[\p{L}\d])|(?<=[\p{L}\d.,])(?<!\d['’][ \t]?\d{1,2}(?:\.\d+)?)"(?=\s|$)/u,
      '',
    );
  // A stray period glued to the front of a lower-case word or standing alone: "Condominium .recorded", "12, . of".
  out = out.replace(/(?<=[\p{L}\d,] )\.(?=\p{Ll})/gu, '').replace(/(?<=[\p{L}\d,]) \.(?= \p{Ll})/gu, '');
  // A hyphen speck between a preposition and the article after it: "Beginning at-an iron pin" (a compound such
  // as "state-of-the-art" holds more hyphens, and keeps them).
  out = out.replace(/(?<![\p{L}-])(at|by|of|in|on|to|from)-(an?|the|said)(?![\p{L}-])/gu, '$1 $2');
  // A decimal point read as a colon in a distance: "512:00 feet" (a time of day is no length).
  out = out.replace(/(?<=\b\d+):(?=\d{2}[ \t]+(?:feet|foot|ft\.?|chains|rods|acres|meters)\b)/g, '.');
  // A speck read as a hyphen between a date's comma and its year: "April 5,-2023".
  out = out.replace(/(?<=\b\d{1,2}),-(?=(?:19|20)\d{2}\b)/g, ', ');
  // A quote speck between an initial and its period: "Harriet B'. Lowell".
  out = out.replace(/(?<=\b\p{Lu}\p{Ll}+[ \t]\p{Lu})['’](?=\.[ \t]\p{Lu})/gu, '');
  // A dash speck joining small words: "sworn—to—and—subscribed" (a hyphenated word keeps its plain hyphen).
  out = out.replace(/(?<=\p{Ll})[—–](?=\p{Ll})/gu, ' ');
  // ... or the words of a name in capitals: "BRENDA—K—OBERMILLER" on a notary's seal (a compound surname is printed
  // with its plain hyphen; a dash stands between clauses, with blanks or words in small letters round it).
  out = out.replace(/(?<=\b\p{Lu}{2,}|\b\p{Lu})[—–](?=\p{Lu}(?:\p{Lu}+\b|\b))/gu, ' ');
  // A hyphen speck between a number and the small word after it: "being Lot 7-as shown on plan" (no compound
  // ends in a function word).
  out = out.replace(/(?<=\d)-(?=(?:as|of|in|on|and|the|to|at|by|or)\b)/g, ' ');
  // The comma between a town and its county read as a semicolon: "in the Town of Cape Elizabeth; County of
  // Cumberland" (a description's calls, which semicolons part, never open with a county).
  out = out.replace(
    /(?<=\b(?:Town|City|Village|Borough|Township|TOWN|CITY) of (?:\p{Lu}\p{Ll}+ ){0,2}\p{Lu}\p{Ll}+);(?=[ \t]+(?:County|COUNTY) (?:of|OF)\b)/gu,
    ',',
  );
  // A hyphen left at the end of a word inside a line: "Records- of".
  out = out.replace(/(?<=\p{Ll}{3})-(?= \p{Ll})/gu, '');
  // A period between two lower-case words is speckle, not a sentence end: "filed for. record".
  out = out.replace(/\b(\p{Ll}{2,})\.(?=\s+\p{Ll}{2,})/gu, (m, word: string) =>
    ABBREVIATIONS.has(word) ? m : word,
  );
  // A period glued to the front of a name or capitalised word inside a line: "Arthur James .Delgado",
  // "RECORDED .IN VOLUME".
  // (After an initial too: "Jonathan P. .Ouellette".)
  out = out.replace(/(?<=\p{L},?[ \t]+|\b\p{Lu}\.[ \t]+)\.(?=\p{Lu}\p{Ll}{2}|\p{Lu}{2})/gu, '');
  // A period glued to the front of the first word of a line: ".known as", ".Brandon, Hillsborough County".
  out = out.replace(/^([ \t]*)\.(?=\p{Ll}|\p{Lu}\p{Ll}{2})/u, '$1');
  out = commaForPeriod(out);
  // Punctuation speckle after a form label: "DIED:      . ON OR ABOUT", "Witness:.Omar J. Haddad".
  out = out.replace(/(?<=\p{L}:)[.,'’‘](?=\p{Lu})/gu, ' ');
  out = out.replace(/(?<=\p{L}:[ \t]+)(?:[.,'’‘"\-–—][ \t]+)+(?=\S)/gu, '');
  // A comma glued to the front of a word or doubled by a period: "TRAVIS ,COUNTY", "Volume 2187,. Page".
  out = out.replace(/(?<=[ \t]),(?=\p{L})/gu, '').replace(/,\.(?=\s)/g, ',');
  // A hyphen speckle after a capitalised word: "MAP- RECORDS" (not "TWENTY- FIVE").
  out = out.replace(/(?<=\p{Lu}{3,})-(?= \p{Lu})/gu, (h, at: number) =>
    TENS.test(out.slice(0, at)) ? h : '',
  );
  // "in" read as "jn" or "1n" between small words: "interest jn the", "recorded 1n Volume".
  out = out.replace(/(?<=[\p{Ll}\d] )(?:jn|1n)(?= \p{L}|[ \t]*$)/gu, 'in');
  // A recording reference with a colon or semicolon speckle: "Volume: 67", "Maricopa County; Arizona".
  out = out.replace(/(?<=\b(?:Volume|VOLUME|Vol|VOL|Book|BOOK|Page|PAGE)):(?=[ \t]*\d)/g, '');
  out = out.replace(/(?<=\b(?:County|COUNTY|Parish|PARISH));(?=[ \t]+\p{Lu})/gu, ',');
  // "1.ot 26": the L of a lot read as "1.".
  out = out.replace(/(?<![\p{L}\d.])[1lI]\.?ot(?=[ \t]+\d)/gu, 'Lot');
  // "Lot 10. Block 10", "Building 2. of", "Unit 341; Building 6", "Survey. Abstract No.": the comma after a
  // lot, block, unit or survey read as a period or semicolon.
  out = out.replace(
    /(?<=\b(?:Lot|LOT|Block|BLOCK|Unit|UNIT|Building|BUILDING)[ \t]+[\w-]+)[.;](?=[ \t]+(?:Block|BLOCK|Building|BUILDING|of|OF)\b)/g,
    ',',
  );
  out = out.replace(/(?<=\b(?:Survey|SURVEY))[.;](?=[ \t]+(?:Abstract|ABSTRACT)\b)/g, ',');
  // "Block 17. SOUTHGLENN FILING", "City of Aurora. Arapahoe County. Colorado", "Volume 67. Page 18": the
  // commas of a description's references read as periods.
  out = out.replace(
    /(?<=\b(?:Block|BLOCK)[ \t]+[\w-]+)\.(?=[ \t]+(?!(?:BEING|THE|THIS|THAT|AND)\b)\p{Lu}{3,}\b)/gu,
    ',',
  );
  out = out.replace(new RegExp(`(?<=\\b(?:County|COUNTY))\\.(?= (?:${STATE_NAMES})\\b)`, 'gi'), ',');
  out = out.replace(/(?<=\b\p{Lu}\p{Ll}{2,})\.(?= (?:\p{Lu}\p{Ll}+ ){1,2}County,)/gu, ',');
  out = out.replace(/(?<=\b(?:Volume|VOLUME|Book|BOOK)[ \t]+\d+)\.(?=[ \t]+(?:Page|PAGE)\b)/g, ',');
  // "the" and "of" misread between small words: "of Lhe Plat Records", "Page 10153, ot the Public Records".
  out = out.replace(/(?<=\b(?:of|in|to|at|on|and|from)[ \t]+)[Ll1I]he(?=[ \t]+\p{L})/gu, 'the');
  out = out.replace(/(?<=[\p{Ll}\d],?[ \t]+)ot(?=[ \t]+the\b)/gu, 'of');
  // A hyphen speck before a number or standing alone between words: "page -674 of - the Deed Records".
  out = out.replace(
    /(?<=\b(?:page|Page|PAGE|volume|Volume|VOLUME|book|Book|BOOK|Lot|LOT|Block|BLOCK|Unit|UNIT)[ \t]+)-(?=\d)/g,
    '',
  );
  // A hyphen speck glued between words: "(26),-BLOCK TWO", "according to the-map or plat", "mere or: less".
  out = out.replace(/,-(?=\p{Lu})/gu, ', ');
  // ... or between a comma and the next word: "Kevin Arlen Brandner,- son".
  out = out.replace(/(?<=\p{L}),-(?=[ \t]+\p{L})/gu, ',');
  // ... or gluing an article to the capitalised noun after it: "The-Decedent", "the-Grantee".
  out = out.replace(/\b(the|The|THE)-(?=\p{Lu}\p{Ll}{2,})/gu, '$1 ');
  out = out.replace(/\b(the|of|and|or)-(?=\p{Ll}{2})(?!wit\b|law\b)/gu, '$1 ');
  // ... or gluing a word to the article after it: "by deed dated-the 17th day of June" (no compound ends in "the").
  out = out.replace(/(?<=\p{Ll}{2})-(?=the\b)/gu, ' ');
  out = out.replace(/\bm[a-z]re or:? less\b/g, 'more or less');
  // "and" between two names in capitals read with a wrong letter ("KWAME JOSEPH STROUD BNd XIMENA ANN YBARRA"),
  // and a question-mark speck after a name word ("Opal Mae? Kincaid").
  // (A correctly read "AND" stays as printed: "BEING KNOWN AND DESIGNATED".)
  out = out.replace(/(?<=\p{Lu}{2,}[ \t]+)[aAB@8][nN][dD](?=[ \t]+\p{Lu}{2,})/gu, (m) =>
    m === 'AND' ? m : 'and',
  );
  out = out.replace(/(?<=\p{Lu}\p{Ll}+)\?(?=[ \t]+\p{Lu}\p{Ll})/gu, '');
  // Specks in a consideration recital: "TEN. DOLLARS ($10.00). cash and other, good and valuable".
  out = out.replace(/(?<=\p{Lu}{3})\.(?= DOLLARS\b)/gu, '').replace(/(?<=\))\.(?=[ \t]+\p{Ll})/gu, '');
  out = out.replace(/\b(other|OTHER),(?=[ \t]+(?:good|valuable|GOOD|VALUABLE)\b)/g, '$1');
  // A possessive with its apostrophe garbled: "the decedent * s daughter", "the decedent's’ daughter".
  out = out.replace(/\b(decedent|deceased|grantor|grantee|affiant)[ \t]?[*’'‘`][ \t]?s\b['’]?/gi, "$1's");
  // "to" read as "10" between a word and "the": "an addition 10 the City of Socorro".
  out = out.replace(/(?<=\p{Ll}[ \t]+)10(?=[ \t]+the\b)/gu, 'to');
  out = out.replace(/(?<=\p{Ll}) -(?= \p{Ll})/gu, '');
  // "according ta the": "to" with its o read as an a.
  out = out.replace(/(?<=\p{Ll} )ta(?= the\b)/gu, 'to');
  // A dollar sign read as an S and the thousands comma as a period: "(S885.000.00)".
  out = out.replace(/(?<=\()S(?=\d[\d,.]*\))/g, '$').replace(/(?<=\$\d{1,3})\.(?=\d{3}[.,]\d{2}\b)/g, ',');
  // A colon speckle before the county of a description: "PARADISE PARK, MARICOPA: COUNTY".
  out = out.replace(/(?<=\p{L}{3}):(?=[ \t]+(?:COUNTY|County|PARISH|Parish)\b)/gu, '');
  // "of" misread after the nouns that govern it in these instruments: "in consideration ef", "day af".
  out = out.replace(
    /(?<=\b(?:consideration|sum|day|estate|county|state|records|office|city|town)[ \t]+)(?:ef|af|cf|oi|ol|ot|0f)(?![\p{L}\d])/giu,
    'of',
  );
  // A day's ordinal read with letters for its digits: "on the lath day of February" (l4th), "the l9th day": each
  // letter reads as the digit of its shape, kept only where that makes a day of the month with its own suffix.
  out = out.replace(
    /(?<=\bthe[ \t]+)([lIi1|][\dlIOoSsaAzZ]|[\dlIOoSsaAzZ])(st|nd|rd|th)(?=[ \t]+day[ \t]+of\b)/g,
    (m, digits: string, suffix: string) => {
      const n = Number(
        digits
          .replace(/[lIi1|]/g, '1')
          .replace(/[Oo]/g, '0')
          .replace(/[Ss]/g, '5')
          .replace(/[aA]/g, '4')
          .replace(/[zZ]/g, '2'),
      );
      const want =
        n % 10 === 1 && n !== 11
          ? 'st'
          : n % 10 === 2 && n !== 12
            ? 'nd'
            : n % 10 === 3 && n !== 13
              ? 'rd'
              : 'th';
      return /^\d+$/.test(digits) || !Number.isInteger(n) || n < 1 || n > 31 || suffix !== want
        ? m
        : `${n}${suffix}`;
    },
  );
  // "the 18th dav of March": a word after a day's ordinal, before "of", one letter from "day".
  out = out.replace(/(?<=\b\d{1,2}(?:st|nd|rd|th)[ \t]+)[a-z]{3}(?=[ \t]+of\b)/g, (w) =>
    [...w].filter((c, i) => c !== 'day'[i]).length === 1 ? 'day' : w,
  );
  // A period speckle after a word that never ends a sentence: "before me by. Diego Ray MacPherson".
  out = out.replace(/\b(by|to|of|and|the|before|unto|from)\.(?=[ \t]+\S)/g, '$1');
  // ... nor before the date or number a preposition governs: "died on. 30 April 2022", "on. March 3".
  out = out.replace(new RegExp(`\\b(on|in|at)\\.(?=[ \\t]+(?:\\d|(?:${PRINTED_MONTHS})\\b))`, 'g'), '$1');
  // "is" read as "dis" / "lis" after a party: "The Grantee dis the decedent's son".
  out = out.replace(
    /(?<=\b(?:Grantee|Grantor|Affiant|Declarant|Decedent|who|he|she)[ \t]+)[dl1]is(?=[ \t]+the\b)/g,
    'is',
  );
  // A generational suffix after a period: "Charles Hernandez. Jr.".
  // (Or a semicolon: "to Raymond T. Kowalczyk; Jr. and Dorothy A. Kowalczyk".)
  out = out.replace(/(?<=\p{Lu}\p{Ll}+|\p{Lu}{3,})[.;](?=[ \t]+(?:Jr|Sr|JR|SR)\b)/gu, ',');
  // "to" read as "10" before a name: "was married 10 Decedent", "Grantor, 10 THOMAS E. THIBODEAUX".
  out = out.replace(
    /(?<=\b(?:married|was|Grantor,?|GRANTOR,?|conveys|unto)[ \t]+)(?:10|\(0)(?=[ \t]+\p{Lu}|[ \t]*$)/gu,
    'to',
  );
  // A generational suffix read with ones or an H: "Lamar Garza, HI", "Lamar Garza, 1H". (Hawaii's code before a
  // ZIP is no suffix: "Wailuku, HI 96793".)
  out = out.replace(
    /(?<=\p{Lu}\p{Ll}+,[ \t]+)(?:HI|1H|IH|H1|Ill|lll|IIl|Il1|1II|I1I|II1)(?![\p{L}\d])(?![ \t]+\d{5}\b)/gu,
    'III',
  );
  // A suffix with no comma before it read as ones: "CORNELIUS JEROME WHITFIELD 111,", "Ray Ochoa 11" (not
  // "BLOCK 11," or "COUNTY ROAD 111": a number after a word that numbers things stays a number).
  out = out.replace(
    /(?<=\b(?:\p{Lu}{2,}|\p{Lu}\p{Ll}+)[ \t]+(\p{Lu}{2,}|\p{Lu}\p{Ll}+)[ \t]+)(?:111|11|1I1|11I|I11)(?=[,;)]|[ \t]*$|[ \t]+\p{Ll})/gmu,
    (ones: string, word: string) => (NUMBERED_BY.test(word) ? ones : ones.length === 2 ? 'II' : 'III'),
  );
  // An initial's period read as a hyphen: "Darnell K- Stroud", "DARNELL K- STROUD".
  out = out.replace(
    /(?<=\b(?:\p{Lu}\p{Ll}+|\p{Lu}{2,})[ \t]+\p{Lu})-(?=[ \t]+\p{Lu}(?:\p{Ll}{2,}|\p{Lu}{2,}))/gu,
    '.',
  );
  // A month read with its capital J as l, T or I: "22nd day of lune, 2019", "On Tune 22".
  out = out.replace(/\b[lTI1](une|uly)(?=[ \t]+\d|,)/g, 'J$1');
  // A share's slash lost: "(1 3)".
  out = out.replace(/\((\d) (\d)\)/g, '($1/$2)');
  // A share closing a list item is followed by a semicolon, never a colon: "Patrick Ashworth (1/2): Rosa ...".
  out = out.replace(/(?<=\(\d+\/\d+\))[ \t]*:/g, ';');
  // The comma before a date's year read as a semicolon: "this 3rd day of October; 2016".
  out = out.replace(
    new RegExp(`(?<=\\b(?:${PRINTED_MONTHS}));(?=[ \\t]*(?:19|20)\\d\\d\\b|[ \\t]*$)`, 'g'),
    ',',
  );
  // Specks inside a written date: "December 29,.2016", "May .13th, 2019", "February, 18, 2023".
  out = out.replace(/(?<=\d),\.(?=\d{4}\b)/g, ', ');
  out = out.replace(new RegExp(`(?<=\\b(?:${PRINTED_MONTHS})[ \\t]+)\\.(?=\\d)`, 'g'), '');
  out = out.replace(
    new RegExp(
      `(?<=\\b(?:${PRINTED_MONTHS})),(?=[ \\t]+\\d{1,2}(?:st|nd|rd|th)?,?[ \\t]+(?:19|20)\\d\\d\\b)`,
      'g',
    ),
    '',
  );
  // A preposition glued to the address after it: "residing at-9388 Lake Austin Blvd.".
  out = out.replace(/\b(at|of|in)-(?=\d)/g, '$1 ');
  // A preposition glued to the place or reference after it: "in-El Paso", "recorded in-volume 35".
  out = out.replace(/\b(in|at|of)-(?=\p{Lu}\p{Ll}|(?:volume|book|page|the)\b)/gu, '$1 ');
  // Cents set apart from a dollar amount: "$666,000. 00".
  out = out.replace(/(?<=\$[\d,]+\.)[ \t]+(?=\d\d\b)/g, '');
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
 * capitalised word that follows a comma or "by"/"and"/"to"/"is"/"was" ("Decedent's brother is walter Amos Esposito").
 */
export function restoreCaselessCapitals(text: string): string {
  return text.replace(CASELESS_INITIAL, (m, first: string, rest: string, at: number) => {
    if (STAY_SMALL.has(m)) return m;
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at + m.length, at + m.length + 40);
    const afterInitial = /(?:^|\s)\p{Lu}\.\s+$/u.test(before);
    const afterBrokenName = /\p{Lu}\p{Ll}+[ \t]*\n[ \t]*$/u.test(before);
    // The surname closing a signer's line: "Kimberly Lynn whitlock".
    const endsNameLine =
      /(?:^|\n|[ \t]{3})[ \t]*\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\.?|[ \t]+\p{Lu}\p{Ll}+){1,2}[ \t]+$/u.test(
        before,
      ) && /^(?:[ \t]+[^\p{L}\d\s]+)*[ \t]*(?:\n|$)/u.test(after);
    const beforeName =
      /^[ \t]*\n?[ \t]*\p{Lu}(?:\p{Ll}+|\.|\p{Lu}+)/u.test(after) &&
      /(?:,|\bby|\band|\bto|\bis|\bwas)\s+$/u.test(before);
    // A middle name between a first name and a surname: "Patrick wade Goldberg".
    // (The surname may carry an inner capital: "Michael wayne McCutcheon".)
    const betweenNames =
      /(?:^|[^\p{L}])\p{Lu}\p{Ll}+[ \t]+$/u.test(before) &&
      /^[ \t]*\n?[ \t]*\p{Lu}(?:\p{Ll}{2,}|\p{Ll}{1,2}\p{Lu}\p{Ll}{2,})/u.test(after);
    // A first name after a kinship word, before its surname: "My husband walter Schaefer".
    const afterKin =
      /\b(?:my|his|her|our|decedent'?s)\s+(?:late\s+)?(?:husband|wife|son|daughter|brother|sister|father|mother|nephew|niece|grandson|granddaughter)[ \t]+$/iu.test(
        before,
      ) && /^[ \t]+\p{Lu}\p{Ll}{2,}/u.test(after);
    return afterInitial || afterBrokenName || beforeName || endsNameLine || betweenNames || afterKin
      ? first.toUpperCase() + rest
      : m;
  });
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
  // (The name may open with a quote speck: "OFFICIAL SEAL        ‘Jonathan P. Ouellette".)
  const caption =
    lead.some((t) => isStampCaption(t.text)) ||
    (lead.every((t) => isStampJunk(t.text)) && !!rest && /\s{8,}$/.test(out.slice(0, rest.at)));
  if (junk > 0 && rest && /^[‘'“"]?\p{Lu}/u.test(rest.text) && caption) {
    const gapBeforeRest = /\s{3,}$/.test(out.slice(0, rest.at));
    const wideGap = /\S\s{3,}\S/.test(out.slice(tokens[0]!.at, rest.at + 1));
    if (gapBeforeRest || wideGap) out = ' '.repeat(rest.at) + out.slice(rest.at);
  }
  // (Each letter group ends at a blank or the line's end: with the blank optional a long run of letters could be
  // split into groups in exponentially many ways before the match fails.)
  const tail = /(?<=[\p{L}.,])(\s{5,})((?:\p{L}{1,2}(?:\s+|$))+)$/u.exec(out);
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

/** Letters that differ between two words of one length (Infinity for different lengths). */
export function letterDiff(a: string, b: string): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff++;
  return diff;
}
