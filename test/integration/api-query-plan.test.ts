import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import {
  ensureCounties,
  insertRecords,
  makeIndexSample,
  SAMPLE_COUNTIES,
} from '@/server/sample/index-factories';
import { pageQuery } from '@/server/services/records/page-query';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, makeIndexSample(6000, 'api-query-plan'));
  await queryRows(db.db, sql`analyze records`);
});
afterAll(async () => db?.drop());

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(q: ReturnType<typeof pageQuery>): Promise<PlanNode[]> {
  const rows = await queryRows<Record<string, unknown>>(db.db, sql`explain (format json) ${q.getSQL()}`);
  const raw = Object.values(rows[0] ?? {})[0];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodes((json[0] as { Plan: PlanNode }).Plan);
}

describe('page query plan', () => {
  // A newest-first page must walk an index in order and stop after `limit` rows; a Sort node means
  // every matching row is read and sorted on every request (the ORDER BY no longer matches an index).
  it.each([
    ['unfiltered', {}],
    ['one county', { county: 'dallas-tx' }],
    ['one category', { category: 'WILL' as const }],
    ['county and category', { county: 'dallas-tx', category: 'WILL' as const }],
  ])('%s: index scan in order, no sort', async (_name, filters) => {
    const plan = await planOf(pageQuery({ db: db.db, filters, limit: 26 }));
    const types = plan.map((n) => n['Node Type']);
    expect(types, JSON.stringify(types)).not.toContain('Sort');
    expect(types.some((t) => t.startsWith('Index'))).toBe(true);
  });

  it('a later page (keyset position) also avoids sorting', async () => {
    const plan = await planOf(
      pageQuery({ db: db.db, filters: {}, position: { recordedDate: '2020-06-15', id: 3000 }, limit: 26 }),
    );
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
  });
});
