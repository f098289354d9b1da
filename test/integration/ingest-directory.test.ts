import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { counties, recordDetails, records } from '@/db/schema';
import { createBlobStore } from '@/server/blobs';
import type { BlobStore } from '@/server/blobs/blob-store';
import { type IngestReject, ingestDirectory } from '@/server/services/ingest/ingest-directory';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { exportLine, listBlobKeys, makeImage, tempDir, writeExport } from './ingest-export-builder';

let db: TestDb;
const work = tempDir('ingest-');
const blobRoot = path.join(work, 'blobs');
let blobs: BlobStore;

/** The real filesystem store, counting writes so a test can assert that a re-run wrote nothing. */
function countingStore(inner: BlobStore) {
  const calls = { put: 0, delete: 0 };
  const store: BlobStore = {
    ...inner,
    put: (k, b, o) => {
      calls.put++;
      return inner.put(k, b, o);
    },
    delete: (k) => {
      calls.delete++;
      return inner.delete(k);
    },
  };
  return { store, calls };
}

async function recordRow(county: string, docNumber: string) {
  const rows = await db.db
    .select()
    .from(records)
    .where(sql`${records.county} = ${county} and ${records.docNumber} = ${docNumber}`);
  return rows[0];
}

beforeAll(async () => {
  db = await createTestDb();
  blobs = createBlobStore({ kind: 'fs', root: blobRoot });
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('ingestDirectory: a mixed export', () => {
  const dir = path.join(work, 'mixed');
  const rejects: IngestReject[] = [];

  beforeAll(async () => {
    const good1 = exportLine({ docNumber: 'A1', docType: 'AFF HEIRSHIP', pages: ['img/a1.png'] });
    writeExport(dir, {
      counties: [
        { slug: 'dallas-tx', name: 'Dallas', state: 'TX' },
        '{"slug":"bad slug","name":"X","state":"TX"}',
      ],
      records: [
        `\uFEFF${JSON.stringify(good1)}`, // 1: a byte-order mark is tolerated
        '{not json', // 2
        exportLine({ docNumber: 'B2', recordedDate: undefined }), // 3
        exportLine({ docNumber: 'B3', recordedDate: '2023-02-30' }), // 4
        exportLine({ docNumber: 'B4', category: 'NOPE' }), // 5
        exportLine({ docNumber: 'B5', state: 'ZZ' }), // 6
        exportLine({ docNumber: 'B6', pages: ['img/missing.png'] }), // 7
        exportLine({ docNumber: 'B7', pages: ['img/garbage.png'] }), // 8
        { ...good1, grantors: ['SOMEONE ELSE'] }, // 9: same key as line 1
        exportLine({
          // 10: a county only known by its slug
          docNumber: 'LA-10',
          county: 'los-angeles-ca',
          state: 'CA',
          source: 'LA County Registrar-Recorder',
          docType: "Executor's Deed",
          pages: ['img/la10.jpg'],
        }),
        exportLine({
          // 11: explicit category, a TIFF page and a PNG page
          docNumber: 'W11',
          category: 'WILL',
          docType: 'PROBATE',
          instrumentDate: null,
          legalDescription: null,
          pages: ['img/w11-1.tif', 'img/w11-2.png'],
        }),
        '', // 12: blank lines are skipped, not rejected
        '[1,2]', // 13
        exportLine({ docNumber: 'B14', pages: ['../outside.png'] }), // 14
        exportLine({ docNumber: 'B15', state: 'CA' }), // 15: slug says TX
        exportLine({ docNumber: 'B16', grantors: 'SMITH JOHN' }), // 16
        exportLine({ docNumber: 'B17', recordedDate: '2999-01-01' }), // 17
        exportLine({ docNumber: 'B18', pages: ['img/a1.png', 'img/truncated.png'] }), // 18
      ],
      images: {
        'img/a1.png': await makeImage('png', 1),
        'img/la10.jpg': await makeImage('jpeg', 2),
        'img/w11-1.tif': await makeImage('tiff', 3),
        'img/w11-2.png': await makeImage('png', 4),
        'img/garbage.png': Buffer.from('this is not an image'),
        // A PNG signature and header, but the pixel data cut off half-way.
        'img/truncated.png': (await makeImage('png', 6)).subarray(0, 60),
      },
    });
    fs.writeFileSync(path.join(work, 'outside.png'), await makeImage('png', 5));
  });

  it('imports every good line and rejects every bad one with its line number and reason', async () => {
    const summary = await ingestDirectory({
      db: db.db,
      blobs,
      dir,
      batchSize: 4,
      onReject: (r) => rejects.push(r),
    });
    expect(summary).toMatchObject({ imported: 3, updated: 0, unchanged: 0, rejected: 15, lines: 18 });
    expect(summary.rejectsPath).toBe(path.join(dir, 'records.rejects.ndjson'));

    const byLine = new Map(rejects.filter((r) => r.file === 'records.ndjson').map((r) => [r.line, r.reason]));
    const expected: [number, RegExp][] = [
      [2, /^invalid JSON/],
      [3, /^recordedDate: is required$/],
      [4, /^recordedDate: is not a real calendar date$/],
      [5, /^category: must be one of AFFIDAVIT_OF_HEIRSHIP/],
      [6, /^state: is not a US state code$/],
      [7, /^pages: image not found: img\/missing\.png$/],
      [8, /^pages: unreadable image \(not a PNG, JPEG or TIFF\): img\/garbage\.png$/],
      [9, /^duplicate record: county dallas-tx docNumber A1 already on line 1$/],
      [13, /^the line is not a JSON object$/],
      [14, /^pages\.0: must not leave the export directory$/],
      [15, /^county: county slug dallas-tx is not in state CA$/],
      [16, /^grantors: must be an array of names$/],
      [17, /^recordedDate: is in the future$/],
      [18, /^pages: unreadable image \(damaged or truncated\): img\/truncated\.png$/],
    ];
    for (const [line, re] of expected) expect(byLine.get(line), `line ${line}`).toMatch(re);
    expect(byLine.size).toBe(expected.length);
    const countyReject = rejects.find((r) => r.file === 'counties.ndjson');
    expect(countyReject).toMatchObject({
      line: 2,
      reason: expect.stringMatching(/^slug: must be a county slug/),
    });

    const file = fs
      .readFileSync(summary.rejectsPath as string, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(file).toHaveLength(15);
    expect(file.find((r) => r.line === 2 && r.file === 'records.ndjson')).toEqual({
      file: 'records.ndjson',
      line: 2,
      reason: expect.stringMatching(/^invalid JSON/),
      raw: '{not json',
    });
  });

  it('stores what the lines say, derives categories and counties, and keeps page formats', async () => {
    const a1 = await recordRow('dallas-tx', 'A1');
    expect(a1).toMatchObject({
      category: 'AFFIDAVIT_OF_HEIRSHIP',
      docType: 'AFF HEIRSHIP',
      grantors: ['SMITH JOHN'],
      recordedDate: '2023-03-14',
      pageCount: 1,
      parsed: false,
    });
    expect(a1?.pages[0]).toMatchObject({ page: 1, contentType: 'image/png' });
    expect(a1?.pages[0]?.key).toMatch(/^pages\/[0-9a-f]{32}\/1\.png$/);

    const la = await recordRow('los-angeles-ca', 'LA-10');
    expect(la?.category).toBe('EXECUTOR_DEED');
    expect(la?.pages[0]?.contentType).toBe('image/jpeg');
    const laCounty = await db.db.select().from(counties).where(eq(counties.slug, 'los-angeles-ca'));
    expect(laCounty[0]).toMatchObject({ name: 'Los Angeles', state: 'CA' });

    const w = await recordRow('dallas-tx', 'W11');
    expect(w).toMatchObject({ category: 'WILL', instrumentDate: null, legalDescription: null, pageCount: 2 });
    const [tif, png] = w?.pages ?? [];
    expect(tif).toMatchObject({ page: 1, contentType: 'image/tiff', displayContentType: 'image/png' });
    expect(tif?.key).toMatch(/\/1\.tif$/);
    expect(png).toMatchObject({ page: 2, contentType: 'image/png' });
    expect(png?.displayKey).toBeUndefined();
    // The rendition is a real PNG of the TIFF page.
    const rendition = await blobs.get(tif?.displayKey as string);
    expect((await sharp(rendition as Buffer).metadata()).format).toBe('png');
    const original = await blobs.get(tif?.key as string);
    expect(original).toEqual(fs.readFileSync(path.join(dir, 'img/w11-1.tif')));

    // Rollups (kept by triggers) agree with the rows.
    const rc = await queryRows<{ n: string | number }>(
      db.db,
      sql`select coalesce(sum(n), 0) as n from record_counts where county = 'dallas-tx'`,
    );
    expect(Number(rc[0]?.n)).toBe(2);

    // Exactly the referenced blobs exist: the rejected line 18 (good page 1, damaged page 2) stored nothing.
    const all = await db.db.select({ pages: records.pages }).from(records);
    const referenced = all.flatMap((r) => r.pages.flatMap((p) => [p.key, p.displayKey ?? []].flat())).sort();
    expect(listBlobKeys(blobRoot)).toEqual(referenced);
  });

  it('re-running the same export changes nothing: no row updates, no blob writes', async () => {
    const before = await db.db.select({ id: records.id, updatedAt: records.updatedAt }).from(records);
    const blobFiles = listBlobKeys(blobRoot);
    const { store, calls } = countingStore(blobs);
    const summary = await ingestDirectory({ db: db.db, blobs: store, dir });
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 3, rejected: 15 });
    expect(calls).toEqual({ put: 0, delete: 0 });
    expect(await db.db.select({ id: records.id, updatedAt: records.updatedAt }).from(records)).toEqual(
      before,
    );
    expect(listBlobKeys(blobRoot)).toEqual(blobFiles);
  });

  it('a record whose pages changed gets new pages, is marked unparsed and loses its cached details', async () => {
    const old = await recordRow('dallas-tx', 'A1');
    const la = await recordRow('los-angeles-ca', 'LA-10');
    for (const r of [old, la]) {
      await db.db
        .update(records)
        .set({ parsed: true, parsedAt: new Date(), parserVersion: 't1', parseAttempts: 1 })
        .where(eq(records.id, r?.id as number));
      await db.db
        .insert(recordDetails)
        .values({ recordId: r?.id as number, body: '{}', parserVersion: 't1', parseMs: 5 });
    }
    // A1 gets a new page image; LA-10 only a new grantee (its pages are the same).
    fs.writeFileSync(path.join(dir, 'img/a1.png'), await makeImage('png', 99));
    const lines = fs.readFileSync(path.join(dir, 'records.ndjson'), 'utf8').split('\n');
    lines[9] = JSON.stringify({ ...JSON.parse(lines[9] as string), grantees: ['NEW HEIR'] });
    fs.writeFileSync(path.join(dir, 'records.ndjson'), lines.join('\n'));

    const summary = await ingestDirectory({ db: db.db, blobs, dir });
    expect(summary).toMatchObject({ imported: 0, updated: 2, unchanged: 1 });

    const a1 = await recordRow('dallas-tx', 'A1');
    expect(a1).toMatchObject({ parsed: false, parsedAt: null, parserVersion: null, parseAttempts: 0 });
    expect(a1?.pagesHash).not.toBe(old?.pagesHash);
    expect(a1?.pages[0]?.key).not.toBe(old?.pages[0]?.key);
    expect(await blobs.get(a1?.pages[0]?.key as string)).toEqual(
      fs.readFileSync(path.join(dir, 'img/a1.png')),
    );
    expect(await blobs.exists(old?.pages[0]?.key as string)).toBe(false);
    const details = await db.db.select().from(recordDetails);
    expect(details.map((d) => d.recordId)).toEqual([la?.id]);

    const la2 = await recordRow('los-angeles-ca', 'LA-10');
    expect(la2).toMatchObject({ parsed: true, grantees: ['NEW HEIR'], pages: la?.pages });
  });
});

describe('ingestDirectory: interrupted imports', () => {
  const dir = path.join(work, 'crash');
  const root = path.join(work, 'crash-blobs');
  const store = createBlobStore({ kind: 'fs', root });
  const N = 30;

  beforeAll(async () => {
    const images: Record<string, Buffer> = {};
    const lines = [];
    for (let i = 1; i <= N; i++) {
      images[`p/${i}.png`] = await makeImage('png', 1000 + i);
      lines.push(
        exportLine({
          county: 'travis-tx',
          source: 'Travis County Clerk',
          docNumber: `C-${i}`,
          pages: [`p/${i}.png`],
        }),
      );
    }
    writeExport(dir, { records: lines, images });
  });

  /** Every row's page blobs exist, and (when `exact`) no blob is left that no row points at. */
  async function assertConsistent(exact: boolean) {
    const rows = await db.db.select().from(records).where(eq(records.county, 'travis-tx'));
    const referenced = rows.flatMap((r) => r.pages.map((p) => p.key)).sort();
    const onDisk = listBlobKeys(root);
    for (const k of referenced) expect(onDisk).toContain(k);
    if (exact) expect(onDisk).toEqual(referenced);
    return rows.length;
  }

  it('a storage failure mid-import leaves no half-written record, and a re-run converges', async () => {
    let puts = 0;
    const failing: BlobStore = {
      ...store,
      put: (k, b, o) => {
        if (++puts === 12) return Promise.reject(new Error('injected storage failure'));
        return store.put(k, b, o);
      },
    };
    await expect(ingestDirectory({ db: db.db, blobs: failing, dir, batchSize: 5 })).rejects.toThrow(
      /injected storage failure/,
    );
    const partial = await assertConsistent(false);
    expect(partial).toBe(10); // two whole batches; the third failed before its transaction

    const summary = await ingestDirectory({ db: db.db, blobs: store, dir, batchSize: 5 });
    expect(summary).toMatchObject({ imported: N - 10, unchanged: 10, rejected: 0 });
    expect(await assertConsistent(true)).toBe(N);
  });

  it('a database failure rolls back its whole batch, and a re-run after the fix completes it', async () => {
    await db.db.execute(sql`delete from records where county = 'travis-tx'`);
    await db.db.execute(sql`
      create or replace function test_fail_c17() returns trigger language plpgsql as $$
      begin
        if new.doc_number = 'C-17' then raise exception 'injected database failure'; end if;
        return new;
      end $$`);
    await db.db.execute(sql`create trigger test_fail_c17_trg before insert on records
      for each row execute function test_fail_c17()`);
    try {
      await expect(ingestDirectory({ db: db.db, blobs: store, dir, batchSize: 5 })).rejects.toThrow();
      const present = (
        await db.db.select({ d: records.docNumber }).from(records).where(eq(records.county, 'travis-tx'))
      )
        .map((r) => r.d)
        .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
      // Batches 1-3 committed; batch 4 (C-16..C-20) rolled back as a whole.
      expect(present).toEqual(Array.from({ length: 15 }, (_, i) => `C-${i + 1}`));
      await assertConsistent(false);
    } finally {
      await db.db.execute(sql`drop trigger if exists test_fail_c17_trg on records`);
    }
    const summary = await ingestDirectory({ db: db.db, blobs: store, dir, batchSize: 5 });
    expect(summary).toMatchObject({ imported: 15, unchanged: 15 });
    expect(await assertConsistent(true)).toBe(N);
  });
});

describe('ingestDirectory: errors about the directory itself', () => {
  it('says clearly when the directory or records.ndjson is missing', async () => {
    await expect(ingestDirectory({ db: db.db, blobs, dir: path.join(work, 'nope') })).rejects.toThrow(
      /Export directory not found/,
    );
    const empty = path.join(work, 'empty');
    fs.mkdirSync(empty);
    await expect(ingestDirectory({ db: db.db, blobs, dir: empty })).rejects.toThrow(/No records\.ndjson/);
  });
});
