import type { ParsedDocument } from '@/parsers/types';
import type { RecordSummary } from '@/server/services/records/record-summary';

export type DetailsPage = { page: number; imageUrl: string };

/**
 * The cached body: the parsed members in response order, as one JSON object. `category` is left out:
 * the response carries the index category from RecordSummary and must not hold the key twice.
 */
export function serializeParsedMembers(doc: ParsedDocument): string {
  return JSON.stringify({
    documentType: doc.documentType,
    decedent: doc.decedent,
    parties: doc.parties,
    people: doc.people,
    property: doc.property,
    consideration: doc.consideration,
    keyDates: doc.keyDates,
    typeSpecific: doc.typeSpecific,
    provenance: doc.provenance,
    confidence: doc.confidence,
  });
}

/**
 * The RecordDetails response text, spliced from the summary, the cached body and the page links.
 * The cached body is never parsed or re-serialised here: on a cache hit this is the whole cost.
 */
export function spliceDetailsJson(summary: RecordSummary, cachedBody: string, pages: DetailsPage[]): string {
  const head = JSON.stringify(summary);
  const members = cachedBody.slice(1, -1);
  return `${head.slice(0, -1)}${members ? `,${members}` : ''},"pages":${JSON.stringify(pages)}}`;
}
