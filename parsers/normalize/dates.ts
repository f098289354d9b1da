import * as chrono from 'chrono-node';
import { wordsToNumber } from './consideration';

/**
 * Dates as recorded instruments write them. chrono-node does the calendar work, but it misreads the legal
 * styles ("the 3rd day of March, 2021" -> March 1, "A.D. 2021" -> year lost), so every match is first
 * rewritten to a plain "March 3, 2021" or "06/02/2022" form.
 */

/** The months' names in order, lower case. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** A regex alternation of the months' names as printed, title case or capitals ("March|...|MARCH"), case-sensitive. */
export const PRINTED_MONTHS = [
  ...MONTHS.map((m) => m.charAt(0).toUpperCase() + m.slice(1)),
  ...MONTHS.map((m) => m.toUpperCase()),
].join('|');

const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

const MONTH_RE =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORD_WORD_RE =
  '(?:(?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|twentieth|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)';
// (A day in words may repeat itself in figures: Louisiana's "this fifteenth (15th) day of September".)
const DAY_RE = `(?:\\d{1,2}\\s?(?:st|nd|rd|th|d)?|${ORD_WORD_RE}(?:\\s*\\(\\d{1,2}\\s?(?:st|nd|rd|th|d)?\\))?)`;
// "A.D, 2017": a scan may read the period after "A.D" as a comma.
const YEAR_RE = '(?:(?:A\\.?\\s?D\\.?|in the year(?: of our lord)?)[\\s,]*)?(\\d{4})';
const SEP = '[\\s,]*';
const NUM_WORD = `(?:${'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety'
  .split(' ')
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** "two thousand twenty-three", "nineteen hundred and ninety-eight". */
const WRITTEN_YEAR_RE = `(?:two\\s+thousand|(?:nineteen|eighteen)\\s+hundred)(?:[\\s-]+(?:and\\s+)?${NUM_WORD}(?:[\\s-]${NUM_WORD})?)?`;

/** Each alternative captures (day, month, year) by name so one converter handles all. */
const DATE_PATTERNS: RegExp[] = [
  // the 3rd day of March, 2021 / 17th of April, 2022 / this eighth day of July, A.D. 2009 (a scan may split
  // the word: "21st da y of August", or leave specks before it: "24th-.day of August")
  new RegExp(
    `(?:the\\s+)?(?<day>${DAY_RE})(?:\\s+(?:d[ \\t]?a[ \\t]?y\\s+)?|\\s*[-.,'’]{1,2}\\s*d[ \\t]?a[ \\t]?y\\s+)of\\s+(?<month>${MONTH_RE})${SEP}(?:${YEAR_RE.replace('(\\d{4})', '(?<year>\\d{4})')})`,
    'gi',
  ),
  // March 3, 2021 / March 3rd, A.D. 2021 / Sept. 3 2021
  new RegExp(
    `(?<month>${MONTH_RE})\\s*(?<day>\\d{1,2})\\s?(?:st|nd|rd|th|d)?${SEP}${YEAR_RE.replace('(\\d{4})', '(?<year>\\d{4})')}`,
    'gi',
  ),
  // Aug-14-2023 (recorder stamps)
  new RegExp(`(?<month>${MONTH_RE})-(?<day>\\d{1,2})-(?<year>\\d{4})`, 'gi'),
  // 30 April 2012
  new RegExp(`(?<day>\\d{1,2})\\s?(?:st|nd|rd|th)?\\s+(?<month>${MONTH_RE})${SEP}(?<year>\\d{4})`, 'gi'),
  // the 17th day of October, two thousand twenty-three / in the year nineteen hundred ninety-eight
  new RegExp(
    `(?:the\\s+)?(?<day>${DAY_RE})\\s+(?:day\\s+)?of\\s+(?<month>${MONTH_RE})${SEP}(?:in\\s+the\\s+year\\s+(?:of\\s+our\\s+lord\\s+)?)?(?<wyear>${WRITTEN_YEAR_RE})`,
    'gi',
  ),
  // 2023 NOV 13 (recorder stamps printing the year first; a one-digit day may be padded with a dash: "2023 MAY -2")
  new RegExp(
    `(?<![\\d/.-])(?<year>(?:19|20)\\d{2})\\s+(?<month>${MONTH_RE})\\s+-?(?<day>\\d{1,2})(?![\\d/,])`,
    'gi',
  ),
  // 2024-01-22 (ISO, some recorder stamps); not inside longer digit runs such as instrument numbers
  /(?<![\d-])(?<year>(?:19|20)\d{2})-(?<month>\d{2})-(?<day>\d{2})(?![\d-])/g,
  // 06/02/2022, 6-2-2022, 06.02.2022 (US order)
  /(?<![\d/])(?<month>\d{1,2})\s?[/.-]\s?(?<day>\d{1,2})\s?[/.-]\s?(?<year>\d{4})(?!\d)/g,
];

export type FoundDate = { iso: string; start: number; end: number; text: string };

function dayNumber(raw: string): number | null {
  // ("fifteenth (15th)": the words decide; the figures repeat them.)
  const lower = raw.toLowerCase().replace(/\(.*$/, '').replace(/\s+/g, '');
  const digits = lower.match(/^\d{1,2}/);
  if (digits) return Number(digits[0]);
  const compound = lower.match(/^(twenty|thirty)-?(\w+)$/);
  if (compound) {
    const base = compound[1] === 'twenty' ? 20 : 30;
    const unit = ORDINAL_WORDS[compound[2] ?? ''];
    return unit ? base + unit : null;
  }
  return ORDINAL_WORDS[lower] ?? null;
}

function monthNumber(raw: string): number | null {
  const lower = raw.toLowerCase().replace('.', '');
  if (/^\d+$/.test(lower)) return Number(lower);
  const index = MONTHS.findIndex((m) => m.startsWith(lower.slice(0, 3)));
  return index >= 0 ? index + 1 : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Lets chrono validate the calendar date (Feb 30 is refused) on a plain, unambiguous rewrite. */
function toIso(year: number, month: number, day: number): string | null {
  if (year < 1800 || year > 2200) return null;
  const parsed = chrono.strict.parse(`${year}-${pad(month)}-${pad(day)}`, new Date(2000, 0, 1));
  const first = parsed[0];
  if (!first) return null;
  const c = first.start;
  if (c.get('year') !== year || c.get('month') !== month || c.get('day') !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Replaces characters OCR confuses with digits (O/o -> 0, l/I/| -> 1, S -> 5) when they sit between digits,
 * keeping the string's length so offsets stay valid.
 */
export function fixOcrDigits(text: string): string {
  // (Also before a day's ordinal ending: "the 1lth day of".)
  return joinSplitMonths(
    text.replace(
      /(?<=\d)[OoIl|](?=[\d/,.\s])|(?<=[\s/(])[OoIl|](?=\d)|(?<=\d)[OoIl|](?=\d)|(?<=(?<!\d)\d)[Il|](?=(?:st|nd|rd|th)\b)/g,
      (ch) => (ch === 'O' || ch === 'o' ? '0' : '1'),
    ),
  );
}

/**
 * A month's name a scan broke with a blank ("Febr uary", "Sept ember"): read whole, the blank moved after it (same
 * length). Both halves have two letters or more, so no run of real words ("to May") is joined.
 */
const SPLIT_MONTH_RE = new RegExp(
  `\\b(?:${MONTHS.filter((m) => m.length >= 4)
    .flatMap((m) => Array.from({ length: m.length - 3 }, (_, i) => `${m.slice(0, i + 2)} ${m.slice(i + 2)}`))
    .join('|')})(?![\\p{L}])`,
  'giu',
);

function joinSplitMonths(text: string): string {
  return text.replace(SPLIT_MONTH_RE, (m) => {
    const whole = m.replace(' ', '');
    return `${whole} `;
  });
}

/** Every date in `text`, in order of appearance, with its span. */
export function findDates(text: string): FoundDate[] {
  const fixed = fixOcrDigits(text);
  const found: FoundDate[] = [];
  for (const pattern of DATE_PATTERNS) {
    pattern.lastIndex = 0;
    for (const m of fixed.matchAll(pattern)) {
      const g = m.groups ?? {};
      const day = dayNumber(g.day ?? '');
      const month = monthNumber(g.month ?? '');
      const year = g.wyear ? (wordsToNumber(g.wyear) ?? 0) : Number(g.year);
      if (!day || !month || !year) continue;
      const iso = toIso(year, month, day);
      if (!iso) continue;
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ iso, start, end, text: text.slice(start, end) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The first date in `text` as ISO `YYYY-MM-DD`, or null. Tolerates "on or about" and the legal styles. */
export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}
