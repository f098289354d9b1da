import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { records } from '@/db/schema';
import type { CursorPosition } from './cursor';
import { filterConditions, type RecordFilters } from './record-filters';
import { summaryColumns } from './record-summary';

/**
 * The keyset page query: rows after `position` in (recordedDate DESC, id DESC) order, `limit` of them.
 * Returned unexecuted so tests can EXPLAIN exactly what the list endpoint runs.
 */
export function pageQuery({
  db,
  filters,
  position,
  limit,
}: {
  db: Db;
  filters: RecordFilters;
  position?: CursorPosition;
  limit: number;
}) {
  const conds: (SQL | undefined)[] = [filterConditions(filters)];
  if (position) {
    conds.push(
      or(
        lt(records.recordedDate, position.recordedDate),
        and(eq(records.recordedDate, position.recordedDate), lt(records.id, position.id)),
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
      .limit(limit)
  );
}
