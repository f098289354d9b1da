import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { records } from '@/db/schema';
import type { CursorPosition } from './cursor';
import { likePattern, queryTerms, type RecordFilters } from './record-filters';
import { type SummaryRow, summaryColumns } from './record-summary';

type PageArgs = { filters: RecordFilters; position?: CursorPosition; limit: number };

/** Supplies each value of the query: inline for a one-off query, a named placeholder for a prepared one. */
type ValueOf = (name: string, value: string | number) => unknown;

function buildPage(db: Db, { filters, position, limit }: PageArgs, value: ValueOf) {
  const v = value as <T>(name: string, value: T) => T;
  const conds: (SQL | undefined)[] = [
    filters.county ? eq(records.county, v('county', filters.county)) : undefined,
    filters.category ? eq(records.category, v('category', filters.category)) : undefined,
    filters.from ? sql`${records.recordedDate} >= ${v('from', filters.from)}` : undefined,
    filters.to ? sql`${records.recordedDate} <= ${v('to', filters.to)}` : undefined,
    ...queryTerms(filters.q).map((t, i) => sql`${records.partySearch} ilike ${v(`q${i}`, likePattern(t))}`),
  ];
  if (position) {
    conds.push(
      or(
        lt(records.recordedDate, v('afterDate', position.recordedDate)),
        and(
          eq(records.recordedDate, v('afterDate', position.recordedDate)),
          lt(records.id, v('afterId', position.id)),
        ),
      ),
    );
  }
  return (
    db
      .select(summaryColumns)
      .from(records)
      .where(and(...conds))
      // NULLS LAST to match the indexes (drizzle writes them DESC NULLS LAST): a bare DESC means
      // NULLS FIRST, which no index serves, and PostgreSQL then sorts every matching row.
      .orderBy(sql`${records.recordedDate} desc nulls last`, sql`${records.id} desc nulls last`)
      .limit(v('limit', limit))
  );
}

/**
 * The keyset page query: rows after `position` in (recordedDate DESC, id DESC) order, `limit` of them.
 * Returned unexecuted so tests can EXPLAIN exactly what the list endpoint runs.
 */
export function pageQuery({ db, ...args }: PageArgs & { db: Db }) {
  return buildPage(db, args, (_name, value) => value);
}

// Building a Drizzle query costs more than running it: queries are prepared once per shape (which
// filters are present) and database handle, then executed with the values. Long `q`s are built ad hoc
// so the cache stays small.
const MAX_PREPARED_TERMS = 4;
const prepared = new WeakMap<Db, Map<string, ReturnType<ReturnType<typeof buildPage>['prepare']>>>();

function shapeOf({ filters, position }: PageArgs, terms: number): string {
  return (
    [filters.county, filters.category, filters.from, filters.to, position].map((x) => (x ? 1 : 0)).join('') +
    terms
  );
}

/** Runs the page query, through a prepared statement for its shape. */
export async function fetchPage({ db, ...args }: PageArgs & { db: Db }): Promise<SummaryRow[]> {
  const terms = queryTerms(args.filters.q);
  if (terms.length > MAX_PREPARED_TERMS) return (await pageQuery({ db, ...args })) as SummaryRow[];
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const shape = shapeOf(args, terms.length);
  let query = byShape.get(shape);
  if (!query) {
    query = buildPage(db, args, (name) => sql.placeholder(name)).prepare(`records_page_${shape}`);
    byShape.set(shape, query);
  }
  const values: Record<string, unknown> = { limit: args.limit };
  if (args.filters.county) values.county = args.filters.county;
  if (args.filters.category) values.category = args.filters.category;
  if (args.filters.from) values.from = args.filters.from;
  if (args.filters.to) values.to = args.filters.to;
  terms.forEach((t, i) => {
    values[`q${i}`] = likePattern(t);
  });
  if (args.position) {
    values.afterDate = args.position.recordedDate;
    values.afterId = args.position.id;
  }
  return (await query.execute(values)) as SummaryRow[];
}
