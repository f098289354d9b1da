import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { records, type StoredPage } from '@/db/schema';
import type { BlobStore } from '@/server/blobs/blob-store';
import { createBlobStore } from '@/server/blobs/index';
import { ensureCounties, makeRecord, SAMPLE_COUNTIES } from '@/server/sample/index-factories';

/** Shared by the details, usage and parse-pending tests (and the two-process worker). */
export const FIXTURES_DIR = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');

export const fixturePage = (doc: string, page: number): Buffer =>
  fs.readFileSync(path.join(FIXTURES_DIR, `${doc}-p${page}.png`));

export function tempBlobStore(): { blobs: BlobStore; root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'details-blobs-'));
  return {
    blobs: createBlobStore({ kind: 'fs', root, keySecret: 'test-key-secret-0123456789abcdef0123' }),
    root,
  };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Inserts a record whose pages are the given images, stored in `blobs` under per-record keys.
 * Returns its key and id.
 */
export async function insertRecordWithPages({
  db,
  blobs,
  docNumber,
  images,
  county = 'dallas-tx',
}: {
  db: Db;
  blobs: BlobStore;
  docNumber: string;
  images: Buffer[];
  county?: string;
}): Promise<{ id: number; county: string; docNumber: string; pageKeys: string[] }> {
  await ensureCounties(db, SAMPLE_COUNTIES);
  const pages: StoredPage[] = [];
  for (const [i, img] of images.entries()) {
    const key = `pages/${county}/${docNumber}/p${i + 1}.png`;
    await blobs.put(key, img, { contentType: 'image/png' });
    pages.push({ page: i + 1, key, contentType: 'image/png', bytes: img.length, sha256: sha(img) });
  }
  const countyInfo = SAMPLE_COUNTIES.find((c) => c.slug === county);
  const [row] = await db
    .insert(records)
    .values(
      makeRecord({
        countyInfo,
        docNumber,
        pages,
        pageCount: pages.length,
        pagesHash: sha(Buffer.concat(images)),
        category: 'AFFIDAVIT_OF_HEIRSHIP',
      }),
    )
    .returning({ id: records.id });
  if (!row) throw new Error('insert failed');
  return { id: row.id, county, docNumber, pageKeys: pages.map((p) => p.key) };
}

export async function recordState(db: Db, id: number) {
  const [row] = await db
    .select({
      parsed: records.parsed,
      parsedAt: records.parsedAt,
      parserVersion: records.parserVersion,
      parseMs: records.parseMs,
      parseAttempts: records.parseAttempts,
      lastParseError: records.lastParseError,
      lastParseFailedAt: records.lastParseFailedAt,
    })
    .from(records)
    .where(eq(records.id, id));
  return row;
}
