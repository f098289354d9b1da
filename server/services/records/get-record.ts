import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { records } from '@/db/schema';
import { AppError } from '@/server/errors';
import { type RecordSummary, type SummaryRow, summaryColumns, toRecordSummary } from './record-summary';

export function recordNotFound(county: string, docNumber: string): AppError {
  return new AppError('not_found', `No record with document number '${docNumber}' in county '${county}'.`);
}

/** The index row of one record, or a not_found AppError naming the county and document number. */
export async function findRecordRow({
  db,
  county,
  docNumber,
}: {
  db: Db;
  county: string;
  docNumber: string;
}): Promise<SummaryRow> {
  const [row] = (await db
    .select(summaryColumns)
    .from(records)
    .where(and(eq(records.county, county), eq(records.docNumber, docNumber)))
    .limit(1)) as SummaryRow[];
  if (!row) throw recordNotFound(county, docNumber);
  return row;
}

export async function getRecord({
  db,
  county,
  docNumber,
  baseUrl,
}: {
  db: Db;
  county: string;
  docNumber: string;
  baseUrl: string;
}): Promise<RecordSummary> {
  return toRecordSummary(await findRecordRow({ db, county, docNumber }), baseUrl);
}
