import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureCounties,
  insertRecords,
  makeIndexSample,
  SAMPLE_COUNTIES,
} from '@/server/sample/index-factories';
import { type LiveServer, startLiveServer } from '../helpers/live-server';
import { createTestDb, type TestDb } from '../helpers/test-db';

/**
 * The real wiring: `next start` over HTTP, its own DATA_DIR (PGlite) or, with DATABASE_URL, a
 * throwaway PostgreSQL database, seeded with index records before the server starts.
 */
let server: LiveServer;
let pgDb: TestDb | undefined;
const NEW_SECRET = 'live-new-secret';
const OLD_SECRET = 'live-old-secret';
const bodies: string[] = [];
const SAMPLE = makeIndexSample(300, 'live-server');

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Res = { status: number; headers: Headers; text: string; json: any };

async function http(path: string, init: RequestInit & { secret?: string | null } = {}): Promise<Res> {
  const headers = new Headers(init.headers);
  const secret = init.secret === undefined ? NEW_SECRET : init.secret;
  if (secret !== null) headers.set('x-gateway-proxy-secret', secret);
  const res = await fetch(`${server.origin}${path}`, { ...init, headers, redirect: 'manual' });
  const text = await res.text();
  bodies.push(text);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

function expectError(r: Res, status: number, code: string) {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  expect(r.json).toEqual({ error: { code, message: expect.any(String) } });
}

beforeAll(async () => {
  const env: Record<string, string | undefined> = {
    GATEWAY_PROXY_SECRET: `${NEW_SECRET},${OLD_SECRET}`,
    PUBLIC_BASE_URL: undefined,
    // Seeded below instead: the sample corpus renders page images at start-up, which takes long.
    SAMPLE_DATA: 'off',
    LOG_LEVEL: 'warn',
  };
  if (process.env.DATABASE_URL) {
    pgDb = await createTestDb();
    env.DATABASE_URL = pgDb.url;
  }
  server = await startLiveServer({
    env,
    seed: async (db) => {
      await ensureCounties(db, SAMPLE_COUNTIES);
      await insertRecords(db, SAMPLE);
    },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await pgDb?.drop();
});

describe('live server: auth and errors', () => {
  it('401 without a valid secret, on real and unknown paths and any method; both rotated secrets work', async () => {
    for (const path of [
      '/api/v1/records',
      '/api/v1/counties',
      '/api/v1/nope',
      '/api/v1/records/dallas-tx/x',
    ]) {
      expectError(await http(path, { secret: null }), 401, 'unauthorized');
      expectError(await http(path, { secret: 'wrong' }), 401, 'unauthorized');
      expectError(await http(path, { secret: 'wrong', method: 'POST', body: '{}' }), 401, 'unauthorized');
    }
    expect((await http('/api/v1/counties', { secret: NEW_SECRET })).status).toBe(200);
    expect((await http('/api/v1/counties', { secret: OLD_SECRET })).status).toBe(200);
  });

  it('405 in JSON with an Allow header for POST/PUT/PATCH/DELETE with a JSON body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/v1/records', '/api/v1/counties', '/api/v1/records/dallas-tx/1']) {
        const r = await http(path, {
          method,
          body: JSON.stringify({ limit: 5 }),
          headers: { 'content-type': 'application/json' },
        });
        expectError(r, 405, 'method_not_allowed');
        expect(r.headers.get('allow')).toBe('GET, HEAD');
      }
    }
  });

  it('400 and 404 in the spec shape; 404 names county and document number', async () => {
    expectError(await http('/api/v1/records?limit=0'), 400, 'invalid_request');
    const unknownCounty = await http('/api/v1/records?county=atlantis-xx');
    expectError(unknownCounty, 400, 'invalid_request');
    expect(unknownCounty.json.error.message).toContain('atlantis-xx');
    expectError(await http('/api/v1/records?from=2023-02-30'), 400, 'invalid_request');
    expectError(await http('/api/v1/records?from=2023-03-01&to=2023-02-01'), 400, 'invalid_request');
    expectError(await http('/api/v1/records?cursor=tampered.value'), 400, 'invalid_request');
    expectError(await http('/api/v1/records?toString=1&limit=abc'), 400, 'invalid_request');
    const missing = await http('/api/v1/records/dallas-tx/NO-SUCH-DOC');
    expectError(missing, 404, 'not_found');
    expect(missing.json.error.message).toContain('dallas-tx');
    expect(missing.json.error.message).toContain('NO-SUCH-DOC');
    expectError(await http('/api/v1/no/such/path'), 404, 'not_found');
  });

  it('HEAD is GET without a body', async () => {
    for (const path of [
      '/api/v1/records?limit=2',
      '/api/v1/records/dallas-tx/NO-SUCH-DOC',
      '/api/v1/records?limit=0',
    ]) {
      const get = await http(path);
      const head = await http(path, { method: 'HEAD' });
      expect(head.status, path).toBe(get.status);
      expect(head.text).toBe('');
    }
  });
});

describe('live server: the index', () => {
  it('walks every record once, newest first, with a stable total equal to the county counts', async () => {
    const counties = await http('/api/v1/counties');
    expect(counties.status).toBe(200);
    const sum = (counties.json.counties as { recordCount: number }[]).reduce((a, c) => a + c.recordCount, 0);
    const ids = new Set<string>();
    let prev: { recordedDate: string; id: string } | undefined;
    let cursor: string | null = null;
    do {
      const r = await http(
        `/api/v1/records?limit=37${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(r.status).toBe(200);
      expect(r.json.total).toBe(sum);
      for (const item of r.json.items as { id: string; recordedDate: string; detailsUrl: string }[]) {
        expect(ids.has(item.id)).toBe(false);
        ids.add(item.id);
        if (prev) {
          const ordered =
            prev.recordedDate > item.recordedDate ||
            (prev.recordedDate === item.recordedDate && Number(prev.id) > Number(item.id));
          expect(ordered).toBe(true);
        }
        prev = item;
        expect(item.detailsUrl.startsWith(`${server.origin}/api/v1/records/`)).toBe(true);
      }
      cursor = r.json.nextCursor;
    } while (cursor);
    expect(ids.size).toBe(sum);
    expect(sum).toBe(SAMPLE.length);
  });

  it('filters, one record, reference lists and forwarded-host links work over HTTP', async () => {
    const list = await http('/api/v1/records?county=DALLAS-TX&type=will&limit=5', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gw.example.com' },
    });
    expect(list.status).toBe(200);
    for (const item of list.json.items) {
      expect(item.county).toBe('dallas-tx');
      expect(item.category).toBe('WILL');
      expect(item.detailsUrl).toMatch(
        /^https:\/\/gw\.example\.com\/api\/v1\/records\/dallas-tx\/[^/]+\/details$/,
      );
    }
    const any = (await http('/api/v1/records?limit=1')).json.items[0];
    const one = await http(`/api/v1/records/${any.county}/${encodeURIComponent(any.docNumber)}`);
    expect(one.status).toBe(200);
    expect(one.json).toEqual(any);
    const types = await http('/api/v1/document-types');
    expect(types.json.documentTypes).toHaveLength(8);
  });
});

describe('live server: OpenAPI and docs', () => {
  it('serves a valid OpenAPI document without the secret', async () => {
    const r = await http('/api/v1/openapi.json', { secret: null });
    expect(r.status).toBe(200);
    expect(r.json.info.version).toBe('1.0.0');
    expect(r.json.servers[0].url).toBe(`${server.origin}/api/v1`);
    await expect(SwaggerParser.validate(r.json)).resolves.toBeTruthy();
  });

  it('/docs is HTML that loads the reference script from this app, and the script is served', async () => {
    const page = await http('/docs', { secret: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<script src="/docs/scalar.js"');
    expect(page.text).toContain('/api/v1/openapi.json');
    expect(page.text).not.toMatch(/https?:\/\/(cdn\.|[^"'\s]*jsdelivr|[^"'\s]*unpkg)/);
    const script = await fetch(`${server.origin}/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const js = await script.text();
    expect(js.length).toBeGreaterThan(1_000_000);
    expect(js).toContain('createApiReference');
  });
});

describe('live server: no leaks', () => {
  it('no response carried a stack trace or a file path', async () => {
    // Malformed percent-encoding would otherwise get Next's own text 500 before our handler runs.
    for (const raw of ['/api/v1/records/%E0%A4%A/x', '/api/v1/%', '/api/v1/records/dallas-tx/%FF/details']) {
      expectError(await http(raw), 400, 'invalid_request');
      expectError(await http(raw, { secret: null }), 401, 'unauthorized');
    }
    expectError(await http('/api/v1/records?q=%00'), 400, 'invalid_request');
    expect((await http('/api/v1/records/a%2Fb/c')).status).toBe(404);
    expect(bodies.length).toBeGreaterThan(20);
    for (const b of bodies) {
      expect(b).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|\/work\/|\.ts:\d+/);
    }
    expect(server.output()).not.toMatch(/unhandled error/);
  });
});
