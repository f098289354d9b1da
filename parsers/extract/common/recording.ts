import { type FoundDate, findDates } from '../../normalize/dates';
import type { Doc } from '../../text/doc';

/**
 * The recorder's stamp date. Stamps sit above the title on page 1 ("Recorded: 08/30/2022", "07/11/2022 02:55
 * PM"); a "Recorded ... on <date>" label anywhere wins over the first date of the header.
 */
export function findRecordedDate(doc: Doc): FoundDate | null {
  // A recital of another instrument's recording ("a mortgage ... dated June 11, 2014 and recorded June 13, 2014 in
  // Book ...") may fall within the header's lines: the word as a sentence's verb is no stamp's label.
  const labelled = [
    ...doc.text.matchAll(
      /\b(?:recorded|filed(?: for record)?|recording date|date recorded)\s*(?:on|:)?\s*/gi,
    ),
  ].find(
    (m) =>
      !/\b(?:and|was|were|been|being|duly|is|are|thereafter)\s+$/i.test(
        doc.text.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0),
      ),
  );
  const firstPage = doc.pages[0] ?? '';
  const headerEnd = Math.min(firstPage.length, doc.lines.slice(0, 14).at(-1)?.end ?? firstPage.length);
  if (labelled && (labelled.index ?? 0) < headerEnd) {
    const from = (labelled.index ?? 0) + labelled[0].length;
    const date = findDates(doc.text.slice(from, from + 40))[0];
    if (date && date.start < 5) return { ...date, start: date.start + from, end: date.end + from };
    const boxed = stampColumnDate(doc, labelled.index ?? 0, from);
    if (boxed) return boxed;
  }
  // (A month-name stamp carries its time of day too, so it is the recorder's before any date the header names.)
  return (
    timeStamped(doc.text) ??
    monthNameStamp(doc.text.slice(0, headerEnd)) ??
    findDates(doc.text.slice(0, headerEnd))[0] ??
    shortYearStamp(doc.text.slice(0, headerEnd))
  );
}

/**
 * A date printed with its time of day ("Nov 29, 2023 02:17 PM", "Recorded: 10/05/2023 at 11:32 AM") is a
 * recorder's or clerk's stamp wherever it sits (a cover sheet's foot, the last page's corner); an instrument
 * dates itself by day only, so a header's first date ("Date: November 20, 2023") may be the instrument's own.
 */
function timeStamped(text: string): FoundDate | null {
  for (const d of findDates(text)) {
    const after = text.slice(d.end, d.end + 24);
    if (/^,?[ \t]+(?:at[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:[AP]\.?M\b\.?)/i.test(after)) return d;
    // A clock time without AM/PM ("Recorded/Filed   05-24-2023 11:38", a city register's cover page) is a
    // stamp's only when the same line labels it recorded or filed.
    const lineBefore = text.slice(text.lastIndexOf('\n', d.start) + 1, d.start);
    if (
      /^,?[ \t]+(?:at[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?![\d:])/.test(after) &&
      /\b(?:recorded|filed)\b[^\n]{0,30}$/i.test(lineBefore)
    )
      return d;
  }
  return null;
}

/**
 * A stamp's two-digit year, read only where a time of day follows or precedes it ("11/14/23 AT 08:00AM",
 * "10:14 am  06/21/23").
 */
function shortYearStamp(header: string): FoundDate | null {
  // The time-first form checks what precedes only once a date has matched: a lookbehind tried at every
  // position rescans each run of spaces from every position in it.
  const m = header.match(
    /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{2})(?=\s+(?:AT\s+)?\d{1,2}:\d{2})|(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{2})(?![\d/])(?<=\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]\.?M\.?)?[ \t]+\d{1,2}\/\d{1,2}\/\d{2})/i,
  );
  if (!m) return monthNameStamp(header);
  const [month, day, year] = [Number(m[1] ?? m[4]), Number(m[2] ?? m[5]), 2000 + Number(m[3] ?? m[6])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const start = m.index ?? 0;
  return { iso, start, end: start + m[0].length, text: m[0] };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A stamp's day, month abbreviation and year before its time of day: "14-MAR-24 1118 AM", "3-JUN-22 09:41", or
 * with the year in full, "Date: 21-Jun-2022 09:47 AM" (a Utah recorder's entry stamp).
 */
function monthNameStamp(header: string): FoundDate | null {
  const m = header.match(
    /(?<![\w-])(\d{1,2})-(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)-((?:19|20)?\d{2})(?=[ \t]+\d{1,2}:?\d{2}\b)/i,
  );
  if (!m) return null;
  const [day, month, year] = [
    Number(m[1]),
    MONTHS.indexOf(m[2]!.toUpperCase()) + 1,
    m[3]!.length === 4 ? Number(m[3]) : 2000 + Number(m[3]),
  ];
  if (day < 1 || day > 31) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const start = m.index ?? 0;
  return { iso, start, end: start + m[0].length, text: m[0] };
}

/**
 * A filing stamp typed in a column beside the venue box ("STATE OF ...  )   Filed for record this 5th day of
 * June," over "COUNTY OF ...  )   A.D. 2023, at 10:35 o'clock A.M."): its words wrap within their column, so the
 * date is read from that column's lines joined. Only the stamp's own wording ("this 5th day of June, A.D. 2023").
 */
function stampColumnDate(doc: Doc, label: number, from: number): FoundDate | null {
  const i = doc.lines.findIndex((l) => l.start <= from && from <= l.end);
  if (i < 0) return null;
  const col = label - doc.lines[i]!.start;
  // (A label at the line's start is no column beside another block.)
  if (col < 8 || !/\S/.test(doc.lines[i]!.text.slice(0, col))) return null;
  const parts = [doc.text.slice(from, doc.lines[i]!.end)];
  for (const l of doc.lines.slice(i + 1, i + 3)) {
    // The column's text only: what stands left of it (the venue box) is another block.
    if (!/^\S/.test(l.text.slice(col)) || /\S/.test(l.text.slice(col - 2, col))) break;
    parts.push(l.text.slice(col));
  }
  const joined = parts.join(' ').replace(/\s+/g, ' ');
  const date = findDates(joined)[0];
  if (!date || !/^(?:on\s+)?(?:this\s+|the\s+)?$/i.test(joined.slice(0, date.start))) return null;
  // (The stamp's place in the text: where its label's date begins.)
  return { ...date, start: from, end: from + (date.end - date.start) };
}
