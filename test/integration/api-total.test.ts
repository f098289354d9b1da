import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, type Category, type NewRecordRow, records } from '@/db/schema';
import { ensureCounties, insertRecords, makeRecord, SAMPLE_COUNTIES } from '@/server/sample/index-factories';
import { createRng } from '@/server/sample/rng';
import { apiClient } from '../helpers/api';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
let api: ReturnType<typeof apiClient>;

const COUNTIES = SAMPLE_COUNTIES.slice(0, 4);
const rng = createRng('api-total');

// Dates crowd the places where rollup arithmetic can go wrong: first and last days of months, leap
// days, year ends.
const EDGE_DATES = [
  '2020-02-28',
  '2020-02-29',
  '2020-03-01',
  '2021-02-28',
  '2021-03-01',
  '2021-12-31',
  '2022-01-01',
  '2022-01-31',
  '2022-02-01',
  '2023-06-30',
  '2023-07-01',
  '2024-02-29',
  '2024-12-31',
];

function randomDate(): string {
  if (rng.chance(0.4)) return rng.pick(EDGE_DATES);
  const y = rng.int(2019, 2025);
  const m = rng.int(1, 12);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(rng.int(1, last)).padStart(2, '0')}`;
}

let serial = 0;
const make = (): NewRecordRow =>
  makeRecord({
    rng,
    docNumber: `T-${++serial}`,
    countyInfo: rng.pick(COUNTIES),
    category: rng.pick(CATEGORIES),
    recordedDate: randomDate(),
  });

type Row = { id: number; county: string; category: Category; recordedDate: string; names: string };
type Filters = { county?: string; type?: Category; from?: string; to?: string; q?: string };

async function allRows(): Promise<Row[]> {
  const rows = await db.db
    .select({
      id: records.id,
      county: records.county,
      category: records.category,
      recordedDate: records.recordedDate,
      grantors: records.grantors,
      grantees: records.grantees,
    })
    .from(records);
  return rows.map((r) => ({ ...r, names: [...r.grantors, ...r.grantees].join('\n').toLowerCase() }));
}

/** The count every `total` must equal, computed in JavaScript from every row. */
function bruteForce(rows: Row[], f: Filters): number {
  const words = (f.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (r) =>
      (!f.county || r.county === f.county) &&
      (!f.type || r.category === f.type) &&
      (!f.from || r.recordedDate >= f.from) &&
      (!f.to || r.recordedDate <= f.to) &&
      words.every((w) => r.names.split('\n').some((n) => n.includes(w))),
  ).length;
}

function queryOf(f: Filters): string {
  const p = new URLSearchParams({ limit: '1' });
  for (const [k, v] of Object.entries(f)) if (v !== undefined) p.set(k, v);
  return p.toString();
}

const arbDate = fc.oneof(
  fc.constantFrom(...EDGE_DATES, '2019-01-01', '2025-12-31', '2018-06-15', '2026-01-01'),
  fc
    .record({
      y: fc.integer({ min: 2018, max: 2026 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ y, m, d }) => {
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
    }),
);

const arbFilters: fc.Arbitrary<Filters> = fc
  .record(
    {
      county: fc.constantFrom(...COUNTIES.map((c) => c.slug)),
      type: fc.constantFrom(...CATEGORIES),
      from: arbDate,
      to: arbDate,
      q: fc.constantFrom('smith', 'a', 'garza maria', 'estate', 'zz-none', 'o'),
    },
    { requiredKeys: [] },
  )
  .map((f) => (f.from && f.to && f.from > f.to ? { ...f, from: f.to, to: f.from } : f));

async function checkTotals(runs: number, seed: number) {
  const rows = await allRows();
  await fc.assert(
    fc.asyncProperty(arbFilters, async (f) => {
      const r = await api(`/records?${queryOf(f)}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.total, JSON.stringify(f)).toBe(bruteForce(rows, f));
    }),
    { numRuns: runs, seed },
  );
  return rows;
}

async function checkCounties(rows: Row[]) {
  const r = await api('/counties');
  for (const c of r.body.counties as { slug: string; recordCount: number }[]) {
    expect(c.recordCount, c.slug).toBe(rows.filter((x) => x.county === c.slug).length);
  }
}

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, Array.from({ length: 900 }, make));
  api = apiClient(db);
});
afterAll(async () => db?.drop());

describe('total equals a brute-force count', () => {
  it('for random filter combinations', async () => {
    const rows = await checkTotals(150, 1);
    await checkCounties(rows);
  });

  it('for hand-picked month, year and leap-day boundaries', async () => {
    const rows = await allRows();
    const ranges: [string | undefined, string | undefined][] = [
      ['2020-02-01', '2020-02-29'],
      ['2020-02-29', '2020-03-01'],
      ['2020-02-29', undefined],
      [undefined, '2020-02-28'],
      ['2021-12-31', '2022-01-01'],
      ['2021-12-01', '2022-01-31'],
      ['2021-12-02', '2022-01-30'],
      ['2022-01-31', '2022-02-01'],
      ['2022-01-15', '2022-01-20'],
      ['2023-07-01', '2023-07-01'],
      ['2019-01-01', '2025-12-31'],
      ['2021-02-28', '2021-02-28'],
      ['2024-02-29', '2024-12-31'],
    ];
    for (const [from, to] of ranges) {
      for (const county of [undefined, COUNTIES[0]?.slug]) {
        for (const type of [undefined, 'WILL' as const]) {
          const f = { from, to, county, type };
          const r = await api(`/records?${queryOf(f)}`);
          expect(r.body.total, JSON.stringify(f)).toBe(bruteForce(rows, f));
        }
      }
    }
  });

  it('after updates that move records between counties, categories and months, and after deletes', async () => {
    const ids = (await allRows()).map((r) => r.id);
    const pickIds = (n: number) => Array.from({ length: n }, () => rng.pick(ids));
    // Single-row and multi-row statements: the triggers are per statement.
    await db.db
      .update(records)
      .set({ county: COUNTIES[1]?.slug as string })
      .where(inArray(records.id, pickIds(40)));
    await db.db
      .update(records)
      .set({ category: 'WILL' })
      .where(inArray(records.id, pickIds(35)));
    await db.db
      .update(records)
      .set({ recordedDate: '2020-02-29' })
      .where(inArray(records.id, pickIds(25)));
    await db.db
      .update(records)
      .set({ recordedDate: sql`${records.recordedDate} + 31`, county: COUNTIES[2]?.slug as string })
      .where(inArray(records.id, pickIds(30)));
    await db.db
      .update(records)
      .set({ legalDescription: 'NOT A GROUPING KEY' })
      .where(inArray(records.id, pickIds(20)));
    for (const id of pickIds(5)) {
      await db.db
        .update(records)
        .set({ category: 'OTHER', recordedDate: '2021-03-01' })
        .where(inArray(records.id, [id]));
    }
    await db.db.delete(records).where(inArray(records.id, pickIds(60)));
    await insertRecords(db.db, Array.from({ length: 50 }, make));
    const rows = await checkTotals(100, 2);
    await checkCounties(rows);
  });
});
