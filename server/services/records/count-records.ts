import { and, count, eq, gte, lte, type SQL, sum } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { recordCounts, recordCountsByMonth, records } from '@/db/schema';
import { filterConditions, queryTerms, type RecordFilters } from './record-filters';

// Calendar arithmetic on YYYY-MM-DD strings, without Date: Date.UTC maps years 0-99 to 1900-1999.
const pad = (n: number, w: number) => String(n).padStart(w, '0');

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Months counted from year 0, so whole-month ranges compare as numbers, not strings. */
function monthIndex(d: string): number {
  return Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
}

function monthFirstDay(index: number): string {
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}-01`;
}

function monthLastDay(d: string): string {
  return `${d.slice(0, 8)}${pad(daysInMonth(Number(d.slice(0, 4)), Number(d.slice(5, 7))), 2)}`;
}

const FIRST_MONTH = monthIndex('0001-01-01');
const LAST_MONTH = monthIndex('9999-12-01');

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

  // Whole months inside [from, to]: firstFull .. lastFull (month indexes), possibly empty. The partial
  // edge months are the rest of from's month and the start of to's month.
  const firstFull = filters.from
    ? monthIndex(filters.from) + (filters.from.endsWith('-01') ? 0 : 1)
    : undefined;
  const lastFull = filters.to
    ? monthIndex(filters.to) - (monthLastDay(filters.to) === filters.to ? 0 : 1)
    : undefined;

  // No whole month inside the range (or none that PostgreSQL can name, past year 9999 or before 1).
  if (
    (firstFull !== undefined && lastFull !== undefined && firstFull > lastFull) ||
    (firstFull !== undefined && firstFull > LAST_MONTH) ||
    (lastFull !== undefined && lastFull < FIRST_MONTH)
  ) {
    return exactCount(db, filterConditions(filters));
  }

  const monthConds = groupConditions(recordCountsByMonth, filters);
  if (firstFull !== undefined) monthConds.push(gte(recordCountsByMonth.month, monthFirstDay(firstFull)));
  if (lastFull !== undefined) monthConds.push(lte(recordCountsByMonth.month, monthFirstDay(lastFull)));
  const [months] = await db
    .select({ n: sum(recordCountsByMonth.n) })
    .from(recordCountsByMonth)
    .where(and(...monthConds));
  let total = Number(months?.n ?? 0);

  if (filters.from && !filters.from.endsWith('-01')) {
    total += await exactCount(
      db,
      filterConditions(filters, { from: filters.from, to: monthLastDay(filters.from) }),
    );
  }
  if (filters.to && monthLastDay(filters.to) !== filters.to) {
    total += await exactCount(
      db,
      filterConditions(filters, { from: monthFirstDay(monthIndex(filters.to)), to: filters.to }),
    );
  }
  return total;
}
