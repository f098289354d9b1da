import type { Category } from '@/db/schema';
import { records } from '@/db/schema';

/** The columns a RecordSummary needs, and nothing else (the list endpoint is a hot path). */
export const summaryColumns = {
  id: records.id,
  source: records.source,
  state: records.state,
  county: records.county,
  docNumber: records.docNumber,
  docId: records.docId,
  category: records.category,
  docType: records.docType,
  recordedDate: records.recordedDate,
  instrumentDate: records.instrumentDate,
  grantors: records.grantors,
  grantees: records.grantees,
  legalDescription: records.legalDescription,
  propertyCity: records.propertyCity,
  pageCount: records.pageCount,
  parsed: records.parsed,
};

export type SummaryRow = {
  id: number;
  source: string;
  state: string;
  county: string;
  docNumber: string;
  docId: number | null;
  category: Category;
  docType: string;
  recordedDate: string;
  instrumentDate: string | null;
  grantors: string[];
  grantees: string[];
  legalDescription: string | null;
  propertyCity: string | null;
  pageCount: number;
  parsed: boolean;
};

export type RecordSummary = {
  id: string;
  source: string;
  state: string;
  county: string;
  docNumber: string;
  docId?: number;
  category: Category;
  docType: string;
  recordedDate: string;
  instrumentDate: string | null;
  grantors: string[];
  grantees: string[];
  legalDescription: string | null;
  propertyCity: string | null;
  pageCount: number;
  parsed: boolean;
  detailsUrl: string;
};

export function detailsUrlFor(baseUrl: string, county: string, docNumber: string): string {
  return `${baseUrl}/records/${encodeURIComponent(county)}/${encodeURIComponent(docNumber)}/details`;
}

/** Maps a row to the API shape. `docId` is omitted, not null, when the portal gave none. */
export function toRecordSummary(row: SummaryRow, baseUrl: string): RecordSummary {
  const summary: RecordSummary = {
    id: String(row.id),
    source: row.source,
    state: row.state,
    county: row.county,
    docNumber: row.docNumber,
    ...(row.docId !== null ? { docId: row.docId } : {}),
    category: row.category,
    docType: row.docType,
    recordedDate: row.recordedDate,
    instrumentDate: row.instrumentDate,
    grantors: row.grantors,
    grantees: row.grantees,
    legalDescription: row.legalDescription,
    propertyCity: row.propertyCity,
    pageCount: row.pageCount,
    parsed: row.parsed,
    detailsUrl: detailsUrlFor(baseUrl, row.county, row.docNumber),
  };
  return summary;
}
