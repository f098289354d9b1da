import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { counties } from '@/db/schema';
import type { BlobStore } from '@/server/blobs/blob-store';
import { AppError } from '@/server/errors';
import { categoryFromDocType } from './category-from-doc-type';
import type { CountyInfo } from './county-slug';
import { type ExportRecord, parseExportLine, ZExportCounty, ZExportRecord } from './export-line-schemas';
import type { IngestProgress, IngestReject, IngestSummary } from './ingest-types';
import { mapLimit } from './map-limit';
import { inspectPageImage, type PageImage, pagesHashOf } from './page-images';
import { createRejectsFile } from './rejects-file';
import { type PreparedRecord, writeBatch } from './write-batch';

export type { IngestProgress, IngestReject, IngestSummary } from './ingest-types';

export type IngestDirectoryOptions = {
  db: Db;
  blobs: BlobStore;
  /** The export directory: records.ndjson, optional counties.ndjson, and the page images. */
  dir: string;
  /** Lines per transaction (default 200). */
  batchSize?: number;
  /** Called after every batch and once at the end. */
  onProgress?: (p: IngestProgress) => void;
  /** Called for every rejected line, as soon as it is known. */
  onReject?: (r: IngestReject) => void;
  /** Rejects file; default `<dir>/records.rejects.ndjson`; null writes none. */
  rejectsPath?: string | null;
};

export const RECORDS_FILE = 'records.ndjson';
export const COUNTIES_FILE = 'counties.ndjson';
export const DEFAULT_REJECTS_FILE = 'records.rejects.ndjson';

/** Checks that `dir` is an export directory; returns the path of its records.ndjson. */
export async function assertExportDir(dir: string): Promise<string> {
  const st = await fsp.stat(dir).catch(() => null);
  if (!st) throw new AppError('not_found', `Export directory not found: ${dir}`);
  if (!st.isDirectory()) throw new AppError('invalid_request', `Not a directory: ${dir}`);
  const recordsFile = path.join(dir, RECORDS_FILE);
  const rf = await fsp.stat(recordsFile).catch(() => null);
  if (!rf?.isFile()) throw new AppError('not_found', `No ${RECORDS_FILE} in the export directory ${dir}`);
  return recordsFile;
}

async function* ndjsonLines(file: string, onBytes: (n: number) => void) {
  const input = fs.createReadStream(file, { encoding: 'utf8' });
  // readline's async iterator pauses the stream when lines pile up, so memory stays flat.
  const rl = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let n = 0;
  try {
    for await (const line of rl) {
      n++;
      onBytes(Buffer.byteLength(line, 'utf8') + 1);
      // Spreadsheet tools like to start UTF-8 files with a byte-order mark; it is not part of the JSON.
      yield { n, raw: n === 1 ? line.replace(/^\uFEFF/, '') : line };
    }
  } finally {
    rl.close();
    input.destroy();
  }
}

/** Reads counties.ndjson (small: one line per county) and upserts its valid lines. */
async function importCounties(
  db: Db,
  dir: string,
  reject: (r: IngestReject) => void,
): Promise<Map<string, CountyInfo>> {
  const known = new Map<string, CountyInfo>();
  const file = path.join(dir, COUNTIES_FILE);
  if (!fs.existsSync(file)) return known;
  for await (const { n, raw } of ndjsonLines(file, () => {})) {
    if (!raw.trim()) continue;
    const r = parseExportLine(raw, ZExportCounty);
    if (!r.ok) reject({ file: COUNTIES_FILE, line: n, reason: r.reason, raw });
    else if (known.has(r.value.slug)) {
      reject({ file: COUNTIES_FILE, line: n, reason: `duplicate county slug ${r.value.slug}`, raw });
    } else known.set(r.value.slug, r.value);
  }
  const list = [...known.values()];
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insert(counties)
      .values(list.slice(i, i + 500))
      .onConflictDoUpdate({
        target: counties.slug,
        set: { name: sql`excluded.name`, state: sql`excluded.state` },
        // An unchanged county is not rewritten: a re-run changes nothing.
        setWhere: sql`(${counties.name}, ${counties.state}) is distinct from (excluded.name, excluded.state)`,
      });
  }
  return known;
}

type Pending = { line: number; raw: string; rec: ExportRecord };

/**
 * Imports a portal export directory (format in the operations guide): streams records.ndjson,
 * validates every line, and upserts good lines by (county, docNumber) in batches, each in one
 * transaction, with page images stored in blob storage first. Bad lines are reported (onReject and
 * the rejects file) and never stop the import; database or storage failures do (a re-run completes).
 */
export async function ingestDirectory(opts: IngestDirectoryOptions): Promise<IngestSummary> {
  const started = performance.now();
  const dir = path.resolve(opts.dir);
  const recordsFile = await assertExportDir(dir);
  const dirReal = await fsp.realpath(dir);
  const batchSize = Math.max(1, opts.batchSize ?? 200);
  const rejects = createRejectsFile(
    opts.rejectsPath === undefined ? path.join(dir, DEFAULT_REJECTS_FILE) : opts.rejectsPath,
  );
  const progress: IngestProgress = {
    bytesRead: 0,
    totalBytes: (await fsp.stat(recordsFile)).size,
    lines: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
  };
  const reject = (r: IngestReject) => {
    progress.rejected++;
    rejects.write(r);
    opts.onReject?.(r);
  };

  // Line number of the first occurrence of each (county, docNumber): ~70 bytes per record, the one
  // thing that grows with the file.
  const firstSeen = new Map<string, number>();
  let pending: Pending[] = [];

  const flush = async () => {
    const batch = pending;
    pending = [];
    const inspected = await mapLimit(batch, 4, async (p) => {
      const images: PageImage[] = [];
      for (const rel of p.rec.pages) {
        const r = await inspectPageImage(dirReal, rel);
        if (!r.ok) return { p, reason: r.reason };
        images.push(r.image);
      }
      return { p, images };
    });
    const ready: PreparedRecord[] = [];
    for (const item of inspected) {
      if ('reason' in item) {
        reject({ file: RECORDS_FILE, line: item.p.line, reason: `pages: ${item.reason}`, raw: item.p.raw });
        continue;
      }
      const { p, images } = item;
      ready.push({
        line: p.line,
        rec: p.rec,
        category: p.rec.category ?? categoryFromDocType(p.rec.docType),
        images,
        pagesHash: pagesHashOf(images),
      });
    }
    const c = await writeBatch({ db: opts.db, blobs: opts.blobs, batch: ready, knownCounties });
    const rawOf = new Map(batch.map((p) => [p.line, p.raw]));
    for (const r of c.rejected) {
      reject({ file: RECORDS_FILE, line: r.line, reason: r.reason, raw: rawOf.get(r.line) ?? '' });
    }
    progress.imported += c.imported;
    progress.updated += c.updated;
    progress.unchanged += c.unchanged;
    opts.onProgress?.({ ...progress });
  };

  let knownCounties = new Map<string, CountyInfo>();
  let summaryRejects: string | null = null;
  let rejectsError: Error | undefined;
  try {
    knownCounties = await importCounties(opts.db, dir, reject);
    for await (const { n, raw } of ndjsonLines(recordsFile, (b) => {
      progress.bytesRead += b;
    })) {
      progress.lines = n;
      if (!raw.trim()) continue;
      const r = parseExportLine(raw, ZExportRecord);
      if (!r.ok) {
        reject({ file: RECORDS_FILE, line: n, reason: r.reason, raw });
        continue;
      }
      const key = `${r.value.county}\u0000${r.value.docNumber}`;
      const first = firstSeen.get(key);
      if (first !== undefined) {
        reject({
          file: RECORDS_FILE,
          line: n,
          reason: `duplicate record: county ${r.value.county} docNumber ${r.value.docNumber} already on line ${first}`,
          raw,
        });
        continue;
      }
      firstSeen.set(key, n);
      pending.push({ line: n, raw, rec: r.value });
      if (pending.length >= batchSize) await flush();
    }
    await flush();
  } finally {
    // Even when the import is interrupted, the rejects found so far are kept.
    await rejects.close().then(
      (p) => {
        summaryRejects = p;
      },
      (e) => {
        rejectsError = e as Error;
      },
    );
  }
  if (rejectsError) throw rejectsError;
  progress.bytesRead = progress.totalBytes;
  opts.onProgress?.({ ...progress });
  const elapsedMs = performance.now() - started;
  const good = progress.imported + progress.updated + progress.unchanged;
  return {
    ...progress,
    elapsedMs: Math.round(elapsedMs),
    rowsPerSecond: elapsedMs > 0 ? Math.round((good / elapsedMs) * 1000) : good,
    rejectsPath: summaryRejects,
  };
}
