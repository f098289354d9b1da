import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureCounties,
  insertRecords,
  makeIndexSample,
  SAMPLE_COUNTIES,
} from '@/server/sample/index-factories';
import { apiClient } from '../helpers/api';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, makeIndexSample(120));
  api = apiClient(db);
});
afterAll(async () => db?.drop());

describe('smoke', () => {
  it('lists records', async () => {
    const r = await api('/records?limit=5');
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(5);
    expect(r.body.total).toBe(120);
    const r2 = await api(`/records?limit=5&cursor=${encodeURIComponent(r.body.nextCursor)}`);
    expect(r2.status).toBe(200);
    const one = r.body.items[0];
    const g = await api(`/records/${one.county}/${one.docNumber}`);
    expect(g.status).toBe(200);
    expect(g.body.docNumber).toBe(one.docNumber);
    expect((await api('/records/dallas-tx/nope')).body.error.code).toBe('not_found');
    expect((await api('/records?limit=0')).status).toBe(400);
    expect((await api('/records', { secret: 'bad' })).status).toBe(401);
    expect((await api('/records', { method: 'POST' })).status).toBe(405);
    expect((await api('/counties')).body.counties.length).toBe(10);
    expect((await api('/records?from=2020-01-15&to=2021-03-31')).status).toBe(200);
  });
});
