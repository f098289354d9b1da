import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/db/schema';
import { loadConfig } from '@/server/config';
import { handleApiRequest } from '@/server/http/api-handler';
import {
  ensureCounties,
  insertRecords,
  makeIndexSample,
  SAMPLE_COUNTIES,
} from '@/server/sample/index-factories';
import { apiClient, TEST_BASE } from '../helpers/api';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
let api: ReturnType<typeof apiClient>;
const SAMPLE = makeIndexSample(60, 'api-auth-errors');

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, SAMPLE);
  api = apiClient(db);
});
afterAll(async () => db?.drop());

/** The spec's error body, exactly: one member `error` with exactly `code` and `message`. */
function expectErrorShape(body: unknown, code: string) {
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/i);
}

const existing = SAMPLE[0] as { county: string; docNumber: string };
const PATHS = [
  '/records',
  '/records?county=dallas-tx',
  `/records/${existing.county}/${existing.docNumber}`,
  '/records/dallas-tx/none',
  '/counties',
  '/document-types',
  '/nope',
  '/records/a/b/c/d',
];

describe('proxy secret', () => {
  it('missing, empty or wrong secret is a 401 on every path and method, before anything else', async () => {
    // (Header values are trimmed by the HTTP layer, so padding is no variant worth testing.)
    for (const secret of [null, '', 'wrong', 'x'.repeat(5000), 'test-proxy-secre', 'TEST-PROXY-SECRET']) {
      for (const path of PATHS) {
        for (const method of ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']) {
          const r = await api(path, { secret, method });
          expect(r.status, `${method} ${path} secret=${secret}`).toBe(401);
          if (method !== 'HEAD') expectErrorShape(r.body, 'unauthorized');
        }
      }
    }
  });

  it('does not reveal whether a record exists', async () => {
    const a = await api(`/records/${existing.county}/${existing.docNumber}`, { secret: 'wrong' });
    const b = await api('/records/dallas-tx/none', { secret: 'wrong' });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
  });

  it('accepts every value of a rotated, comma-separated secret', async () => {
    const rotated = apiClient(db, { GATEWAY_PROXY_SECRET: 'new-secret, old-secret' });
    expect((await rotated('/counties', { secret: 'new-secret' })).status).toBe(200);
    expect((await rotated('/counties', { secret: 'old-secret' })).status).toBe(200);
    expect((await rotated('/counties', { secret: 'new-secret, old-secret' })).status).toBe(401);
    expect((await rotated('/counties', { secret: 'test-proxy-secret' })).status).toBe(401);
    expect((await rotated('/counties', { secret: '' })).status).toBe(401);
  });
});

describe('error bodies', () => {
  it('400, 404 and 405 have exactly {error:{code,message}}', async () => {
    const bad = await api('/records?limit=0');
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 'invalid_request');
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/);

    const missing = await api('/records/travis-tx/2099-NOPE');
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body, 'not_found');
    expect(missing.body.error.message).toContain('travis-tx');
    expect(missing.body.error.message).toContain('2099-NOPE');

    const unknownPath = await api('/recordz');
    expect(unknownPath.status).toBe(404);
    expectErrorShape(unknownPath.body, 'not_found');

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const path of ['/records', '/counties', '/nope']) {
        const r = await api(path, { method });
        expect(r.status, `${method} ${path}`).toBe(405);
        expectErrorShape(r.body, 'method_not_allowed');
        expect(r.headers.get('allow')).toBe('GET, HEAD');
      }
    }
  });

  it('a 405 also ignores a JSON body', async () => {
    const res = await handleApiRequest(
      new Request('http://localhost/api/v1/records', {
        method: 'POST',
        headers: { 'x-gateway-proxy-secret': 'test-proxy-secret', 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 5 }),
      }),
      { getDb: async () => db, config: loadConfig({ GATEWAY_PROXY_SECRET: 'test-proxy-secret' }) },
    );
    expect(res.status).toBe(405);
    expectErrorShape(await res.json(), 'method_not_allowed');
  });

  it('an unavailable database is a 503 in the same shape, with no details', async () => {
    const res = await handleApiRequest(
      new Request('http://localhost/api/v1/records', { headers: { 'x-gateway-proxy-secret': 's' } }),
      {
        getDb: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.1:5432 password=hunter2');
        },
        config: loadConfig({ GATEWAY_PROXY_SECRET: 's' }),
      },
    );
    expect(res.status).toBe(503);
    const body = await res.json();
    expectErrorShape(body, 'service_unavailable');
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });
});

describe('HEAD', () => {
  it('is GET without a body, with the same status and headers', async () => {
    for (const path of [
      '/records?limit=2',
      '/counties',
      '/records/dallas-tx/none',
      '/records?limit=0',
      '/nope',
    ]) {
      const get = await api(path);
      const head = await api(path, { method: 'HEAD' });
      expect(head.status, path).toBe(get.status);
      expect(head.body, path).toBeNull();
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    }
  });
});

describe('reference endpoints', () => {
  it('GET /counties gives every county with its exact record count', async () => {
    const r = await api('/counties');
    expect(r.status).toBe(200);
    expect(r.body.counties).toHaveLength(SAMPLE_COUNTIES.length);
    for (const c of SAMPLE_COUNTIES) {
      const got = (r.body.counties as { slug: string }[]).find((x) => x.slug === c.slug);
      expect(got).toEqual({
        name: c.name,
        slug: c.slug,
        state: c.state,
        recordCount: SAMPLE.filter((s) => s.county === c.slug).length,
      });
    }
  });

  it('GET /document-types lists all 8 categories with labels', async () => {
    const r = await api('/document-types');
    expect(r.status).toBe(200);
    expect((r.body.documentTypes as { code: string }[]).map((d) => d.code)).toEqual([...CATEGORIES]);
    for (const d of r.body.documentTypes as { code: string; label: string }[]) {
      expect(d.label.length).toBeGreaterThan(0);
      expect(d.label).not.toBe(d.code);
    }
    expect(r.body.documentTypes).toContainEqual({
      code: 'AFFIDAVIT_OF_HEIRSHIP',
      label: 'Affidavit of Heirship',
    });
  });
});

describe('detailsUrl', () => {
  it('is built from PUBLIC_BASE_URL when set', async () => {
    const r = await api('/records?limit=1');
    const item = r.body.items[0];
    expect(item.detailsUrl).toBe(
      `${TEST_BASE}/records/${item.county}/${encodeURIComponent(item.docNumber)}/details`,
    );
    const slash = apiClient(db, { PUBLIC_BASE_URL: 'https://api.example.com/estate/api/v1/' });
    const r2 = await slash('/records?limit=1');
    expect(r2.body.items[0].detailsUrl).toMatch(
      /^https:\/\/api\.example\.com\/estate\/api\/v1\/records\/[^/]+\/[^/]+\/details$/,
    );
  });

  it('is derived from the request (x-forwarded-proto/host, else Host) when not set', async () => {
    const derived = apiClient(db, { PUBLIC_BASE_URL: '' });
    const plain = await derived('/records?limit=1');
    expect(plain.body.items[0].detailsUrl).toMatch(/^http:\/\/localhost:3000\/api\/v1\/records\//);
    const fwd = await derived('/records?limit=1', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'public.example.org, internal:8080' },
    });
    expect(fwd.body.items[0].detailsUrl).toMatch(/^https:\/\/public\.example\.org\/api\/v1\/records\//);
    const one = await derived(`/records/${existing.county}/${existing.docNumber}`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gw.example.net:8443' },
    });
    expect(one.body.detailsUrl).toBe(
      `https://gw.example.net:8443/api/v1/records/${existing.county}/${existing.docNumber}/details`,
    );
  });

  it('ignores malformed forwarded headers instead of emitting non-URLs', async () => {
    const derived = apiClient(db, { PUBLIC_BASE_URL: '' });
    const cases: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil host/<script>' },
      { 'x-forwarded-proto': 'javascript' },
      { 'x-forwarded-host': '' },
      { 'x-forwarded-host': 'a@b' },
    ];
    for (const headers of cases) {
      const r = await derived('/records?limit=1', { headers });
      expect(r.status, JSON.stringify(headers)).toBe(200);
      expect(new URL(r.body.items[0].detailsUrl).protocol).toMatch(/^https?:$/);
      expect(r.body.items[0].detailsUrl).toMatch(/^http:\/\/localhost:3000\/api\/v1\//);
    }
  });
});
