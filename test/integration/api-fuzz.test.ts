import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { handleApiRequest } from '@/server/http/api-handler';
import {
  ensureCounties,
  insertRecords,
  makeIndexSample,
  SAMPLE_COUNTIES,
} from '@/server/sample/index-factories';
import { TEST_SECRET } from '../helpers/api';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
const config = loadConfig({ GATEWAY_PROXY_SECRET: TEST_SECRET });
const SAMPLE = makeIndexSample(40, 'api-fuzz');

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, SAMPLE);
});
afterAll(async () => db?.drop());

async function call(url: string, init: { method?: string; headers?: Headers } = {}) {
  const headers = init.headers ?? new Headers();
  if (!headers.has('x-gateway-proxy-secret')) headers.set('x-gateway-proxy-secret', TEST_SECRET);
  const res = await handleApiRequest(new Request(url, { method: init.method ?? 'GET', headers }), {
    getDb: async () => db,
    config,
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** No 5xx, and every 4xx is exactly the spec's error body. */
function expectSane(r: { status: number; text: string }, what: string) {
  expect(r.status, `${what} -> ${r.text}`).toBeLessThan(500);
  if (r.status >= 400) {
    const body = JSON.parse(r.text);
    expect(body, what).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(r.text).not.toMatch(/node_modules|\bat .+:\d+:\d+/);
  } else {
    expect(() => JSON.parse(r.text), what).not.toThrow();
  }
}

const PARAMS = ['county', 'type', 'from', 'to', 'q', 'cursor', 'limit'];
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%%',
    '%00',
    '\u0000',
    '2024-02-29',
    '2023-02-30',
    'will',
    'DALLAS-TX',
    '100',
    '-0',
    'null',
    '[]',
    '{}',
    'a'.repeat(600),
  ),
);

/** Encodes like a browser would, or not at all (raw characters), or with random percent sequences. */
const encoded = (s: fc.Arbitrary<string>) =>
  fc.tuple(s, fc.constantFrom('component', 'raw', 'percent')).map(([v, how]) => {
    if (how === 'component') return encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, 'x'));
    if (how === 'percent')
      return v.replace(/./gu, (c) =>
        c.charCodeAt(0) % 3 === 0 ? `%${c.charCodeAt(0).toString(16).slice(-2)}` : c,
      );
    return v;
  });

function tryUrl(pathAndQuery: string): string | null {
  try {
    return new URL(`http://localhost:3000/api/v1${pathAndQuery}`).toString();
  } catch {
    return null;
  }
}

describe('fuzzing the REST facade', () => {
  it('random query strings on GET /records never give a 5xx', async () => {
    const arbQuery = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), encoded(fc.string({ maxLength: 8 }))), encoded(text)),
      { maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(arbQuery, async (pairs) => {
        const url = tryUrl(`/records?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`);
        if (url === null) return;
        expectSane(await call(url), url);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('random paths never give a 5xx', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'records',
        'counties',
        'document-types',
        'details',
        'dallas-tx',
        '..',
        '.',
        '',
        '%2F',
        '%',
        '%E0%A4%A',
      ),
      encoded(text),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 5 }),
        fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
        async (segs, method) => {
          const url = tryUrl(`/${segs.join('/')}`);
          if (url === null) return;
          const r = await call(url, { method });
          expect(r.status, `${method} ${url}`).toBeLessThan(500);
          if (method !== 'HEAD') expectSane(r, `${method} ${url}`);
        },
      ),
      { numRuns: 300, seed: 12 },
    );
  });

  it('random header values never give a 5xx', async () => {
    const names = [
      'x-forwarded-host',
      'x-forwarded-proto',
      'host',
      'x-gateway-user',
      'x-gateway-subscription',
      'x-request-id',
      'x-gateway-proxy-secret',
      'content-type',
      'accept',
    ];
    const arbHeaders = fc.array(
      fc.tuple(
        fc.constantFrom(...names),
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary-ascii', maxLength: 40 })),
      ),
      { maxLength: 5 },
    );
    const existing = SAMPLE[0] as { county: string; docNumber: string };
    const paths = [
      '/records?limit=2',
      '/counties',
      `/records/${existing.county}/${existing.docNumber}`,
      '/records/dallas-tx/none',
    ];
    await fc.assert(
      fc.asyncProperty(arbHeaders, fc.constantFrom(...paths), async (pairs, path) => {
        const headers = new Headers();
        for (const [k, v] of pairs) {
          try {
            headers.set(k, v);
          } catch {
            // not a legal header value: no client can send it
          }
        }
        const r = await call(`http://localhost:3000/api/v1${path}`, { headers });
        expectSane(r, `${path} ${JSON.stringify(pairs)}`);
        if (r.status === 200 && path.startsWith('/records?')) {
          for (const item of JSON.parse(r.text).items) expect(() => new URL(item.detailsUrl)).not.toThrow();
        }
      }),
      { numRuns: 200, seed: 13 },
    );
  });
});
