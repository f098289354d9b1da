/**
 * List endpoint benchmark (`npm run bench -- list`): requests/s of GET /records through a live
 * `next start`, against a bare node:http server running the same page and rollup-count queries with the
 * raw database client (the floor), for four queries: newest page, one county, county+type+year, q.
 * Prints the median of BENCH_ROUNDS runs per query and target, and the ratio next/bare.
 * Data: BENCH_ROWS (200000) index rows from the sample factories, batch-inserted into a throwaway
 * PostgreSQL database when DATABASE_URL is set, else into an embedded PGlite directory.
 * Env: BENCH_ROWS, BENCH_SECONDS (3), BENCH_ROUNDS (3), BENCH_CONCURRENCY (8).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type DbHandle, openDatabase } from '@/db/client';
import {
  ensureCounties,
  insertRecords,
  makeIndexSample,
  SAMPLE_COUNTIES,
} from '@/server/sample/index-factories';
import { findFreePort, startLiveServer } from '@/test/helpers/live-server';

const num = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const ROWS = num('BENCH_ROWS', 200_000);
const SECONDS = num('BENCH_SECONDS', 3);
const ROUNDS = num('BENCH_ROUNDS', 3);
const CONCURRENCY = num('BENCH_CONCURRENCY', 8);
const SECRET = 'bench-list-secret';

type Scenario = { name: string; query: string; county?: string; type?: string; year?: number; q?: string };
const SCENARIOS: Scenario[] = [
  { name: 'newest page, unfiltered', query: '' },
  { name: 'one county', query: 'county=dallas-tx', county: 'dallas-tx' },
  {
    name: 'county + type + year',
    query: 'county=dallas-tx&type=WILL&from=2020-01-01&to=2020-12-31',
    county: 'dallas-tx',
    type: 'WILL',
    year: 2020,
  },
  { name: 'q (common surname)', query: 'q=garza', q: 'garza' },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/** Closed-loop load: CONCURRENCY keep-alive clients for SECONDS; returns completed 200s per second. */
async function load(url: string): Promise<number> {
  const headers = { 'x-gateway-proxy-secret': SECRET };
  const end = Date.now() + SECONDS * 1000;
  let ok = 0;
  let failed = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status === 200) ok++;
      else failed++;
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed > 0) throw new Error(`${failed} non-200 answers from ${url}`);
  return ok / ((Date.now() - start) / 1000);
}

// ---- data -------------------------------------------------------------------------------------

type Target = { db: DbHandle; pgUrl?: string; dataDir?: string; cleanup: () => Promise<void> };

async function prepareData(): Promise<Target> {
  const base = process.env.DATABASE_URL;
  let handle: DbHandle;
  let pgUrl: string | undefined;
  let dataDir: string | undefined;
  let cleanup: () => Promise<void>;
  if (base) {
    const name = `bench_list_${randomBytes(4).toString('hex')}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    pgUrl = u.toString();
    handle = await openDatabase({ databaseUrl: pgUrl, max: 4 });
    cleanup = async () => {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end();
    };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-list-'));
    handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const dir = dataDir;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const t0 = Date.now();
  await ensureCounties(handle.db, SAMPLE_COUNTIES);
  const rows = makeIndexSample(ROWS, 'bench-list');
  for (let i = 0; i < rows.length; i += 20_000) await insertRecords(handle.db, rows.slice(i, i + 20_000));
  if (handle.pg) await handle.pg.unsafe('analyze');
  console.log(`loaded ${ROWS} rows into ${handle.kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { db: handle, pgUrl, dataDir, cleanup };
}

// ---- the floor: bare node:http + the raw client, same queries ---------------------------------

type Raw = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

function rawClient(handle: DbHandle): Raw {
  if (handle.pg) {
    const pg = handle.pg;
    return (text, params) =>
      pg.unsafe(text, params as never[]) as unknown as Promise<Record<string, unknown>[]>;
  }
  // Drizzle's PGlite driver keeps the PGlite instance as $client.
  const client = (
    handle.db as unknown as {
      $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  return async (text, params) => (await client.query(text, params)).rows;
}

// Aliased: a text cast named recorded_date would make ORDER BY sort the text, not use the index.
const COLUMNS = `id, source, state, county, doc_number as "docNumber", doc_id as "docId", category,
  doc_type as "docType", recorded_date::text as "recordedDate", instrument_date::text as "instrumentDate",
  grantors, grantees, legal_description as "legalDescription", property_city as "propertyCity",
  page_count as "pageCount", parsed`;

async function floorPage(raw: Raw, s: Scenario, base: string) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (s.county) add('county = ?', s.county);
  if (s.type) add('category = ?', s.type);
  if (s.year) {
    add('recorded_date >= ?', `${s.year}-01-01`);
    add('recorded_date <= ?', `${s.year}-12-31`);
  }
  if (s.q) add('party_search ilike ?', `%${s.q}%`);
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const rows = await raw(
    `select ${COLUMNS} from records ${w} order by recorded_date desc nulls last, id desc nulls last limit 26`,
    params,
  );
  let total: number;
  if (s.q) {
    total = Number((await raw(`select count(*) as n from records ${w}`, params))[0]?.n ?? 0);
  } else if (s.year) {
    const r = await raw(
      `select sum(n) as n from record_counts_by_month where county = $1 and category = $2 and month >= $3 and month <= $4`,
      [s.county, s.type, `${s.year}-01-01`, `${s.year}-12-01`],
    );
    total = Number(r[0]?.n ?? 0);
  } else {
    const r = s.county
      ? await raw('select sum(n) as n from record_counts where county = $1', [s.county])
      : await raw('select sum(n) as n from record_counts', []);
    total = Number(r[0]?.n ?? 0);
  }
  const items = rows.slice(0, 25).map((r) => ({
    ...r,
    id: String(r.id),
    detailsUrl: `${base}/records/${r.county}/${encodeURIComponent(String(r.docNumber))}/details`,
  }));
  return { items, nextCursor: rows.length > 25 ? 'x' : null, total };
}

async function startFloor(raw: Raw): Promise<{ origin: string; close: () => Promise<void> }> {
  const byQuery = new Map(SCENARIOS.map((s) => [s.query, s]));
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const s = byQuery.get(url.search.slice(1));
    if (!s || req.headers['x-gateway-proxy-secret'] !== SECRET) {
      res.writeHead(400).end();
      return;
    }
    const body = JSON.stringify(await floorPage(raw, s, `http://${req.headers.host}/api/v1`));
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  const port = await findFreePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  const { port: p } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${p}`, close: () => new Promise((r) => server.close(() => r())) };
}

// ---- run --------------------------------------------------------------------------------------

async function measure(origin: string, label: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const s of SCENARIOS) {
    const url = `${origin}/api/v1/records${s.query ? `?${s.query}` : ''}`;
    await load(url); // warm-up
    const runs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await load(url));
    out.set(s.name, median(runs));
    console.log(
      `  ${label.padEnd(5)} ${s.name.padEnd(26)} ${runs.map((r) => r.toFixed(0)).join(' / ')} req/s`,
    );
  }
  return out;
}

async function main() {
  console.log(`list bench: ${ROWS} rows, ${SECONDS}s x ${ROUNDS} rounds, concurrency ${CONCURRENCY}`);
  const data = await prepareData();
  try {
    let floor: Map<string, number>;
    let next: Map<string, number>;
    if (data.pgUrl) {
      // PostgreSQL allows both servers at once.
      const f = await startFloor(rawClient(data.db));
      floor = await measure(f.origin, 'bare');
      await f.close();
      await data.db.close();
      const live = await startLiveServer({
        env: {
          DATABASE_URL: data.pgUrl,
          SAMPLE_DATA: 'off',
          GATEWAY_PROXY_SECRET: SECRET,
          LOG_LEVEL: 'warn',
        },
      });
      try {
        next = await measure(live.origin, 'next');
      } finally {
        await live.stop();
      }
    } else {
      // PGlite: one process at a time holds the directory.
      const f = await startFloor(rawClient(data.db));
      floor = await measure(f.origin, 'bare');
      await f.close();
      await data.db.close();
      const live = await startLiveServer({
        env: { DATA_DIR: data.dataDir, SAMPLE_DATA: 'off', GATEWAY_PROXY_SECRET: SECRET, LOG_LEVEL: 'warn' },
      });
      try {
        next = await measure(live.origin, 'next');
      } finally {
        await live.stop();
      }
    }
    console.log('\nmedian req/s          next      bare   next/bare');
    for (const s of SCENARIOS) {
      const n = next.get(s.name) ?? 0;
      const b = floor.get(s.name) ?? 0;
      console.log(
        `${s.name.padEnd(26)} ${n.toFixed(0).padStart(6)} ${b.toFixed(0).padStart(9)} ${(n / b).toFixed(2).padStart(10)}`,
      );
    }
  } finally {
    await data.cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
