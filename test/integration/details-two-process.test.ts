import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '@/db/client';
import { usageLedger } from '@/db/schema';
import { createBlobStore } from '@/server/blobs/index';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { fixturePage, insertRecordWithPages, recordState } from './details-fixtures';

const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
const WORKER = path.join(process.cwd(), 'test', 'integration', 'details-worker.ts');

type WorkerOutput = { hashes?: string[]; parses?: number; calls?: number; error?: string; name?: string };

/** Starts a worker; resolves its handle once it printed "ready", and its output once it exits. */
function startWorker(args: string[]): Promise<{ child: ChildProcess; done: Promise<WorkerOutput> }> {
  const child = spawn(TSX, [WORKER, ...args], { stdio: ['pipe', 'pipe', 'inherit'], env: process.env });
  let out = '';
  const done = new Promise<WorkerOutput>((resolve) => {
    child.on('exit', () => {
      const last = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(last) as WorkerOutput);
      } catch {
        resolve({ error: `worker printed no result: ${out.slice(-500)}` });
      }
    });
  });
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready')) resolve({ child, done });
    });
    // A worker that fails before "ready" still has to release the caller.
    child.on('exit', () => resolve({ child, done }));
  });
}

const blobRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'details-2p-'));
const blobs = createBlobStore({
  kind: 'fs',
  root: blobRoot,
  keySecret: 'test-key-secret-0123456789abcdef0123',
});

if (process.env.DATABASE_URL) {
  describe('two server processes sharing PostgreSQL', () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(async () => db?.drop());

    it('parse a record exactly once and serve both the same body', async () => {
      const rec = await insertRecordWithPages({
        db: db.db,
        blobs,
        docNumber: 'D-2P',
        images: [fixturePage('pub-004', 1)],
      });
      const args = [db.url ?? '', blobRoot, rec.county, rec.docNumber, '10'];
      const workers = await Promise.all([startWorker(args), startWorker(args)]);
      for (const w of workers) w.child.stdin?.end('go\n');
      const outs = await Promise.all(workers.map((w) => w.done));
      for (const o of outs) {
        expect(o.error).toBeUndefined();
        expect(o.calls).toBe(10);
        expect(o.hashes).toHaveLength(1);
      }
      expect(outs[0]?.hashes).toEqual(outs[1]?.hashes);
      expect(outs.reduce((n, o) => n + (o.parses ?? 0), 0)).toBe(1);
      const rows = await db.db.select().from(usageLedger);
      expect(rows).toHaveLength(20);
      expect(rows.filter((r) => r.servedFrom === 'parse')).toHaveLength(1);
      expect((await recordState(db.db, rec.id))?.parsed).toBe(true);
    });
  });
} else {
  describe('embedded PGlite is single-process', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'details-pglite-')), 'pglite');
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await openDatabase({ pgliteDir: dir });
    });
    afterAll(async () => handle?.close());

    it('refuses a second server process on the same data directory instead of sharing it', async () => {
      const w = await startWorker([dir, blobRoot, 'dallas-tx', 'none', '1']);
      const out = await w.done;
      expect(out.name).toBe('DatabaseLockedError');
      expect(out.error).toMatch(/in use by another process/);
    });
  });
}
