/**
 * Bulk load of generated index rows into a throwaway PostgreSQL database (COPY into staging, then one
 * INSERT ... SELECT ... ON CONFLICT per chunk). Prints the median rows/s of a few runs.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '@/db/client';
import { loadIndexRows } from '@/server/sample/corpus/load-index';

const ROWS = Number(process.env.BENCH_LOAD_ROWS ?? 200_000);
const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('load.bench: skipped (set DATABASE_URL to a PostgreSQL server to measure the bulk load)');
    return;
  }
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const name = `bench_load_${randomBytes(4).toString('hex')}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), max: 2 });
    try {
      const t = performance.now();
      const { inserted } = await loadIndexRows({ handle, records: ROWS, seed: `bench-${run}` });
      const secs = (performance.now() - t) / 1000;
      rates.push(ROWS / secs);
      console.log(
        `run ${run + 1}: ${inserted} rows in ${secs.toFixed(1)} s = ${Math.round(ROWS / secs)} rows/s`,
      );
    } finally {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  rates.sort((a, b) => a - b);
  console.log(
    `load.bench: median ${Math.round(rates[Math.floor(rates.length / 2)]!)} rows/s for ${ROWS} index rows into PostgreSQL (target >= 5000)`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
