import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDetails, records } from '@/db/schema';
import { PARSER_VERSION } from '@/parsers';
import { shutdownOcr } from '@/parsers/ocr';
import type { BlobStore } from '@/server/blobs/blob-store';
import { type PendingProgress, parsePending } from '@/server/services/parsing/parse-pending';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { fixturePage, insertRecordWithPages, recordState, tempBlobStore } from './details-fixtures';

let db: TestDb;
let blobs: BlobStore;

beforeAll(async () => {
  db = await createTestDb();
  blobs = tempBlobStore().blobs;
});
afterAll(async () => {
  await db?.drop();
  await shutdownOcr();
});

describe('parsePending', () => {
  it('parses unparsed records of a county with bounded concurrency and reports failures', async () => {
    const good = await insertRecordWithPages({
      db: db.db,
      blobs,
      docNumber: 'P-GOOD',
      images: [fixturePage('pub-005', 1)],
    });
    const gone = await insertRecordWithPages({
      db: db.db,
      blobs,
      docNumber: 'P-GONE',
      images: [fixturePage('pub-005', 2)],
    });
    await blobs.delete(gone.pageKeys[0] ?? '');
    const other = await insertRecordWithPages({
      db: db.db,
      blobs,
      docNumber: 'P-OTHER',
      county: 'travis-tx',
      images: [],
    });

    const progress: PendingProgress[] = [];
    const summary = await parsePending({
      db: db.db,
      blobs,
      county: 'dallas-tx',
      concurrency: 2,
      onProgress: (p) => progress.push(p),
    });
    expect(summary).toMatchObject({ total: 2, done: 2, parsed: 1, failed: 1, alreadyParsed: 0 });
    expect(summary.failures).toEqual([
      expect.objectContaining({
        docNumber: 'P-GONE',
        code: 'parse_failed',
        message: expect.stringMatching(/missing/),
      }),
    ]);
    expect(progress.at(0)).toMatchObject({ done: 0, total: 2 });
    expect(progress.at(-1)).toMatchObject({ done: 2, total: 2 });
    expect((await recordState(db.db, good.id))?.parsed).toBe(true);
    expect((await recordState(db.db, other.id))?.parsed).toBe(false);

    // The next run only has what is still unparsed in that county: the record that keeps failing.
    const again = await parsePending({ db: db.db, blobs, county: 'dallas-tx', limit: 10 });
    expect(again).toMatchObject({ total: 1, parsed: 0, failed: 1 });
  });

  it('with stale, parses again what an older parser version cached, and keeps the old body if that fails', async () => {
    const add = (docNumber: string, page: number) =>
      insertRecordWithPages({
        db: db.db,
        blobs,
        docNumber,
        county: 'king-wa',
        images: [fixturePage('pub-005', page)],
      });
    const fresh = await add('S-FRESH', 1);
    const old = await add('S-OLD', 1);
    const broken = await add('S-BROKEN', 2);
    expect(await parsePending({ db: db.db, blobs, county: 'king-wa' })).toMatchObject({ parsed: 3 });

    const makeOld = async (id: number) => {
      await db.db.update(records).set({ parserVersion: '0.9.0' }).where(eq(records.id, id));
      await db.db
        .update(recordDetails)
        .set({ parserVersion: '0.9.0', body: '{"old":true}' })
        .where(eq(recordDetails.recordId, id));
    };
    await makeOld(old.id);
    await makeOld(broken.id);
    await blobs.delete(broken.pageKeys[0] ?? '');
    const bodyOf = async (id: number) =>
      (await db.db.select().from(recordDetails).where(eq(recordDetails.recordId, id)))[0];

    // Without --stale only unparsed records count: nothing to do here.
    expect(await parsePending({ db: db.db, blobs, county: 'king-wa' })).toMatchObject({ total: 0 });

    const summary = await parsePending({ db: db.db, blobs, county: 'king-wa', stale: true });
    expect(summary).toMatchObject({ total: 2, parsed: 1, failed: 1 });
    expect(summary.failures.map((f) => f.docNumber)).toEqual(['S-BROKEN']);
    expect(await bodyOf(old.id)).toMatchObject({ parserVersion: PARSER_VERSION });
    expect(JSON.parse((await bodyOf(old.id))?.body ?? '{}')).toHaveProperty('decedent');
    expect((await recordState(db.db, old.id))?.parserVersion).toBe(PARSER_VERSION);
    // The refresh that failed leaves what buyers were being served.
    expect(await bodyOf(broken.id)).toMatchObject({ parserVersion: '0.9.0', body: '{"old":true}' });
    expect((await recordState(db.db, broken.id))?.parsed).toBe(true);
    expect((await recordState(db.db, fresh.id))?.parserVersion).toBe(PARSER_VERSION);
  });
});
