/**
 * Consideration recitals to "$<amount with cents>" plus any "and other (good and) valuable consideration",
 * e.g. "TEN DOLLARS ($10.00) cash and other good and valuable consideration" -> "$10.00 and other good and
 * valuable consideration". Recitals without a dollar amount give null.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

/** "ONE HUNDRED SEVENTY-NINE THOUSAND" -> 179000; null when a word is not a number word. */
export function wordsToNumber(text: string): number | null {
  const words = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w in UNITS) current += UNITS[w]!;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      total += (current || 1) * SCALES[w]!;
      current = 0;
    } else return null;
  }
  return total + current;
}

function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const NUMBER_WORDS = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})`;
// A printed form may fill the blank's rest with dashes and print "Dollar(s)": "Four Hundred Thousand and no/100
// ------------ Dollar(s)".
const WORD_AMOUNT_RE = new RegExp(
  `\\b(${NUMBER_WORDS}(?:[\\s-]+(?:and\\s+)?${NUMBER_WORDS})*)(?:\\s+and\\s+(?:no|\\d{2})\\s*/\\s*100)?(?:\\s+[-_]{3,})?\\s+dollars?(?:\\(s\\))?(?![a-z])`,
  'i',
);
const DIGIT_AMOUNT_RE = /\$\s?([\d,]+(?:\.\d{2})?)/;
const OTHER_RE =
  /^(?:[^.;]|\.(?=\d)){0,80}?\b(and\s*o?ther\s+(?:g\p{L}{2}d\s+and\s+)?(?:v\p{L}{6}e|g\p{L}{2}d)\s+(?:and\s+v\p{L}{6}e\s+)?c\p{L}{12}s?)\b/iu;

const SHORT_OTHER_RE =
  /^[^.;\w]{0,12}(?:and|&|plus)\s+(?:(love\s+and\s+affection)|(O\.?\s?(?:G\.?\s?(?:&|and)?\s?)?V\.?\s?C\.?))(?![\w])/i;

/** The phrase's words as printed, one OCR-misread letter allowed ("goed", "and®ther" read "and ther"). */
const PHRASE_WORDS = ['and', 'other', 'good', 'valuable', 'consideration', 'considerations'];

function canonicalPhrase(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/^and\s*o?ther\b/, 'and other')
    .split(/\s+/)
    .map(
      (w) =>
        PHRASE_WORDS.find(
          (p) => p === w || (p.length === w.length && [...p].filter((c, i) => c !== w[i]).length <= 1),
        ) ?? w,
    )
    .join(' ');
}
/**
 * Anchors that make a dollar amount a consideration recital (not a fee, a value, or a tax statement); a Louisiana
 * act of sale states "the price and sum of". (The amount in words may wrap with a scan's blanks about the line break:
 * "for One Hundred Forty-eight Thousand Five \n Hundred and 00/100 Dollars".)
 */
const ANCHOR_RE =
  /(?:^[ \t]*(?:\|[ \t]*)?consideration[ \t]*[:|]|\b(?:true\s+)?(?:and\s+actual\s+)?consideration\s+(?:for|of)\s+this\s+(?:conveyance|transfer|deed|instrument)\s+is|\b(?:in\s+consideration\s+of|for\s+and\s+in\s+consideration\s+of|consideration\s+of|the\s+sum\s+of|for\s+the\s+sum\s+of|(?:for\s+)?the\s+price\s+(?:and\s+sum\s+)?of|purchase\s+price\s+of|for\s+(?=(?:\$|[a-z]+(?:[\s-]+[a-z]+)*\s+(?:and\s+(?:no|\d{2})\/100\s+)?dollars))))/gim;

/**
 * A scan's O or l inside a dollar figure is its 0 or 1 ("$142,5O0.00", "$1l,000"): a letter between the figure's
 * digits and separators is no letter of a word. Same length, so offsets keep.
 */
function figuresRead(window: string): string {
  return window.replace(/\$\s?\d[\d,.OoIl]*\d/g, (figure) =>
    figure.replace(/(?<=[\d,.])[OoIl]+(?=[\d,.])/g, (run) => run.replace(/[Oo]/g, '0').replace(/[Il]/g, '1')),
  );
}

export type FoundConsideration = { value: string; start: number; end: number };

/** The instrument's consideration recital, normalised, with its span; null when none is recited. */
export function findConsideration(text: string): FoundConsideration | null {
  for (const anchor of text.matchAll(ANCHOR_RE)) {
    const from = (anchor.index ?? 0) + anchor[0].length;
    const window = figuresRead(text.slice(from, from + 220));
    const head = window.slice(0, 120);
    if (/^\s*(?:no|nominal)\b/i.test(head)) continue;
    const digit = head.match(DIGIT_AMOUNT_RE);
    const words = head.match(WORD_AMOUNT_RE);
    let amount: number | null = null;
    let amountEnd = 0;
    const digitFirst = digit && (!words || (digit.index ?? 0) <= (words.index ?? 0) + words[0].length + 3);
    if (digit && (digitFirst || !words)) {
      amount = Number(digit[1]!.replace(/,/g, ''));
      amountEnd = (digit.index ?? 0) + digit[0].length;
    } else if (words) {
      amount = wordsToNumber(words[1]!);
      amountEnd = (words.index ?? 0) + words[0].length;
      // "TEN DOLLARS ($10.00)" — the figure in parentheses ends the amount.
      const paren = window.slice(amountEnd).match(/^\s*\(\s*\$\s?[\d,.]+\s*\)/);
      if (paren) amountEnd += paren[0].length;
    }
    if (amount === null || Number.isNaN(amount) || amount <= 0) continue;
    const leading = window.slice(0, digit && digitFirst ? (digit.index ?? 0) : (words?.index ?? 0));
    // "less than $100" bounds the price without stating it.
    if (
      /\b(?:fee|tax|value|exceed)|\b(?:less|more)\s+than\s*$|\bnot\s+(?:more|less)\s+than\s*$|\bup\s+to\s*$/i.test(
        leading,
      )
    )
      continue;
    const rest = window.slice(amountEnd).match(OTHER_RE);
    // The abbreviated recital "$10.00 and OVC" / "O.G.&V.C.", and "love and affection".
    const short = rest ? null : window.slice(amountEnd).match(SHORT_OTHER_RE);
    const phrase = rest
      ? canonicalPhrase(rest[1]!)
      : short
        ? short[1]
          ? 'and love and affection'
          : /G/i.test(short[2]!)
            ? 'and other good and valuable consideration'
            : 'and other valuable consideration'
        : null;
    const value = phrase ? `${money(amount)} ${phrase}` : money(amount);
    const end = from + amountEnd + (rest ? rest[0].length : (short?.[0].length ?? 0));
    return { value, start: anchor.index ?? 0, end };
  }
  // NY form: "TEN DOLLARS AND OTHER VALUABLE CONSIDERATION" with no "consideration of" anchor.
  const ny = text.match(
    new RegExp(
      `${WORD_AMOUNT_RE.source}(?:\\s*\\(\\$[\\d,.]+\\))?\\s+(and other (?:good and )?valuable considerations?)`,
      'i',
    ),
  );
  if (ny) {
    const amount = wordsToNumber(ny[1]!);
    if (amount) {
      const start = ny.index ?? 0;
      return { value: `${money(amount)} ${ny[2]!.toLowerCase()}`, start, end: start + ny[0].length };
    }
  }
  return null;
}

/**
 * The recital of the instrument that starts at `from` (its title): a recording cover sheet or transfer-tax
 * statement printed before it ("Consideration:  $785,000.00") gives the price the tax is paid on, while the
 * instrument may recite "TEN DOLLARS AND OTHER VALUABLE CONSIDERATION". Null when the instrument recites none.
 */
export function findConsiderationFrom(text: string, from: number): FoundConsideration | null {
  const found = findConsideration(text.slice(from));
  return found ? { ...found, start: found.start + from, end: found.end + from } : null;
}
