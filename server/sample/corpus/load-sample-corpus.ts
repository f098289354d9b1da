import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { queryRows } from '@/db/client';
import type { BlobStore } from '@/server/blobs/blob-store';
import { ingestDirectory } from '@/server/services/ingest/ingest-directory';

export type LoadSampleCorpusOptions = {
  db: Db;
  blobs: BlobStore;
  /** Where the generated export is kept (DATA_DIR/sample-export). */
  dir: string;
  records?: number;
  seed?: string;
  /** Rendering processes (the page rendering is CPU-bound JavaScript and canvas work). */
  processes?: number;
  log?: (msg: string) => void;
};

const DONE_MARKER = '.complete';
const sqlOne = sql`select 1 as one from records limit 1`;

function runShard(dir: string, records: number, seed: string, shard: string): Promise<void> {
  const root = process.cwd();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const script = path.join(root, 'scripts', 'sample.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(
      tsx,
      [script, '--out', dir, '--records', String(records), '--seed', seed, '--shard', shard],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: process.env,
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`sample generator shard ${shard} failed (${code}): ${err.trim()}`)),
    );
  });
}

/**
 * Into an empty database: generates the realistic sample export once (in separate processes, so the
 * rendering runs on every core and outside the server's bundle), then imports it like any portal export.
 * Returns the number of records imported (0 when the database already had records).
 */
export async function loadSampleCorpusIfEmpty(opts: LoadSampleCorpusOptions): Promise<number> {
  const any = await queryRows<{ one: number }>(opts.db, sqlOne);
  if (any.length > 0) return 0;
  const records = opts.records ?? 200;
  const seed = opts.seed ?? 'sample';
  const marker = path.join(opts.dir, DONE_MARKER);
  const wanted = `${records}:${seed}`;
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== wanted) {
    fs.rmSync(opts.dir, { recursive: true, force: true });
    const n = opts.processes ?? 2;
    opts.log?.(`generating the sample export (${records} documents with page images) in ${opts.dir}`);
    await Promise.all(Array.from({ length: n }, (_, k) => runShard(opts.dir, records, seed, `${k}/${n}`)));
    fs.writeFileSync(marker, wanted);
  }
  const summary = await ingestDirectory({ db: opts.db, blobs: opts.blobs, dir: opts.dir, rejectsPath: null });
  return summary.imported + summary.updated;
}
