import { and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Category } from '@/db/schema';
import { records } from '@/db/schema';

export type RecordFilters = {
  county?: string;
  category?: Category;
  from?: string;
  to?: string;
  q?: string;
};

/**
 * Splits `q` into lower-cased words; each must occur in some party name (so "john smith" finds "SMITH
 * JOHN"). Every word counts (q is at most 200 characters), so no word is silently dropped.
 */
export function queryTerms(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function termConditions(q: string | undefined): SQL[] {
  return queryTerms(q).map((t) => ilike(records.partySearch, likePattern(t)));
}

/** WHERE conditions for the filters, recorded-date range inclusive at both ends. */
export function filterConditions(f: RecordFilters, range?: { from?: string; to?: string }): SQL | undefined {
  const from = range ? range.from : f.from;
  const to = range ? range.to : f.to;
  const conds: (SQL | undefined)[] = [
    f.county ? eq(records.county, f.county) : undefined,
    f.category ? eq(records.category, f.category) : undefined,
    from ? gte(records.recordedDate, from) : undefined,
    to ? lte(records.recordedDate, to) : undefined,
    ...termConditions(f.q),
  ];
  return and(...conds.filter((c): c is SQL => c !== undefined));
}
