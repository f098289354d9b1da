/**
 * Details endpoint benchmark (`npm run bench -- details`). Prints medians over repeated runs:
 *  1. first call (OCR + parse + cache) of 1-, 2- and 3-page fixture documents, and per page, against
 *     the native tesseract command on the same pages (bench/native-tesseract.ts);
 *  2. where a cache hit should read its body from: the record_details row or a blob;
 *  3. cache-hit throughput through a live `next start`, against a bare Next.js route handler reading
 *     the same row (BENCH_ROUTES=1) and a bare node:http + postgres.js server; target >= 80% of the
 *     bare Next.js handler. Part 3 needs PostgreSQL (DATABASE_URL, else the local default).
 * Env: BENCH_FIRST_RUNS (3), BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_CONCURRENCY (16).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '@/db/client';
import { recordDetails, records } from '@/db/schema';
import { shutdownOcr } from '@/parsers/ocr';
import { createBlobStore } from '@/server/blobs/index';
import { ensureCounties, makeRecord, SAMPLE_COUNTIES } from '@/server/sample/index-factories';
import { getRecordDetails } from '@/server/services/details/get-record-details';
import { anchorLines, median, nativeTesseract, perPage } from './native-tesseract';

const root = process.cwd();
const FIXTURES = path.join(root, '..', 'shared', 'fixtures', 'documents');
const env = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const FIRST_RUNS = env('BENCH_FIRST_RUNS', 3);
const SECONDS = env('BENCH_SECONDS', 4);
const ROUNDS = env('BENCH_ROUNDS', 3);
const CONCURRENCY = env('BENCH_CONCURRENCY', 16);
const PORTS = { details: 3650, bareNext: 3650, bareNode: 3651 };

const fmt = (n: number, d = 1) => n.toFixed(d);
const page = (doc: string, n: number) => fs.readFileSync(path.join(FIXTURES, `${doc}-p${n}.png`));

async function insertRecord(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  blobs: ReturnType<typeof createBlobStore>,
  docNumber: string,
  images: Buffer[],
) {
  const pages = [];
  for (const [i, img] of images.entries()) {
    const key = `pages/dallas-tx/${docNumber}/p${i + 1}.png`;
    await blobs.put(key, img, { contentType: 'image/png' });
    pages.push({ page: i + 1, key, contentType: 'image/png', bytes: img.length, sha256: 'x' });
  }
  const [row] = await db
    .insert(records)
    .values(
      makeRecord({
        countyInfo: SAMPLE_COUNTIES[0],
        docNumber,
        pages,
        pageCount: pages.length,
        pagesHash: docNumber,
      }),
    )
    .returning({ id: records.id });
  return row?.id ?? 0;
}

async function firstCalls() {
  const handle = await openDatabase({});
  const blobs = createBlobStore({
    kind: 'fs',
    root: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-details-')),
  });
  await ensureCounties(handle.db, SAMPLE_COUNTIES);
  const base = 'http://bench/api/v1';
  // Warm the OCR worker so the first measured run does not pay its start-up.
  await insertRecord(handle.db, blobs, 'WARM', [page('pub-003', 1)]);
  await getRecordDetails({ db: handle.db, blobs, county: 'dallas-tx', docNumber: 'WARM', baseUrl: base });

  console.log(`first call (OCR + parse + cache), median of ${FIRST_RUNS} runs, pages of pub-003:`);
  const native = nativeTesseract();
  if (!native) console.log('  (native tesseract command not found: no anchor)');
  for (const n of [1, 2, 3]) {
    const times: number[] = [];
    const system: number[] = [];
    const same: number[] = [];
    const files = Array.from({ length: n }, (_, i) => path.join(FIXTURES, `pub-003-p${i + 1}.png`));
    for (let r = 0; r < FIRST_RUNS; r++) {
      const doc = `FIRST-${n}-${r}`;
      await insertRecord(
        handle.db,
        blobs,
        doc,
        Array.from({ length: n }, (_, i) => page('pub-003', i + 1)),
      );
      const t = performance.now();
      await getRecordDetails({ db: handle.db, blobs, county: 'dallas-tx', docNumber: doc, baseUrl: base });
      times.push(performance.now() - t);
      if (native) {
        system.push(native.run(files, 'system'));
        same.push(native.run(files, 'same'));
      }
    }
    const m = median(times);
    console.log(`  ${n} page(s): ${perPage(m, n)}`);
    if (native) for (const line of anchorLines(m, n, median(system), median(same))) console.log(line);
  }
  native?.close();

  // Where should a hit read the cached body from? Same body in the row and as a blob.
  const [cached] = await handle.db.select().from(recordDetails).limit(1);
  if (!cached) throw new Error('no cached details');
  await blobs.put(`details/${cached.recordId}.json`, Buffer.from(cached.body), {
    contentType: 'application/json',
  });
  const fromDb: number[] = [];
  const fromBlob: number[] = [];
  const hit: number[] = [];
  for (let i = 0; i < 2000; i++) {
    let t = performance.now();
    await handle.db
      .select({ body: recordDetails.body })
      .from(recordDetails)
      .where(eq(recordDetails.recordId, cached.recordId));
    fromDb.push(performance.now() - t);
    t = performance.now();
    await blobs.get(`details/${cached.recordId}.json`);
    fromBlob.push(performance.now() - t);
    t = performance.now();
    await getRecordDetails({
      db: handle.db,
      blobs,
      county: 'dallas-tx',
      docNumber: 'FIRST-1-0',
      baseUrl: base,
    });
    hit.push(performance.now() - t);
  }
  console.log(
    `cached body (${cached.body.length} bytes), median of 2000 reads: record_details row ${fmt(median(fromDb) * 1000, 0)} us, ` +
      `local blob ${fmt(median(fromBlob) * 1000, 0)} us (a remote blob store adds a network round trip); ` +
      `whole in-process cache hit ${fmt(median(hit) * 1000, 0)} us`,
  );
  await handle.close();
  return cached.body;
}

/** Keep-alive HTTP load: `concurrency` loops for `seconds`; returns requests/s and median latency. */
async function load(url: string, headers: Record<string, string>, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const lat: number[] = [];
  let n = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) {
              n++;
              lat.push(performance.now() - t);
            } else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  agent.destroy();
  return { rps: n / ((performance.now() - started) / 1000), p50: median(lat), errors };
}

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 300; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get(url, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const BARE_NODE = `
const http = require('node:http');
const postgres = require(${JSON.stringify(path.join(root, 'node_modules', 'postgres'))});
const sql = postgres(process.env.DATABASE_URL, { max: 10 });
http.createServer(async (req, res) => {
  const [, , county, doc] = req.url.split('/');
  const [row] = await sql\`select d.body from records r join record_details d on d.record_id = r.id
    where r.county = \${decodeURIComponent(county)} and r.doc_number = \${decodeURIComponent(doc)}\`;
  res.writeHead(row ? 200 : 404, { 'content-type': 'application/json' });
  res.end(row ? row.body : '');
}).listen(Number(process.env.PORT));
`;

async function liveThroughput(body: string) {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch {
    console.log('live throughput: skipped (no PostgreSQL reachable; set DATABASE_URL)');
    await admin.end();
    return;
  }
  const name = `bench_details_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const children: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-details-live-'));
  try {
    const handle = await openDatabase({ databaseUrl: dbUrl, max: 2 });
    await ensureCounties(handle.db, SAMPLE_COUNTIES);
    const blobs = createBlobStore({ kind: 'fs', root: path.join(dataDir, 'blobs') });
    const id = await insertRecord(handle.db, blobs, 'HIT-1', [page('pub-003', 1)]);
    await handle.db
      .insert(recordDetails)
      .values({ recordId: id, body, parserVersion: 'bench', pagesHash: 'HIT-1', parseMs: 1 });
    await handle.db.update(records).set({ parsed: true }).where(eq(records.id, id));
    await handle.db.execute(sql`analyze`);
    await handle.close();

    const built = fs.existsSync(path.join(root, '.next', 'server', 'app', 'api', 'bench'));
    if (!built) {
      console.log('building (next build) for the live comparison...');
      const b = spawnSync(
        'flock',
        ['/tmp/next-build.lock', path.join(root, 'node_modules', '.bin', 'next'), 'build'],
        {
          stdio: 'ignore',
        },
      );
      if (b.status !== 0) throw new Error('next build failed');
    }
    const serverEnv = {
      ...process.env,
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      BENCH_ROUTES: '1',
      SAMPLE_DATA: 'off',
      GATEWAY_PROXY_SECRET: 'bench-secret',
      LOG_LEVEL: 'warn',
    };
    const next = spawn(
      path.join(root, 'node_modules', '.bin', 'next'),
      ['start', '-p', String(PORTS.details)],
      {
        env: serverEnv,
        stdio: 'ignore',
        detached: true,
      },
    );
    children.push(next);
    const bareFile = path.join(dataDir, 'bare-node.cjs');
    fs.writeFileSync(bareFile, BARE_NODE);
    children.push(
      spawn(process.execPath, [bareFile], {
        env: { ...serverEnv, PORT: String(PORTS.bareNode) },
        stdio: 'ignore',
        detached: true,
      }),
    );
    const secret = { 'x-gateway-proxy-secret': 'bench-secret' };
    const targets = {
      details: {
        url: `http://127.0.0.1:${PORTS.details}/api/v1/records/dallas-tx/HIT-1/details`,
        headers: secret,
      },
      bareNext: { url: `http://127.0.0.1:${PORTS.bareNext}/api/bench/details/dallas-tx/HIT-1`, headers: {} },
      bareNode: { url: `http://127.0.0.1:${PORTS.bareNode}/x/dallas-tx/HIT-1`, headers: {} },
    };
    for (const t of Object.values(targets)) await waitFor(t.url, t.headers);
    for (const t of Object.values(targets)) await load(t.url, t.headers, 1); // warm-up

    const rps: Record<string, number[]> = { details: [], bareNext: [], bareNode: [] };
    const p50: Record<string, number[]> = { details: [], bareNext: [], bareNode: [] };
    for (let r = 0; r < ROUNDS; r++) {
      for (const [k, t] of Object.entries(targets)) {
        const res = await load(t.url, t.headers, SECONDS);
        rps[k]?.push(res.rps);
        p50[k]?.push(res.p50);
      }
    }
    const m = (k: string) => median(rps[k] ?? []);
    console.log(`cache hit over HTTP, ${CONCURRENCY} connections, median of ${ROUNDS} x ${SECONDS} s:`);
    for (const k of Object.keys(targets)) {
      console.log(
        `  ${k.padEnd(9)} ${fmt(m(k), 0).padStart(6)} req/s   p50 ${fmt(median(p50[k] ?? []), 2)} ms`,
      );
    }
    const ratio = m('details') / m('bareNext');
    console.log(
      `  details / bare Next.js handler = ${fmt(ratio * 100)}% (target >= 80%: ${ratio >= 0.8 ? 'met' : 'NOT met'}); ` +
        `details / bare node:http = ${fmt((m('details') / m('bareNode')) * 100)}%`,
    );
  } finally {
    for (const c of children) {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const body = await firstCalls();
  await shutdownOcr();
  await liveThroughput(body);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
