/**
 * `npm run sample -- --out DIR [--records N] [--seed S]`: writes a realistic portal export with page
 * images and ground truth. `--index-only --records 1000000 [--out DIR | --load]`: index rows only, written
 * as records.ndjson or loaded straight into the configured database.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from '@/server/sample/corpus/generate-corpus';
import { loadIndexRows } from '@/server/sample/corpus/load-index';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    records: { type: 'string' },
    seed: { type: 'string', default: 'sample' },
    'index-only': { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
    shard: { type: 'string' },
  },
});

function fail(msg: string): never {
  console.error(`sample: ${msg}`);
  process.exit(2);
}

const records = Number(values.records ?? (values['index-only'] ? 1_000_000 : 300));
if (!Number.isInteger(records) || records <= 0)
  fail(`--records must be a positive integer, got '${values.records}'`);
const seed = values.seed ?? 'sample';
const shardMatch = values.shard ? /^(\d+)\/(\d+)$/.exec(values.shard) : null;
if (values.shard && (!shardMatch || Number(shardMatch[1]) >= Number(shardMatch[2])))
  fail(`--shard must look like K/N with K < N, got '${values.shard}'`);
const shard = shardMatch ? { index: Number(shardMatch[1]), count: Number(shardMatch[2]) } : undefined;

async function main(): Promise<void> {
  const started = Date.now();
  if (values.load) {
    if (!values['index-only'])
      fail('--load works with --index-only only (a full export is imported with npm run ingest)');
    const { openDatabase } = await import('@/db/client');
    const { getConfig } = await import('@/server/config');
    const config = getConfig();
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    });
    try {
      const r = await loadIndexRows({
        handle,
        records,
        seed,
        onProgress: (n) => process.stderr.write(`\r${n} rows`),
      });
      const secs = (Date.now() - started) / 1000;
      console.log(
        `\nloaded ${r.inserted} new of ${records} rows into ${handle.kind} in ${secs.toFixed(1)} s (${Math.round(records / secs)} rows/s)`,
      );
    } finally {
      await handle.close();
    }
    return;
  }
  if (!values.out) fail('--out DIR is required (or --index-only --load)');
  const outDir = path.resolve(values.out);
  const r = await generateCorpus({
    outDir,
    records,
    seed,
    indexOnly: values['index-only'],
    shard,
    onProgress: (done, total) => process.stderr.write(`\rrendered ${done}/${total} pages`),
  });
  const secs = (Date.now() - started) / 1000;
  console.log(
    `\nwrote ${r.records} records and ${r.pages} page images to ${r.outDir} in ${secs.toFixed(1)} s`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
