import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, type NewRecordRow } from '@/db/schema';
import { ensureCounties, insertRecords, makeRecord, SAMPLE_COUNTIES } from '@/server/sample/index-factories';
import { createRng } from '@/server/sample/rng';
import { apiClient } from '../helpers/api';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
let api: ReturnType<typeof apiClient>;

type Item = { id: string; docNumber: string; county: string; recordedDate: string; grantors: string[] };

const rng = createRng('api-pagination');
// Few distinct dates, so most pages end in the middle of a run of equal recordedDates.
const DATES = ['2021-03-01', '2021-03-02', '2022-11-30', '2023-01-01', '2023-01-02', '2024-02-29'];
let serial = 0;
function sample(n: number, date?: string): NewRecordRow[] {
  return Array.from({ length: n }, () =>
    makeRecord({
      rng,
      docNumber: `P-${++serial}`,
      countyInfo: rng.pick(SAMPLE_COUNTIES.slice(0, 3)),
      category: rng.pick(CATEGORIES),
      recordedDate: date ?? rng.pick(DATES),
    }),
  );
}

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, sample(420));
  api = apiClient(db);
});
afterAll(async () => db?.drop());

/** Newest first; equal dates ordered by id, highest first. */
function inOrder(a: Item, b: Item): boolean {
  if (a.recordedDate !== b.recordedDate) return a.recordedDate > b.recordedDate;
  return Number(a.id) > Number(b.id);
}

async function walk(query: string, limit: number, between?: (page: number) => Promise<void>) {
  const items: Item[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query ? '&' : '';
    const url = `/records?${query}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const r = await api(url);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.items.length).toBeLessThanOrEqual(limit);
    if (r.body.nextCursor !== null) expect(r.body.items).toHaveLength(limit);
    items.push(...r.body.items);
    totals.push(r.body.total);
    cursor = r.body.nextCursor;
    pages++;
    if (between) await between(pages);
  } while (cursor !== null && pages < 1000);
  return { items, totals, pages };
}

describe('pagination walk', () => {
  it('visits every record exactly once, newest first, with a stable total', async () => {
    const { items, totals, pages } = await walk('', 7);
    expect(items).toHaveLength(420);
    expect(new Set(items.map((i) => i.id)).size).toBe(420);
    expect(new Set(totals)).toEqual(new Set([420]));
    expect(pages).toBe(Math.ceil(420 / 7));
    for (let i = 1; i < items.length; i++) {
      expect(inOrder(items[i - 1] as Item, items[i] as Item), `position ${i}`).toBe(true);
    }
  });

  it('the last page has nextCursor null, also when it is exactly full', async () => {
    const r = await api('/records?county=dallas-tx&type=will&limit=1');
    const n = r.body.total as number;
    expect(n).toBeGreaterThan(1);
    expect(n).toBeLessThanOrEqual(100);
    const exact = await walk('county=dallas-tx&type=will', n);
    expect(exact.pages).toBe(1);
    expect(exact.items).toHaveLength(n);
  });

  it('walks filtered queries exactly too', async () => {
    for (const query of [
      'county=travis-tx',
      'type=will',
      'from=2022-11-30&to=2023-01-01',
      'q=a',
      'county=DALLAS-TX&type=Other',
    ]) {
      const first = await api(`/records?${query}&limit=100`);
      const { items, totals } = await walk(query, 5);
      expect(new Set(items.map((i) => i.id)).size, query).toBe(items.length);
      expect(items.length, query).toBe(first.body.total);
      expect(new Set(totals), query).toEqual(new Set([first.body.total]));
    }
  });

  it('paging while rows are inserted neither repeats nor skips rows that existed at the start', async () => {
    const before = await walk('', 100);
    const existing = new Set(before.items.map((i) => i.id));
    const seen = new Map<string, number>();
    const during = await walk('', 9, async (page) => {
      // New rows on the dates being paged through, newer and older ones alike.
      const date = page % 2 === 0 ? (DATES[page % DATES.length] as string) : undefined;
      await insertRecords(db.db, sample(3, date));
    });
    for (const i of during.items) seen.set(i.id, (seen.get(i.id) ?? 0) + 1);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    for (const id of existing) expect(seen.has(id), `record ${id} skipped`).toBe(true);
    for (let i = 1; i < during.items.length; i++) {
      expect(inOrder(during.items[i - 1] as Item, during.items[i] as Item)).toBe(true);
    }
  });
});

describe('cursor', () => {
  it('a garbage, truncated or tampered cursor is a 400 naming the cursor', async () => {
    const r = await api('/records?limit=3');
    const good = r.body.nextCursor as string;
    const [payload, sig] = good.split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const forged = Buffer.from(JSON.stringify(['2099-01-01', 1, 'x'])).toString('base64url');
    for (const bad of [
      'garbage',
      '',
      '.',
      `${payload}.`,
      `.${sig}`,
      good.slice(0, -2),
      flip(good, 3),
      `${payload}.${flip(sig, 0)}`,
      `${forged}.${sig}`,
      `${good}.${sig}`,
      'a'.repeat(600),
      '%FF%FE',
    ]) {
      const res = await api(`/records?limit=3&cursor=${encodeURIComponent(bad)}`);
      if (bad === '') {
        // An empty cursor is the first page.
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message).toMatch(/cursor/);
    }
  });

  it('is bound to the filters: reusing it with other filters is a 400', async () => {
    const r = await api('/records?county=dallas-tx&limit=3');
    const c = encodeURIComponent(r.body.nextCursor);
    expect((await api(`/records?county=dallas-tx&limit=3&cursor=${c}`)).status).toBe(200);
    // Same filters, spelt differently, and another page size are fine.
    expect((await api(`/records?county=Dallas-TX&limit=10&cursor=${c}`)).status).toBe(200);
    for (const other of [
      'county=travis-tx',
      '',
      'county=dallas-tx&type=will',
      'county=dallas-tx&q=smith',
      'county=dallas-tx&from=2020-01-01',
    ]) {
      const res = await api(`/records?${other}&limit=3&cursor=${c}`);
      expect(res.status, other).toBe(400);
      expect(res.body.error.message).toMatch(/cursor/);
    }
  });

  it('normalises q before binding: case and extra spaces do not matter', async () => {
    const r = await api('/records?q=Smith%20John&limit=1');
    if (r.body.nextCursor === null) return expect(r.body.total).toBeLessThanOrEqual(1);
    const c = encodeURIComponent(r.body.nextCursor);
    expect((await api(`/records?q=smith%20%20john&limit=1&cursor=${c}`)).status).toBe(200);
  });

  it('a cursor signed with another key is refused', async () => {
    const other = apiClient(db, { GATEWAY_PROXY_SECRET: 'a-different-secret' });
    const r = await other('/records?limit=3', { secret: 'a-different-secret' });
    expect(r.status).toBe(200);
    const res = await api(`/records?limit=3&cursor=${encodeURIComponent(r.body.nextCursor)}`);
    expect(res.status).toBe(400);
  });
});
