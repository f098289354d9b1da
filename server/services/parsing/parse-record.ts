import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { parseFailures, recordDetails, records, type StoredPage } from '@/db/schema';
import { PARSER_VERSION } from '@/parsers';
import type { BlobStore } from '@/server/blobs/blob-store';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { serializeParsedMembers } from '@/server/services/details/details-body';
import { PARSE_FAILURE_CODES, ParseFailure, type ParseFailureCode } from './parse-failure';
import { getParseSettings } from './parse-settings';
import { withRecordLock } from './record-lock';
import { runParser } from './run-parser';
import { SingleFlight } from './single-flight';

export type ParseOutcome = {
  /** The cached body (parsed members as a JSON object). */
  body: string;
  /** `parse` when this call ran the parser; `cache` when another caller or instance had just done it. */
  ranParser: boolean;
};

// One flight table per database handle: tests run many databases in one process.
const flights = new WeakMap<Db, SingleFlight<ParseOutcome>>();
const flightsFor = (db: Db) => {
  let f = flights.get(db);
  if (!f) {
    f = new SingleFlight<ParseOutcome>();
    flights.set(db, f);
  }
  return f;
};

/** Counters of this process, for staff stats. */
export const parseCounters = { started: 0, succeeded: 0, failed: 0, rejectedBusy: 0 };
let inFlightTotal = 0;

type LockedRow = {
  pages: StoredPage[];
  pages_hash: string | null;
  parsed: boolean;
  recorded_date: string | null;
  failure_code: string | null;
  failure_reason: string | null;
  body: string | null;
  body_pages_hash: string | null;
  body_parser_version: string | null;
};

type LockedResult = { ok: true; outcome: ParseOutcome } | { ok: false; failure: ParseFailure };

async function loadImages(blobs: BlobStore, pages: StoredPage[]): Promise<Buffer[]> {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  return Promise.all(
    ordered.map(async (p) => {
      let bytes: Buffer | null;
      try {
        bytes = await blobs.get(p.key);
      } catch (e) {
        throw new ParseFailure('missing_image', `Page ${p.page} image could not be fetched from storage.`, {
          cause: e,
        });
      }
      if (!bytes || bytes.length === 0) {
        throw new ParseFailure('missing_image', `Page ${p.page} image is missing from storage.`);
      }
      return bytes;
    }),
  );
}

/**
 * Writes the failure where staff and the next caller see it; runs inside the record lock. Times use
 * clock_timestamp(): now() would be the start of the (long) transaction, before waiters started waiting.
 */
async function recordFailure(db: Db, recordId: number, failure: ParseFailure, durationMs: number) {
  await db.insert(parseFailures).values({
    recordId,
    code: failure.code,
    reason: failure.message,
    durationMs,
    failedAt: sql`clock_timestamp()`,
  });
  await db
    .update(records)
    .set({
      parseAttempts: sql`${records.parseAttempts} + 1`,
      lastParseError: `${failure.code}: ${failure.message}`,
      lastParseFailedAt: sql`clock_timestamp()`,
    })
    .where(eq(records.id, recordId));
}

async function parseLocked(
  db: Db,
  blobs: BlobStore,
  recordId: number,
  timeoutMs: number,
  refreshStale: boolean,
): Promise<LockedResult> {
  // now() is the transaction start on PostgreSQL, i.e. before this caller waited for the lock: a failure
  // recorded after it was another instance's attempt at the very request we were waiting on.
  const [row] = await queryRows<LockedRow>(
    db,
    sql`select r.pages, r.pages_hash, r.parsed, r.recorded_date::text as recorded_date,
               f.code as failure_code, f.reason as failure_reason,
               d.body, d.pages_hash as body_pages_hash, d.parser_version as body_parser_version
        from records r
        left join record_details d on d.record_id = r.id
        left join lateral (
          select code, reason from parse_failures
          where record_id = r.id and failed_at >= now() order by failed_at desc limit 1
        ) f on true
        where r.id = ${recordId}`,
  );
  if (!row) throw new AppError('not_found', 'The record was deleted while it was being parsed.');
  const stale = refreshStale && row.body_parser_version !== PARSER_VERSION;
  if (row.parsed && row.body !== null && row.body_pages_hash === row.pages_hash && !stale) {
    return { ok: true, outcome: { body: row.body, ranParser: false } };
  }
  if (row.failure_code !== null) {
    // Another instance failed on this record while we waited: answer with its failure, do not retry it.
    const code = (PARSE_FAILURE_CODES as readonly string[]).includes(row.failure_code)
      ? (row.failure_code as ParseFailureCode)
      : 'parser_error';
    return { ok: false, failure: new ParseFailure(code, row.failure_reason ?? 'Parsing failed.') };
  }

  const started = performance.now();
  parseCounters.started++;
  try {
    const pages = Array.isArray(row.pages) ? row.pages : [];
    if (pages.length === 0) throw new ParseFailure('no_pages', 'The record has no page images to parse.');
    const images = await loadImages(blobs, pages);
    const doc = await runParser({ images, timeoutMs, recordedDateHint: row.recorded_date });
    const body = serializeParsedMembers(doc);
    const parseMs = Math.round(performance.now() - started);
    await db
      .insert(recordDetails)
      .values({ recordId, body, parserVersion: PARSER_VERSION, pagesHash: row.pages_hash, parseMs })
      .onConflictDoUpdate({
        target: recordDetails.recordId,
        set: {
          body,
          parserVersion: PARSER_VERSION,
          pagesHash: row.pages_hash,
          parseMs,
          createdAt: sql`now()`,
        },
      });
    // Guarded by the hash: if a re-import changed the pages meanwhile, the record stays unparsed.
    await db
      .update(records)
      .set({
        parsed: true,
        parsedAt: sql`clock_timestamp()`,
        parserVersion: PARSER_VERSION,
        parseMs,
        parseAttempts: 0,
        lastParseError: null,
      })
      .where(
        sql`${records.id} = ${recordId} and ${records.pagesHash} is not distinct from ${row.pages_hash}`,
      );
    parseCounters.succeeded++;
    return { ok: true, outcome: { body, ranParser: true } };
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    parseCounters.failed++;
    const durationMs = Math.round(performance.now() - started);
    log.warn({ recordId, code: e.code, reason: e.message, durationMs }, 'parse failed');
    // Committed with the lock release, so an instance waiting on this record sees it and does not retry.
    await recordFailure(db, recordId, e, durationMs);
    return { ok: false, failure: e };
  }
}

/**
 * Parses one record (page images from blob storage -> OCR -> parser) and caches the result, exactly
 * once however many callers ask at the same time, in this process or in others sharing PostgreSQL.
 * Throws AppError: parse_failed (422) or timeout (504) after recording the failure, or
 * service_unavailable (503) when this process already parses too many records.
 */
export async function parseRecord({
  db,
  blobs,
  recordId,
  timeoutMs = getParseSettings().timeoutMs,
  maxInFlight = getParseSettings().maxInFlight,
  refreshStale = false,
}: {
  db: Db;
  blobs: BlobStore;
  recordId: number;
  timeoutMs?: number;
  maxInFlight?: number;
  /**
   * Parse again when the cached details were written by another parser version. The details endpoint
   * leaves this off: a buyer is served the cached body at once, and `parse-pending --stale` refreshes
   * the cache in the background after a parser upgrade. A failed refresh keeps the older body.
   */
  refreshStale?: boolean;
}): Promise<ParseOutcome> {
  const flight = flightsFor(db);
  const { promise, leader } = flight.run(String(recordId), async () => {
    if (inFlightTotal >= maxInFlight) {
      parseCounters.rejectedBusy++;
      throw new AppError('service_unavailable', 'The parser is busy with other records; retry shortly.');
    }
    inFlightTotal++;
    try {
      const result = await withRecordLock(db, recordId, (tx) =>
        parseLocked(tx, blobs, recordId, timeoutMs, refreshStale),
      );
      if (!result.ok) throw result.failure.toAppError();
      return result.outcome;
    } finally {
      inFlightTotal--;
    }
  });
  const outcome = await promise;
  // Callers that joined a running flight were served its result, not a parse of their own.
  return leader ? outcome : { ...outcome, ranParser: false };
}
