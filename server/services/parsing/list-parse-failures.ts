import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { parseFailures, records } from '@/db/schema';

export type ParseFailureRow = {
  id: number;
  recordId: number;
  county: string;
  docNumber: string;
  code: string;
  reason: string;
  durationMs: number | null;
  failedAt: string;
  /** Whether the record has been parsed successfully since. */
  parsedNow: boolean;
};

/** Parse failures, newest first; `before` is the id of the last row of the previous page. */
export async function listParseFailures({
  db,
  limit = 50,
  before,
}: {
  db: Db;
  limit?: number;
  before?: number;
}): Promise<ParseFailureRow[]> {
  const rows = await db
    .select({
      id: parseFailures.id,
      recordId: parseFailures.recordId,
      county: records.county,
      docNumber: records.docNumber,
      code: parseFailures.code,
      reason: parseFailures.reason,
      durationMs: parseFailures.durationMs,
      failedAt: parseFailures.failedAt,
      parsedNow: records.parsed,
    })
    .from(parseFailures)
    .innerJoin(records, eq(records.id, parseFailures.recordId))
    .where(before === undefined ? undefined : lt(parseFailures.id, before))
    .orderBy(desc(parseFailures.id))
    .limit(Math.min(Math.max(limit, 1), 500));
  return rows.map((r) => ({ ...r, failedAt: r.failedAt.toISOString() }));
}
