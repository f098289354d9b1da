import type { DbHandle } from '@/db/client';
import { records } from '@/db/schema';
import { ensureCounties } from '../index-factories';
import { type IndexRow, indexCounties, indexRows } from './index-only';

/** Rows per COPY / INSERT ... SELECT round: large enough to amortise, small enough to show progress. */
const CHUNK = 50_000;

const COLUMNS =
  'source, state, county, doc_number, category, doc_type, recorded_date, instrument_date, grantors, grantees, legal_description, property_city';

/** COPY text-format escaping of one field. */
function copyField(v: string | null): string {
  if (v === null) return '\\N';
  return v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** A PostgreSQL array literal, quoted element by element. */
function pgArray(items: string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function copyLine(r: IndexRow): string {
  return `${[
    r.source,
    r.state,
    r.county,
    r.docNumber,
    r.category,
    r.docType,
    r.recordedDate,
    r.instrumentDate,
    pgArray(r.grantors),
    pgArray(r.grantees),
    r.legalDescription,
    r.propertyCity,
  ]
    .map((v) => copyField(v))
    .join('\t')}\n`;
}

export type LoadIndexOptions = {
  handle: DbHandle;
  records: number;
  seed: string;
  onProgress?: (rows: number) => void;
};

/**
 * Loads generated index rows straight into the database. PostgreSQL: COPY into a staging table, then one
 * INSERT ... SELECT ... ON CONFLICT per chunk (so the rollup triggers run once per chunk). PGlite: batched
 * multi-row inserts. Returns how many rows were new.
 */
export async function loadIndexRows(opts: LoadIndexOptions): Promise<{ inserted: number }> {
  const { handle } = opts;
  await ensureCounties(handle.db, indexCounties());
  const rows = indexRows(opts.records, opts.seed);
  let inserted = 0;
  let seen = 0;
  if (handle.kind === 'postgres' && handle.pg) {
    const pg = handle.pg;
    await pg.begin(async (tx) => {
      await tx.unsafe(
        `create temp table records_stage (${COLUMNS.split(', ')
          .map(
            (c) =>
              `${c} ${c.endsWith('ors') || c.endsWith('ees') ? 'text[]' : c.endsWith('_date') ? 'date' : 'text'}`,
          )
          .join(', ')}) on commit drop`,
      );
      for (;;) {
        const writable = await tx.unsafe(`copy records_stage (${COLUMNS}) from stdin`).writable();
        // One write per chunk: the whole chunk (~10 MB) is sent with end(), which needs no drain handling.
        let n = 0;
        const parts: string[] = [];
        while (n < CHUNK) {
          const r = rows.next();
          if (r.done) break;
          parts.push(copyLine(r.value));
          n++;
        }
        const buf = parts.join('');
        await new Promise<void>((res, rej) => {
          writable.on('error', rej);
          writable.end(buf, () => res());
        });
        if (n === 0) break;
        const res = await tx.unsafe(
          `insert into records (${COLUMNS}) select ${COLUMNS} from records_stage on conflict (county, doc_number) do nothing`,
        );
        inserted += res.count;
        await tx.unsafe('truncate records_stage');
        seen += n;
        opts.onProgress?.(seen);
        if (n < CHUNK) break;
      }
    });
    return { inserted };
  }
  let batch: IndexRow[] = [];
  const flush = async () => {
    const ids = await handle.db
      .insert(records)
      .values(batch.map((r) => ({ ...r, pageCount: 0 })))
      .onConflictDoNothing({ target: [records.county, records.docNumber] })
      .returning({ id: records.id });
    inserted += ids.length;
    seen += batch.length;
    if (seen % 50_000 < batch.length) opts.onProgress?.(seen);
    batch = [];
  };
  for (const r of rows) {
    batch.push(r);
    if (batch.length === 1_000) await flush();
  }
  if (batch.length > 0) await flush();
  return { inserted };
}
