import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { parseFailures, usageLedger } from '@/db/schema';
import { shutdownOcr } from '@/parsers/ocr';
import type { BlobStore } from '@/server/blobs/blob-store';
import { loadConfig } from '@/server/config';
import { createContextInner } from '@/server/context';
import { AppError } from '@/server/errors';
import { handleApiRequest } from '@/server/http/api-handler';
import { handleTrpcRequest } from '@/server/http/trpc-handler';
import { appRouter } from '@/server/routers/app';
import { getRecordDetails } from '@/server/services/details/get-record-details';
import { ZRecordDetailsSchema } from '@/server/services/details/record-details-schema';
import { flushUsageLedgers } from '@/server/services/usage/usage-ledger';
import { createCallerFactory } from '@/server/trpc';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { fixturePage, insertRecordWithPages, recordState, tempBlobStore } from './details-fixtures';

const SECRET = 'details-test-secret';
const BASE = 'http://api.test/api/v1';
const config = loadConfig({
  GATEWAY_PROXY_SECRET: SECRET,
  PUBLIC_BASE_URL: BASE,
  ADMIN_PASSWORD: 'staff-pw',
});

let db: TestDb;
let blobs: BlobStore;

async function call(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await handleApiRequest(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers: { 'x-gateway-proxy-secret': SECRET, ...headers },
    }),
    { getDb: async () => db, config, blobs },
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function ledgerRows() {
  await flushUsageLedgers();
  return db.db.select().from(usageLedger);
}

beforeAll(async () => {
  db = await createTestDb();
  blobs = tempBlobStore().blobs;
});
afterAll(async () => {
  await flushUsageLedgers();
  await db?.drop();
  await shutdownOcr();
});

describe('GET /records/{county}/{docNumber}/details', () => {
  let good: { id: number; county: string; docNumber: string };
  let firstBody = '';

  it('parses once for 50 concurrent first calls, caches, and meters each success once', async () => {
    // One OCR'd page keeps the test fast; the whole document is not needed to test the plumbing.
    good = await insertRecordWithPages({
      db: db.db,
      blobs,
      docNumber: 'D-GOOD',
      images: [fixturePage('pub-001', 1)],
    });
    const before = await call(`/records/${good.county}/${good.docNumber}`);
    expect(JSON.parse(before.text).parsed).toBe(false);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(`/records/${good.county}/${good.docNumber}/details`, {
          'x-gateway-user': `consumer-${i % 3}`,
          'x-gateway-subscription': 'pro',
          'x-request-id': `req-first-${i}`,
        }),
      ),
    );
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.headers.get('x-gateway-billing')).toBe('Records=1');
      expect(r.text).toBe(results[0]?.text);
    }
    firstBody = results[0]?.text ?? '';
    const details = ZRecordDetailsSchema.parse(JSON.parse(firstBody));
    expect(details.parsed).toBe(true);
    expect(details.docNumber).toBe('D-GOOD');
    expect(details.pages).toEqual([{ page: 1, imageUrl: `${BASE}/files/pages/dallas-tx/D-GOOD/p1.png` }]);
    expect(details.people.length + details.parties.grantees.length).toBeGreaterThan(0);

    const state = await recordState(db.db, good.id);
    expect(state?.parsed).toBe(true);
    expect(state?.parsedAt).toBeInstanceOf(Date);
    expect(state?.parserVersion).toBeTruthy();
    expect(state?.parseMs).toBeGreaterThan(0);

    const rows = await ledgerRows();
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.servedFrom === 'parse')).toHaveLength(1);
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(50);
    expect(rows.every((r) => r.plan === 'pro' && r.consumer?.startsWith('consumer-'))).toBe(true);
  });

  it('shows parsed=true in the index and serves repeat calls from the cache with an identical body', async () => {
    const one = JSON.parse((await call(`/records/${good.county}/${good.docNumber}`)).text);
    expect(one.parsed).toBe(true);
    const list = JSON.parse((await call(`/records?county=${good.county}&limit=100`)).text);
    expect(list.items.find((r: { docNumber: string }) => r.docNumber === good.docNumber).parsed).toBe(true);

    const again = await call(`/records/${good.county}/${good.docNumber}/details`, {
      'x-request-id': 'req-again',
    });
    expect(again.status).toBe(200);
    expect(again.text).toBe(firstBody);
    const rows = await ledgerRows();
    expect(rows.find((r) => r.requestId === 'req-again')?.servedFrom).toBe('cache');
    expect(rows).toHaveLength(51);
  });

  it('meters nothing but successes: 404, 401 and HEAD carry no billing header and add no row', async () => {
    const missing = await call(`/records/${good.county}/NOPE-1/details`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).error).toEqual({
      code: 'not_found',
      message: expect.stringContaining('NOPE-1'),
    });
    const noSecret = await call(`/records/${good.county}/${good.docNumber}/details`, {
      'x-gateway-proxy-secret': 'wrong',
    });
    expect(noSecret.status).toBe(401);
    const head = await call(`/records/${good.county}/${good.docNumber}/details`, {}, 'HEAD');
    expect(head.status).toBe(200);
    const index = await call(`/records/${good.county}/${good.docNumber}`);
    for (const r of [missing, noSecret, head, index]) expect(r.headers.get('x-gateway-billing')).toBeNull();
    expect(await ledgerRows()).toHaveLength(51);
  });

  it('answers a record without pages or with a missing image with 422, unmetered, and records the failure', async () => {
    const empty = await insertRecordWithPages({ db: db.db, blobs, docNumber: 'D-EMPTY', images: [] });
    const r1 = await call(`/records/${empty.county}/${empty.docNumber}/details`);
    expect(r1.status).toBe(422);
    expect(JSON.parse(r1.text).error.code).toBe('parse_failed');

    const gone = await insertRecordWithPages({
      db: db.db,
      blobs,
      docNumber: 'D-GONE',
      images: [fixturePage('pub-002', 1)],
    });
    await blobs.delete(gone.pageKeys[0] ?? '');
    const r2 = await call(`/records/${gone.county}/${gone.docNumber}/details`);
    expect(r2.status).toBe(422);
    expect(JSON.parse(r2.text).error.message).toMatch(/missing/);
    for (const r of [r1, r2]) expect(r.headers.get('x-gateway-billing')).toBeNull();

    const state = await recordState(db.db, gone.id);
    expect(state).toMatchObject({ parsed: false, parseAttempts: 1 });
    expect(state?.lastParseError).toMatch(/^missing_image/);
    const failures = await db.db.select().from(parseFailures).where(eq(parseFailures.recordId, gone.id));
    expect(failures.map((f) => f.code)).toEqual(['missing_image']);
    expect(await ledgerRows()).toHaveLength(51);
  });

  it('fails a corrupt image (422) and a slow parse (504), keeps the OCR pool alive, and succeeds once fixed', async () => {
    const bad = await insertRecordWithPages({
      db: db.db,
      blobs,
      docNumber: 'D-BAD',
      images: [Buffer.from('\x89PNG\r\n\x1a\n this is not really a png')],
    });
    const corrupt = await call(`/records/${bad.county}/${bad.docNumber}/details`);
    expect(corrupt.status).toBe(422);
    expect(JSON.parse(corrupt.text).error.code).toBe('parse_failed');
    expect(corrupt.headers.get('x-gateway-billing')).toBeNull();

    // Fix the image in place (same key, same pages hash) and retry with a time limit far too short.
    await blobs.put(bad.pageKeys[0] ?? '', fixturePage('pub-002', 1), { contentType: 'image/png' });
    const slow = await getRecordDetails({
      db: db.db,
      blobs,
      county: bad.county,
      docNumber: bad.docNumber,
      baseUrl: BASE,
      timeoutMs: 20,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(slow).toBeInstanceOf(AppError);
    expect((slow as AppError).code).toBe('timeout');
    expect((await recordState(db.db, bad.id))?.parseAttempts).toBe(2);

    const ok = await call(`/records/${bad.county}/${bad.docNumber}/details`, { 'x-request-id': 'req-fixed' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-gateway-billing')).toBe('Records=1');
    const state = await recordState(db.db, bad.id);
    expect(state).toMatchObject({ parsed: true, parseAttempts: 0, lastParseError: null });
    const codes = (await db.db.select().from(parseFailures).where(eq(parseFailures.recordId, bad.id))).map(
      (f) => f.code,
    );
    expect(codes.sort()).toEqual(['timeout', 'unreadable_image']);
    const rows = await ledgerRows();
    expect(rows).toHaveLength(52);
    expect(rows.find((r) => r.requestId === 'req-fixed')?.servedFrom).toBe('parse');
  });

  it('lets staff clear cached details so the next call parses again; the procedure matches REST', async () => {
    const caller = createCallerFactory(appRouter);
    const outsider = caller(createContextInner({ db: db.db, blobs, config }));
    await expect(
      outsider.staff.clearDetails({ county: good.county, docNumber: good.docNumber }),
    ).rejects.toThrow(/Staff/);
    const staff = caller(createContextInner({ db: db.db, blobs, config, staff: true }));
    expect(await staff.staff.clearDetails({ county: good.county, docNumber: good.docNumber })).toEqual({
      recordId: good.id,
      hadDetails: true,
    });
    expect((await recordState(db.db, good.id))?.parsed).toBe(false);

    const gateway = caller(
      createContextInner({ db: db.db, blobs, config, baseUrl: BASE, requestId: 'req-trpc' }),
    );
    const details = await gateway.details.get({ county: good.county, docNumber: good.docNumber });
    expect(details.parsed).toBe(true);
    expect(JSON.stringify(details)).toBe(firstBody);
    expect((await ledgerRows()).find((r) => r.requestId === 'req-trpc')?.servedFrom).toBe('parse');

    const stats = await staff.staff.parseStats();
    expect(stats.parsed).toBe(2);
    expect(stats.failing).toBe(2);
    const failures = await staff.staff.parseFailures({ limit: 10 });
    expect(failures.map((f) => f.code)).toContain('missing_image');
  });

  it('serves staff procedures on /api/trpc only with the admin password', async () => {
    const deps = { getDb: async () => db, config, blobs };
    const url = 'http://localhost/api/trpc/staff.parseStats';
    const denied = await handleTrpcRequest(new Request(url), deps);
    expect(denied.status).toBe(401);
    const wrong = await handleTrpcRequest(
      new Request(url, { headers: { authorization: 'Bearer nope' } }),
      deps,
    );
    expect(wrong.status).toBe(401);
    const ok = await handleTrpcRequest(
      new Request(url, { headers: { authorization: 'Bearer staff-pw' } }),
      deps,
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { result: { data: { records: number } } };
    expect(body.result.data.records).toBe(4);
    const [n] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from usage_ledger`);
    expect(n?.n).toBe(53);
  });
});
