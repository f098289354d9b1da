import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';

export type ParseStatus = 'all' | 'parsed' | 'unparsed' | 'failed';

export type QualityTotals = {
  records: number;
  parsed: number;
  unparsed: number;
  failing: number;
  lowConfidence: number;
  medianParseMs: number | null;
};

export type CountyQuality = {
  county: string;
  records: number;
  parsed: number;
  failing: number;
  avgConfidence: number | null;
};

export type StaffRecordRow = {
  id: number;
  county: string;
  docNumber: string;
  category: string;
  recordedDate: string;
  parsed: boolean;
  parseAttempts: number;
  lastParseError: string | null;
  parseMs: number | null;
  confidence: number | null;
};

/** Confidence below this is flagged for staff review. */
export const LOW_CONFIDENCE = 0.8;

/** Parse-quality overview for the admin page: totals and per-county figures. */
export async function getParseQuality({
  db,
}: {
  db: Db;
}): Promise<{ totals: QualityTotals; counties: CountyQuality[] }> {
  const [t] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select count(*) as records,
               count(*) filter (where r.parsed) as parsed,
               count(*) filter (where not r.parsed) as unparsed,
               count(*) filter (where not r.parsed and r.parse_attempts > 0) as failing,
               count(*) filter (where (d.body::jsonb ->> 'confidence')::float8 < ${LOW_CONFIDENCE}) as low_confidence,
               percentile_cont(0.5) within group (order by r.parse_ms) as median_parse_ms
        from records r left join record_details d on d.record_id = r.id`,
  );
  const counties = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select r.county, count(*) as records,
               count(*) filter (where r.parsed) as parsed,
               count(*) filter (where not r.parsed and r.parse_attempts > 0) as failing,
               avg((d.body::jsonb ->> 'confidence')::float8) as avg_confidence
        from records r left join record_details d on d.record_id = r.id
        group by r.county order by r.county`,
  );
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    totals: {
      records: num(t?.records) ?? 0,
      parsed: num(t?.parsed) ?? 0,
      unparsed: num(t?.unparsed) ?? 0,
      failing: num(t?.failing) ?? 0,
      lowConfidence: num(t?.low_confidence) ?? 0,
      medianParseMs: num(t?.median_parse_ms),
    },
    counties: counties.map((c) => ({
      county: String(c.county),
      records: num(c.records) ?? 0,
      parsed: num(c.parsed) ?? 0,
      failing: num(c.failing) ?? 0,
      avgConfidence: num(c.avg_confidence),
    })),
  };
}

/** Records for the staff table, newest first, filtered by county and parse status. */
export async function listStaffRecords({
  db,
  county,
  status = 'all',
  limit = 50,
}: {
  db: Db;
  county?: string;
  status?: ParseStatus;
  limit?: number;
}): Promise<StaffRecordRow[]> {
  const statusCond =
    status === 'parsed'
      ? sql`r.parsed`
      : status === 'unparsed'
        ? sql`not r.parsed`
        : status === 'failed'
          ? sql`not r.parsed and r.parse_attempts > 0`
          : sql`true`;
  const countyCond = county ? sql`r.county = ${county}` : sql`true`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.id, r.county, r.doc_number, r.category, r.recorded_date::text as recorded_date, r.parsed,
               r.parse_attempts, r.last_parse_error, r.parse_ms,
               (d.body::jsonb ->> 'confidence')::float8 as confidence
        from records r left join record_details d on d.record_id = r.id
        where ${countyCond} and ${statusCond}
        order by r.recorded_date desc, r.id desc
        limit ${Math.min(Math.max(limit, 1), 200)}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    county: String(r.county),
    docNumber: String(r.doc_number),
    category: String(r.category),
    recordedDate: String(r.recorded_date),
    parsed: r.parsed === true || r.parsed === 't',
    parseAttempts: Number(r.parse_attempts),
    lastParseError: (r.last_parse_error as string | null) ?? null,
    parseMs: r.parse_ms === null ? null : Number(r.parse_ms),
    confidence: r.confidence === null || r.confidence === undefined ? null : Number(r.confidence),
  }));
}
