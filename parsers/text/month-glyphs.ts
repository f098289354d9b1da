import { MONTHS, PRINTED_MONTHS } from '../normalize/dates';
import { eachLine } from './ocr-reconcile';
import { letterDiff } from './ocr-repair';

/**
 * Glyph misreads inside a written date that a scan's text carries even where it comes without page confidences
 * (a typed-in OCR copy): the month's name and its day are known slots, so a letter in them is read back.
 */

/** Months whose "ru" a scan runs together into an "m" ("Febmary"), each with its misread spelling. */
const RU_AS_M = MONTHS.filter((m) => m.includes('ru')).map((m) => ({ month: m, read: m.replace('ru', 'm') }));
const RU_AS_M_RE = new RegExp(
  String.raw`\b(${RU_AS_M.map((m) => m.read).join('|')})(?=[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+(?:1[89]|20)\d{2}\b|,?[ \t]+(?:1[89]|20)\d{2}\b)`,
  'gi',
);

/** The month's name in the casing the scan printed ("FEBMARY" -> "FEBRUARY", "Febmary" -> "February"). */
function withCasing(month: string, read: string): string {
  if (read === read.toUpperCase()) return month.toUpperCase();
  return month.charAt(0).toUpperCase() + month.slice(1);
}

/**
 * A month's "ru" read as one "m" before its day or year ("By Decree entered on Febmary 6, 2023"): no word is
 * spelled so. The letter it gets back takes a blank out of a run of blanks on its line, so the line keeps its
 * length and offsets keep; a line with no run to spare stays as read.
 */
function ruReadAsM(text: string): string {
  if (!RU_AS_M.length) return text;
  return text.replace(/[^\n]+/g, (line) => {
    const fixed = line.replace(RU_AS_M_RE, (read: string) => {
      const hit = RU_AS_M.find((m) => m.read === read.toLowerCase());
      return hit ? withCasing(hit.month, read) : read;
    });
    const grown = fixed.length - line.length;
    if (!grown) return line;
    let out = fixed;
    for (let k = 0; k < grown; k++) {
      // (The blanks closing the line first, then the widest run inside it: the indentation, which other rules
      // compare between lines, last.)
      const trailing = out.match(/[ \t]+$/);
      const runs = [...out.matchAll(/[ \t]{2,}/g)].sort(
        (a, b) => Number(a.index === 0) - Number(b.index === 0) || b[0].length - a[0].length,
      );
      const at = trailing?.index ?? runs[0]?.index;
      if (at === undefined) return line;
      out = out.slice(0, at) + out.slice(at + 1);
    }
    return out;
  });
}

/**
 * A day of the month with its one read as a small l or a capital I between the month's name and its year ("dated
 * June l, 1971", "on May l9, 2004", "March I, 2020"): the slot holds a number only. Same length, so offsets keep.
 */
const DAY_RE = new RegExp(
  String.raw`(?<=\b(?:${PRINTED_MONTHS})[ \t]+)(?=[\dlI]{1,2},?[ \t]+(?:1[89]|20)\d{2}\b)[\dlI]{1,2}(?![\p{L}\d])`,
  'gu',
);

/**
 * Between a written date's day and its year only a comma is printed: a semicolon there is the comma's misread
 * ("April 11; 1959"), and a speck read as a point or comma in front of the year ("November 19, .2022") is no
 * mark at all (it becomes a blank). Same length, so offsets keep.
 */
const DAY_YEAR_MARK_RE = new RegExp(
  String.raw`(?<=\b(?:${PRINTED_MONTHS})[ \t]+\d{1,2})(;|,?[ \t]*[.,'‘’]|;[ \t]*[.,'‘’])(?=[ \t]*(?:1[89]|20)\d{2}\b)`,
  'gu',
);

function dayYearMarks(text: string): string {
  return text.replace(DAY_YEAR_MARK_RE, (mark) => `,${' '.repeat(mark.length - 1)}`);
}

/**
 * A long month's name with one letter misread in a written date's slot ("the 6th day of Septembcr, 2023", "Octobcr 4,
 * 2022"): no other word of that length stands there and differs from a month's name by one letter. Same length,
 * so offsets keep. (The first letter must be right and the casing one of the printed ones.)
 */
const LONG_MONTHS = MONTHS.filter((m) => m.length >= 6);
const MONTH_SLOT_RE =
  /(?<![\p{L}\d])(\p{Lu}(?:\p{Ll}{5,8}|\p{Lu}{5,8}))(?=(?:[ \t]+\d{1,2}(?:st|nd|rd|th)?)?,?[ \t]+(?:1[89]|20)\d{2}\b)/gu;

function oneLetterOff(text: string): string {
  return text.replace(MONTH_SLOT_RE, (word: string) => {
    const lower = word.toLowerCase();
    if ((MONTHS as readonly string[]).includes(lower)) return word;
    const hit = LONG_MONTHS.find((m) => m[0] === lower[0] && letterDiff(m, lower) === 1);
    return hit ? withCasing(hit, word) : word;
  });
}

/**
 * A month's name with a letter doubled or lost in a written date's slot ("the 14th day of Apriil, 2023", "Agust 3,
 * 2022"): a typed copy of a scan slips so, and no other word stands there a letter off a month. A month of five
 * letters or more may lose one; any may double one. The line keeps its length (eachLine).
 */
const SLIP_SLOT_RE =
  /(?<![\p{L}\d])\p{Lu}(?:\p{Ll}{3,9}|\p{Lu}{3,9})(?=(?:[ \t]+\d{1,2}(?:st|nd|rd|th)?)?,?[ \t]+(?:1[89]|20)\d{2}\b)/gu;

/** Whether `long` is `short` with one letter doubled (`doubled`) or with one letter more anywhere. */
function oneMore(long: string, short: string, doubled: boolean): boolean {
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++)
    if (
      long.slice(0, i) + long.slice(i + 1) === short &&
      (!doubled || long[i] === long[i - 1] || long[i] === long[i + 1])
    )
      return true;
  return false;
}

function slippedMonth(text: string): string {
  return eachLine(text, (line) =>
    line.replace(SLIP_SLOT_RE, (word: string) => {
      const lower = word.toLowerCase();
      if ((MONTHS as readonly string[]).includes(lower)) return word;
      const hits = MONTHS.filter(
        (m) => m[0] === lower[0] && (oneMore(lower, m, true) || (m.length >= 5 && oneMore(m, lower, false))),
      );
      return hits.length === 1 ? withCasing(hits[0]!, word) : word;
    }),
  );
}

export function repairMonthGlyphs(text: string): string {
  return dayYearMarks(
    oneLetterOff(slippedMonth(ruReadAsM(text))).replace(DAY_RE, (day) =>
      /[lI]/.test(day) ? day.replace(/[lI]/g, '1') : day,
    ),
  );
}
