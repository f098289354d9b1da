import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { parseFailures, recordDetails, records } from '@/db/schema';

export type StaffRecord = {
  record: typeof records.$inferSelect;
  details: { body: unknown; parserVersion: string; parseMs: number; createdAt: Date } | null;
  failures: { code: string; reason: string; failedAt: Date; durationMs: number | null }[];
};

/** Everything staff need to judge one record's parse: index row, cached details, failure history. */
export async function getStaffRecord({ db, id }: { db: Db; id: number }): Promise<StaffRecord | null> {
  const [record] = await db.select().from(records).where(eq(records.id, id)).limit(1);
  if (!record) return null;
  const [details] = await db.select().from(recordDetails).where(eq(recordDetails.recordId, id)).limit(1);
  const failures = await db
    .select({
      code: parseFailures.code,
      reason: parseFailures.reason,
      failedAt: parseFailures.failedAt,
      durationMs: parseFailures.durationMs,
    })
    .from(parseFailures)
    .where(eq(parseFailures.recordId, id))
    .orderBy(desc(parseFailures.failedAt))
    .limit(20);
  let body: unknown = null;
  if (details) {
    try {
      body = JSON.parse(details.body);
    } catch {
      body = details.body;
    }
  }
  return {
    record,
    details: details
      ? { body, parserVersion: details.parserVersion, parseMs: details.parseMs, createdAt: details.createdAt }
      : null,
    failures,
  };
}
