import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { exportLine, makeImage, tempDir, writeExport } from './ingest-export-builder';

const work = tempDir('ingest-cli-');
const dataDir = path.join(work, 'data');
const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** Runs `tsx scripts/ingest.ts ...args` on an embedded database in a temp DATA_DIR. */
function runIngest(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['scripts/ingest.ts', ...args], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        BLOB_READ_WRITE_TOKEN: '',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const good = path.join(work, 'good');
const bad = path.join(work, 'bad');

beforeAll(async () => {
  const images = { 'img/1.png': await makeImage('png', 1), 'img/2.jpg': await makeImage('jpeg', 2) };
  const lines = [
    exportLine({ docNumber: 'G1', pages: ['img/1.png'] }),
    exportLine({ docNumber: 'G2', pages: ['img/2.jpg'], category: 'SMALL_ESTATE_AFFIDAVIT' }),
  ];
  writeExport(good, { records: lines, images });
  writeExport(bad, {
    records: [
      exportLine({ docNumber: 'G1', pages: ['img/1.png'] }),
      '{"oops"',
      exportLine({ docNumber: 'G9', pages: [] }),
    ],
    images,
  });
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run ingest', () => {
  it('exits 0 and prints a summary when every line is imported; a re-run reports all unchanged', async () => {
    const first = await runIngest(good);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /Import finished: imported 2, updated 0, unchanged 0, rejected 0 in [\d.]+ s \([\d,]+ rows\/s\)/,
    );
    const second = await runIngest(good);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/imported 0, updated 0, unchanged 2, rejected 0/);
    expect(fs.existsSync(path.join(good, 'records.rejects.ndjson'))).toBe(false);
  });

  it('exits 2 when lines were rejected, printing each with its line number, and writes the rejects file', async () => {
    const rejectsFile = path.join(work, 'my-rejects.ndjson');
    const r = await runIngest(bad, '--rejects', rejectsFile);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('rejected records.ndjson line 2: invalid JSON');
    expect(r.stderr).toContain('rejected records.ndjson line 3: pages: must list at least one page image');
    expect(r.stdout).toMatch(/unchanged 1, rejected 2/);
    expect(r.stdout).toContain(`Rejected lines (line number, reason, raw line) are in ${rejectsFile}`);
    const rows = fs
      .readFileSync(rejectsFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.map((x) => x.line)).toEqual([2, 3]);
    expect(rows[0].raw).toBe('{"oops"');
  });

  it('exits 1 with a clear message (no stack trace) when the directory or records.ndjson is missing', async () => {
    const missing = await runIngest(path.join(work, 'nope'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Export directory not found: .*nope\n$/);
    const noRecords = path.join(work, 'no-records');
    fs.mkdirSync(noRecords);
    const r = await runIngest(noRecords);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^No records\.ndjson in the export directory/);
    expect((await runIngest()).code).toBe(1);
  });

  it('exits 1 with a clear message when another process holds the embedded database', async () => {
    const holder = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const r = await runIngest(good);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/is in use by another process \(is the server running\?\)/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await holder.close();
    }
  });
});
