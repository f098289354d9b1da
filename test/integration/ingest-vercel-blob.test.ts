import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '@/db/schema';
import { createBlobStore } from '@/server/blobs';
import type { BlobStore } from '@/server/blobs/blob-store';
import { ingestDirectory } from '@/server/services/ingest/ingest-directory';
import { type FakeVercelBlob, startFakeVercelBlob } from '../helpers/fake-vercel-blob';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { exportLine, makeImage, tempDir, writeExport } from './ingest-export-builder';

let db: TestDb;
let fake: FakeVercelBlob;
let blobs: BlobStore;
const dir = tempDir('ingest-vercel-');
const saved = { api: process.env.VERCEL_BLOB_API_URL, retries: process.env.VERCEL_BLOB_RETRIES };

beforeAll(async () => {
  fake = await startFakeVercelBlob();
  process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
  process.env.VERCEL_BLOB_RETRIES = '0';
  blobs = createBlobStore({ kind: 'vercel', token: fake.token, publicBaseUrl: fake.publicBaseUrl });
  db = await createTestDb();
  writeExport(dir, {
    records: [
      exportLine({ docNumber: 'V1', pages: ['a.png', 'b.tif'] }),
      exportLine({ docNumber: 'V2', pages: ['c.jpg'] }),
    ],
    images: {
      'a.png': await makeImage('png', 11),
      'b.tif': await makeImage('tiff', 12),
      'c.jpg': await makeImage('jpeg', 13),
    },
  });
});
afterAll(async () => {
  process.env.VERCEL_BLOB_API_URL = saved.api;
  process.env.VERCEL_BLOB_RETRIES = saved.retries;
  await db?.drop();
  await fake?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('ingest into Vercel Blob (real SDK, local fake of the API)', () => {
  it('uploads originals and the TIFF rendition with their content types, reachable at public URLs', async () => {
    const summary = await ingestDirectory({ db: db.db, blobs, dir });
    expect(summary).toMatchObject({ imported: 2, rejected: 0 });
    expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(4);
    const [v1] = await db.db.select().from(records).where(eq(records.docNumber, 'V1'));
    const tif = v1?.pages[1];
    expect(fake.blobs.get(tif?.key as string)?.contentType).toBe('image/tiff');
    expect(fake.blobs.get(tif?.displayKey as string)?.contentType).toBe('image/png');
    const res = await fetch(await blobs.url(v1?.pages[0]?.key as string, 'http://unused/api/v1'));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(fs.readFileSync(path.join(dir, 'a.png')));
  });

  it('a re-run makes no request to the blob service at all', async () => {
    const before = fake.requests.length;
    const summary = await ingestDirectory({ db: db.db, blobs, dir });
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });
    expect(fake.requests.length).toBe(before);
  });

  it('changed pages are uploaded under new keys and the replaced blobs deleted', async () => {
    const [old] = await db.db.select().from(records).where(eq(records.docNumber, 'V2'));
    fs.writeFileSync(path.join(dir, 'c.jpg'), await makeImage('jpeg', 14));
    const summary = await ingestDirectory({ db: db.db, blobs, dir });
    expect(summary).toMatchObject({ updated: 1, unchanged: 1 });
    const [now] = await db.db.select().from(records).where(eq(records.docNumber, 'V2'));
    expect(fake.blobs.has(now?.pages[0]?.key as string)).toBe(true);
    expect(fake.blobs.has(old?.pages[0]?.key as string)).toBe(false);
  });
});
