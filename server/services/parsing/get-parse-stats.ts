import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { parseCounters } from './parse-record';

export type ParseStats = {
  records: number;
  parsed: number;
  unparsed: number;
  /** Unparsed records whose last attempt failed. */
  failing: number;
  byParserVersion: { parserVersion: string; records: number }[];
  parseMs: { p50: number | null; p95: number | null; max: number | null };
  failuresLast24h: { code: string; count: number }[];
  /** Since this process started. */
  process: typeof parseCounters;
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Parse state of the whole collection, for staff. */
export async function getParseStats({ db }: { db: Db }): Promise<ParseStats> {
  const [totals] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as records,
               count(*) filter (where parsed) as parsed,
               count(*) filter (where not parsed and parse_attempts > 0) as failing,
               percentile_cont(0.5) within group (order by parse_ms) as p50,
               percentile_cont(0.95) within group (order by parse_ms) as p95,
               max(parse_ms) as max
        from records`,
  );
  const versions = await queryRows<{ parser_version: string; n: unknown }>(
    db,
    sql`select parser_version, count(*) as n from record_details group by parser_version order by parser_version`,
  );
  const failures = await queryRows<{ code: string; n: unknown }>(
    db,
    sql`select code, count(*) as n from parse_failures
        where failed_at > now() - interval '24 hours' group by code order by count(*) desc`,
  );
  const recordsN = num(totals?.records) ?? 0;
  const parsed = num(totals?.parsed) ?? 0;
  return {
    records: recordsN,
    parsed,
    unparsed: recordsN - parsed,
    failing: num(totals?.failing) ?? 0,
    byParserVersion: versions.map((v) => ({ parserVersion: v.parser_version, records: Number(v.n) })),
    parseMs: { p50: num(totals?.p50), p95: num(totals?.p95), max: num(totals?.max) },
    failuresLast24h: failures.map((f) => ({ code: f.code, count: Number(f.n) })),
    process: { ...parseCounters },
  };
}
