import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';

export type County = { name: string; slug: string; state: string; recordCount: number };

/** Every county with its exact record count, read from the rollup table rather than counted. */
export async function listCounties({ db }: { db: Db }): Promise<{ counties: County[] }> {
  const rows = await queryRows<{ slug: string; name: string; state: string; n: string | number }>(
    db,
    sql`select c.slug, c.name, c.state, coalesce(sum(rc.n), 0) as n
        from counties c left join record_counts rc on rc.county = c.slug
        group by c.slug, c.name, c.state
        order by c.state, c.name, c.slug`,
  );
  return {
    counties: rows.map((r) => ({ name: r.name, slug: r.slug, state: r.state, recordCount: Number(r.n) })),
  };
}

/** True when the county slug exists. */
export async function countyExists({ db, slug }: { db: Db; slug: string }): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from counties where slug = ${slug}`);
  return rows.length > 0;
}
