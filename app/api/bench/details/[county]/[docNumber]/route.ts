import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { getAppDb } from '@/server/db';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Ctx = { params: Promise<{ county: string; docNumber: string }> };

/**
 * Benchmark baseline only (bench/details.bench.ts): the least a Next.js route handler can do to
 * answer a cached details call: one query for the row, then the cached text. Answers 404 unless the
 * server was started with BENCH_ROUTES=1, so it does nothing in production.
 */
export async function GET(_req: Request, ctx: Ctx): Promise<Response> {
  if (process.env.BENCH_ROUTES !== '1') return new Response(null, { status: 404 });
  const { county, docNumber } = await ctx.params;
  const { db } = await getAppDb();
  const [row] = await queryRows<
    Record<string, unknown> & { body: string; pages: { page: number; key: string }[] }
  >(
    db,
    sql`select r.id::text as id, r.source, r.state, r.county, r.doc_number as "docNumber", r.doc_id as "docId",
               r.category, r.doc_type as "docType", r.recorded_date::text as "recordedDate",
               r.instrument_date::text as "instrumentDate", r.grantors, r.grantees,
               r.legal_description as "legalDescription", r.property_city as "propertyCity",
               r.page_count as "pageCount", r.parsed, r.pages, d.body
        from records r join record_details d on d.record_id = r.id
        where r.county = ${county} and r.doc_number = ${docNumber}`,
  );
  if (!row) return new Response(null, { status: 404 });
  // A response of the same shape and size as the real one, built the cheapest way.
  const { body, pages, ...summary } = row;
  const links = pages.map((p) => ({ page: p.page, imageUrl: `/api/v1/files/${p.key}` }));
  const text = `${JSON.stringify(summary).slice(0, -1)},${body.slice(1, -1)},"pages":${JSON.stringify(links)}}`;
  return new Response(text, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
