import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  type Category,
  counties,
  type NewRecordRow,
  type RecordRow,
  recordDetails,
  records,
  type StoredPage,
} from '@/db/schema';
import type { BlobStore } from '@/server/blobs/blob-store';
import { log } from '@/server/log';
import { summaryColumns } from '@/server/services/records/record-summary';
import { type CountyInfo, countyFromSlug } from './county-slug';
import type { ExportRecord } from './export-line-schemas';
import { mapLimit } from './map-limit';
import type { PageImage } from './page-images';
import { PageImageError, storePageBlobs } from './store-page-blobs';

/** A validated export line whose images have been checked and hashed. */
export type PreparedRecord = {
  line: number;
  rec: ExportRecord;
  category: Category;
  images: PageImage[];
  pagesHash: string;
};

export type BatchCounts = { imported: number; updated: number; unchanged: number };

/** Lines dropped from the batch because a page image that had to be stored does not decode. */
export type BatchResult = BatchCounts & { rejected: { line: number; reason: string }[] };

// What a re-import compares against: the index fields (as the API shows them) plus the stored pages.
const EXISTING_COLUMNS = { ...summaryColumns, pagesHash: records.pagesHash, pages: records.pages };
type Existing = Pick<RecordRow, keyof typeof EXISTING_COLUMNS>;

const keyOf = (county: string, docNumber: string) => `${county}\u0000${docNumber}`;

function whereKeys(batch: readonly PreparedRecord[]) {
  const pairs = batch.map((p) => sql`(${p.rec.county}, ${p.rec.docNumber})`);
  return sql`(${records.county}, ${records.docNumber}) in (${sql.join(pairs, sql`, `)})`;
}

/** The index columns an export line sets (pages aside). */
function indexFields(p: PreparedRecord) {
  const r = p.rec;
  return {
    source: r.source,
    state: r.state,
    docId: r.docId ?? null,
    category: p.category,
    docType: r.docType,
    recordedDate: r.recordedDate,
    instrumentDate: r.instrumentDate,
    grantors: r.grantors,
    grantees: r.grantees,
    legalDescription: r.legalDescription,
    propertyCity: r.propertyCity,
    pageCount: p.images.length,
  };
}

const sameArray = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

function sameIndexFields(e: Existing, f: ReturnType<typeof indexFields>): boolean {
  return (
    e.source === f.source &&
    e.state === f.state &&
    (e.docId ?? null) === f.docId &&
    e.category === f.category &&
    e.docType === f.docType &&
    e.recordedDate === f.recordedDate &&
    (e.instrumentDate ?? null) === f.instrumentDate &&
    sameArray(e.grantors, f.grantors) &&
    sameArray(e.grantees, f.grantees) &&
    (e.legalDescription ?? null) === f.legalDescription &&
    (e.propertyCity ?? null) === f.propertyCity &&
    e.pageCount === f.pageCount
  );
}

// A new set of pages invalidates everything derived from the old one.
const RESET_PARSE = {
  parsed: false,
  parsedAt: null,
  parserVersion: null,
  parseMs: null,
  parseAttempts: 0,
  lastParseError: null,
  lastParseFailedAt: null,
} as const;

/**
 * Upserts one batch of prepared export lines by (county, docNumber): page blobs first, then every row
 * of the batch in one transaction, then (after commit) the blobs of pages that were replaced. An
 * unchanged line writes nothing at all.
 */
export async function writeBatch(opts: {
  db: Db;
  blobs: BlobStore;
  batch: readonly PreparedRecord[];
  /** Counties named in counties.ndjson; others are named from their slug. */
  knownCounties: ReadonlyMap<string, CountyInfo>;
  blobConcurrency?: number;
}): Promise<BatchResult> {
  const { db, blobs, batch } = opts;
  const counts: BatchResult = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  if (batch.length === 0) return counts;
  const secret = await blobs.keySecret();

  const seen = new Map<string, Existing>();
  for (const e of await db.select(EXISTING_COLUMNS).from(records).where(whereKeys(batch))) {
    seen.set(keyOf(e.county, e.docNumber), e);
  }

  const stored = new Map<PreparedRecord, Promise<StoredPage[]>>();
  const pagesFor = (p: PreparedRecord) => {
    let s = stored.get(p);
    if (!s) {
      s = storePageBlobs({
        blobs,
        secret,
        county: p.rec.county,
        docNumber: p.rec.docNumber,
        pagesHash: p.pagesHash,
        images: p.images,
      });
      stored.set(p, s);
    }
    return s;
  };

  let work = batch.filter((p) => {
    const e = seen.get(keyOf(p.rec.county, p.rec.docNumber));
    return !e || e.pagesHash !== p.pagesHash || !sameIndexFields(e, indexFields(p));
  });
  counts.unchanged = batch.length - work.length;
  if (work.length === 0) return counts;

  // Blobs before rows: an interrupted import leaves at most unreferenced blobs, which a re-run
  // rewrites under the same keys.
  const bad = new Set<PreparedRecord>();
  await mapLimit(
    work.filter((p) => seen.get(keyOf(p.rec.county, p.rec.docNumber))?.pagesHash !== p.pagesHash),
    opts.blobConcurrency ?? 4,
    (p) =>
      pagesFor(p).catch((e: unknown) => {
        if (!(e instanceof PageImageError)) throw e;
        bad.add(p);
        counts.rejected.push({ line: p.line, reason: `pages: ${e.message}` });
        return [];
      }),
  );
  if (bad.size > 0) work = work.filter((p) => !bad.has(p));
  if (work.length === 0) return counts;

  const replacedKeys: string[] = [];
  await db.transaction(async (tx) => {
    const slugs = [...new Set(work.map((p) => p.rec.county))];
    await tx
      .insert(counties)
      .values(slugs.map((s) => opts.knownCounties.get(s) ?? countyFromSlug(s)))
      .onConflictDoNothing();

    // Re-read under lock: another writer may have changed a row since the first look.
    const locked = new Map<string, Pick<Existing, 'id' | 'pagesHash' | 'pages'>>();
    const rows = await tx
      .select({
        id: records.id,
        county: records.county,
        docNumber: records.docNumber,
        pagesHash: records.pagesHash,
        pages: records.pages,
      })
      .from(records)
      .where(whereKeys(work))
      .for('update');
    for (const r of rows) locked.set(keyOf(r.county, r.docNumber), r);

    const inserts: NewRecordRow[] = [];
    const pagesChangedIds: number[] = [];
    for (const p of work) {
      const cur = locked.get(keyOf(p.rec.county, p.rec.docNumber));
      const fields = indexFields(p);
      if (!cur) {
        inserts.push({
          ...fields,
          county: p.rec.county,
          docNumber: p.rec.docNumber,
          pages: await pagesFor(p),
          pagesHash: p.pagesHash,
        });
        counts.imported++;
      } else if (cur.pagesHash !== p.pagesHash) {
        const pages = await pagesFor(p);
        await tx
          .update(records)
          .set({ ...fields, ...RESET_PARSE, pages, pagesHash: p.pagesHash, updatedAt: sql`now()` })
          .where(sql`${records.id} = ${cur.id}`);
        pagesChangedIds.push(cur.id);
        const keep = new Set(pages.flatMap((pg) => [pg.key, pg.displayKey]));
        for (const old of cur.pages) {
          for (const k of [old.key, old.displayKey]) if (k && !keep.has(k)) replacedKeys.push(k);
        }
        counts.updated++;
      } else {
        await tx
          .update(records)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(sql`${records.id} = ${cur.id}`);
        counts.updated++;
      }
    }
    if (inserts.length > 0) await tx.insert(records).values(inserts);
    if (pagesChangedIds.length > 0) {
      await tx.delete(recordDetails).where(inArray(recordDetails.recordId, pagesChangedIds));
    }
  });

  // After commit nothing points at the replaced blobs any more. A failure here only leaks storage.
  await mapLimit(replacedKeys, opts.blobConcurrency ?? 4, async (k) => {
    try {
      await blobs.delete(k);
    } catch (err) {
      log.warn({ err, key: k }, 'could not delete a replaced page blob');
    }
  });
  return counts;
}
