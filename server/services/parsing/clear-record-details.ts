import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { recordDetails, records } from '@/db/schema';
import { recordNotFound } from '@/server/services/records/get-record';

/**
 * Staff re-parse: drops a record's cached details and marks it unparsed, so the next details call
 * parses it again. Returns whether a cached body existed.
 */
export async function clearRecordDetails({
  db,
  county,
  docNumber,
}: {
  db: Db;
  county: string;
  docNumber: string;
}): Promise<{ recordId: number; hadDetails: boolean }> {
  const [row] = await db
    .update(records)
    .set({ parsed: false, parsedAt: null, parserVersion: null, parseMs: null })
    .where(and(eq(records.county, county), eq(records.docNumber, docNumber)))
    .returning({ id: records.id });
  if (!row) throw recordNotFound(county, docNumber);
  const deleted = await db
    .delete(recordDetails)
    .where(eq(recordDetails.recordId, row.id))
    .returning({ id: recordDetails.recordId });
  return { recordId: row.id, hadDetails: deleted.length > 0 };
}
