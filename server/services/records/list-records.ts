import type { Db } from '@/db/client';
import { AppError } from '@/server/errors';
import { countyExists } from '@/server/services/counties/list-counties';
import { countRecords } from './count-records';
import { decodeCursor, encodeCursor, filterFingerprint } from './cursor';
import { fetchPage } from './page-query';
import { queryTerms, type RecordFilters } from './record-filters';
import { type RecordSummary, toRecordSummary } from './record-summary';

export type ListRecordsInput = RecordFilters & { cursor?: string; limit: number };

export type RecordList = { items: RecordSummary[]; nextCursor: string | null; total: number };

/**
 * One page of records, newest first by recordedDate with id as the tie-breaker. Keyset pagination on
 * (recorded_date, id) means a walk never repeats or skips a record, also while rows are being added.
 */
export async function listRecords({
  db,
  input,
  baseUrl,
  cursorKey,
}: {
  db: Db;
  input: ListRecordsInput;
  baseUrl: string;
  cursorKey: string;
}): Promise<RecordList> {
  const filters: RecordFilters = {
    county: input.county,
    category: input.category,
    from: input.from,
    to: input.to,
    q: input.q,
  };
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new AppError(
      'invalid_request',
      `Invalid date range: from (${filters.from}) is after to (${filters.to}).`,
    );
  }
  // Bound to the normalised words, so "Smith  John" and "smith john" page alike.
  const fingerprint = filterFingerprint({ ...filters, q: queryTerms(filters.q).join(' ') || undefined });
  const position = input.cursor ? decodeCursor(cursorKey, input.cursor, fingerprint) : undefined;

  if (filters.county && !(await countyExists({ db, slug: filters.county }))) {
    throw new AppError(
      'invalid_request',
      `Unknown county '${filters.county}'. GET /counties lists the valid county slugs.`,
    );
  }

  const [rows, total] = await Promise.all([
    fetchPage({ db, filters, position, limit: input.limit + 1 }),
    countRecords({ db, filters }),
  ]);

  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > input.limit && last
      ? encodeCursor(cursorKey, { recordedDate: last.recordedDate, id: last.id }, fingerprint)
      : null;
  return { items: page.map((r) => toRecordSummary(r, baseUrl)), nextCursor, total };
}
