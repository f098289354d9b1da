import { and, count, eq, gte, lte, type SQL, sum } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { recordCounts, recordCountsByMonth, records } from '@/db/schema';
import { filterConditions, queryTerms, type RecordFilters } from './record-filters';

function monthStart(d: string): string {
  return `${d.slice(0, 7)}-01`;
}

function addMonths(monthFirst: string, n: number): string {
  const y = Number(monthFirst.slice(0, 4));
  const m = Number(monthFirst.slice(5, 7)) - 1 + n;
  const date = new Date(Date.UTC(y, m, 1));
  return date.toISOString().slice(0, 10);
}

function dayBefore(d: string): string {
  const date = new Date(`${d}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function isLastDayOfMonth(d: string): boolean {
  return dayBefore(addMonths(monthStart(d), 1)) === d;
}

async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(records).where(where);
  return Number(row?.n ?? 0);
}

function groupConditions<T extends typeof recordCounts | typeof recordCountsByMonth>(
  table: T,
  f: RecordFilters,
): SQL[] {
  const conds: SQL[] = [];
  if (f.county) conds.push(eq(table.county, f.county));
  if (f.category) conds.push(eq(table.category, f.category));
  return conds;
}

/**
 * Exact number of records matching the filters. Reads the trigger-maintained rollups wherever the
 * filters line up with them; whole months of a date range come from the monthly rollup and only the
 * partial edge months are counted from the index. A `q` search has no rollup and is counted directly.
 */
export async function countRecords({ db, filters }: { db: Db; filters: RecordFilters }): Promise<number> {
  if (queryTerms(filters.q).length > 0) return exactCount(db, filterConditions(filters));

  if (!filters.from && !filters.to) {
    const [row] = await db
      .select({ n: sum(recordCounts.n) })
      .from(recordCounts)
      .where(and(...groupConditions(recordCounts, filters)));
    return Number(row?.n ?? 0);
  }

  // Whole months inside [from, to]: firstFull .. lastFull (month starts), possibly empty.
  const firstFull = filters.from
    ? filters.from.endsWith('-01')
      ? filters.from
      : addMonths(monthStart(filters.from), 1)
    : undefined;
  const lastFull = filters.to
    ? isLastDayOfMonth(filters.to)
      ? monthStart(filters.to)
      : addMonths(monthStart(filters.to), -1)
    : undefined;

  if (firstFull && lastFull && firstFull > lastFull) {
    return exactCount(db, filterConditions(filters));
  }

  const monthConds = groupConditions(recordCountsByMonth, filters);
  if (firstFull) monthConds.push(gte(recordCountsByMonth.month, firstFull));
  if (lastFull) monthConds.push(lte(recordCountsByMonth.month, lastFull));
  const [months] = await db
    .select({ n: sum(recordCountsByMonth.n) })
    .from(recordCountsByMonth)
    .where(and(...monthConds));
  let total = Number(months?.n ?? 0);

  if (filters.from && firstFull && filters.from !== firstFull) {
    total += await exactCount(
      db,
      filterConditions(filters, { from: filters.from, to: dayBefore(firstFull) }),
    );
  }
  if (filters.to && lastFull) {
    const afterLast = addMonths(lastFull, 1);
    if (afterLast <= filters.to) {
      total += await exactCount(db, filterConditions(filters, { from: afterLast, to: filters.to }));
    }
  }
  return total;
}
