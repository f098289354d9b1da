import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { records } from '@/db/schema';
import { PARSER_VERSION } from '@/parsers';
import type { BlobStore } from '@/server/blobs/blob-store';
import { isAppError } from '@/server/errors';
import { parseRecord } from './parse-record';

export type PendingProgress = { done: number; total: number; parsed: number; failed: number };

export type PendingSummary = PendingProgress & {
  /** Records some other caller parsed while this run was going. */
  alreadyParsed: number;
  failures: { recordId: number; county: string; docNumber: string; code: string; message: string }[];
};

/**
 * Parses unparsed records (optionally of one county, at most `limit`) with at most `concurrency` at
 * once, through the same single-flight path as the details endpoint, so it can run beside live servers.
 * With `stale`, records whose cached details another parser version wrote are parsed again too.
 */
export async function parsePending({
  db,
  blobs,
  county,
  limit,
  concurrency = 2,
  stale = false,
  timeoutMs,
  onProgress,
}: {
  db: Db;
  blobs: BlobStore;
  county?: string;
  stale?: boolean;
  limit?: number;
  concurrency?: number;
  timeoutMs?: number;
  onProgress?: (p: PendingProgress) => void;
}): Promise<PendingSummary> {
  const todo = await db
    .select({ id: records.id, county: records.county, docNumber: records.docNumber })
    .from(records)
    .where(
      and(
        stale
          ? or(eq(records.parsed, false), sql`${records.parserVersion} is distinct from ${PARSER_VERSION}`)
          : eq(records.parsed, false),
        county ? eq(records.county, county) : undefined,
      ),
    )
    .orderBy(asc(records.id))
    .limit(limit ?? 1_000_000);

  const summary: PendingSummary = {
    done: 0,
    total: todo.length,
    parsed: 0,
    failed: 0,
    alreadyParsed: 0,
    failures: [],
  };
  onProgress?.({ ...summary });
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < todo.length; i = next++) {
      const rec = todo[i];
      if (!rec) continue;
      try {
        const outcome = await parseRecord({
          db,
          blobs,
          recordId: rec.id,
          timeoutMs,
          maxInFlight: Number.MAX_SAFE_INTEGER,
          refreshStale: stale,
        });
        if (outcome.ranParser) summary.parsed++;
        else summary.alreadyParsed++;
      } catch (e) {
        if (!isAppError(e)) throw e;
        summary.failed++;
        summary.failures.push({
          recordId: rec.id,
          county: rec.county,
          docNumber: rec.docNumber,
          code: e.code,
          message: e.message,
        });
      }
      summary.done++;
      onProgress?.({
        done: summary.done,
        total: summary.total,
        parsed: summary.parsed,
        failed: summary.failed,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, todo.length)) }, worker));
  return summary;
}
