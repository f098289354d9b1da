import { type FoundDate, findDates } from '../../normalize/dates';
import type { Doc } from '../../text/doc';

/**
 * The recorder's stamp date. Stamps sit above the title on page 1 ("Recorded: 08/30/2022", "07/11/2022 02:55
 * PM"); a "Recorded ... on <date>" label anywhere wins over the first date of the header.
 */
export function findRecordedDate(doc: Doc): FoundDate | null {
  const labelled = doc.text.match(
    /\b(?:recorded|filed(?: for record)?|recording date|date recorded)\s*(?:on|:)?\s*/i,
  );
  const firstPage = doc.pages[0] ?? '';
  const headerEnd = Math.min(firstPage.length, doc.lines.slice(0, 14).at(-1)?.end ?? firstPage.length);
  if (labelled && (labelled.index ?? 0) < headerEnd) {
    const from = (labelled.index ?? 0) + labelled[0].length;
    const date = findDates(doc.text.slice(from, from + 40))[0];
    if (date && date.start < 5) return { ...date, start: date.start + from, end: date.end + from };
  }
  return findDates(doc.text.slice(0, headerEnd))[0] ?? null;
}
