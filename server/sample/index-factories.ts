import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { CATEGORIES, type Category, counties, type NewRecordRow, records } from '@/db/schema';
import { createRng, type Rng } from './rng';

export type SampleCounty = { slug: string; name: string; state: string; city: string; source: string };

export const SAMPLE_COUNTIES: SampleCounty[] = [
  { slug: 'dallas-tx', name: 'Dallas', state: 'TX', city: 'Dallas', source: 'Dallas County Clerk' },
  { slug: 'lubbock-tx', name: 'Lubbock', state: 'TX', city: 'Lubbock', source: 'Lubbock County Clerk' },
  { slug: 'travis-tx', name: 'Travis', state: 'TX', city: 'Austin', source: 'Travis County Clerk' },
  {
    slug: 'los-angeles-ca',
    name: 'Los Angeles',
    state: 'CA',
    city: 'Pasadena',
    source: 'LA County Registrar-Recorder',
  },
  {
    slug: 'san-diego-ca',
    name: 'San Diego',
    state: 'CA',
    city: 'Oceanside',
    source: 'San Diego County Recorder',
  },
  { slug: 'maricopa-az', name: 'Maricopa', state: 'AZ', city: 'Mesa', source: 'Maricopa County Recorder' },
  { slug: 'denver-co', name: 'Denver', state: 'CO', city: 'Denver', source: 'Denver Clerk and Recorder' },
  {
    slug: 'pinellas-fl',
    name: 'Pinellas',
    state: 'FL',
    city: 'St. Petersburg',
    source: 'Pinellas County Clerk',
  },
  { slug: 'queens-ny', name: 'Queens', state: 'NY', city: 'Jamaica', source: 'NYC ACRIS' },
  { slug: 'king-wa', name: 'King', state: 'WA', city: 'Seattle', source: 'King County Recorder' },
];

const FIRST = [
  'Mary',
  'James',
  'Linda',
  'Robert',
  'Patricia',
  'John',
  'Barbara',
  'Carlos',
  'Maria',
  'Wei',
  'Aisha',
  'Thomas',
  'Nancy',
  'Frank',
  'Josefina',
  'Dale',
];
const MIDDLE = ['Ann', 'Lee', 'Ray', 'Marie', 'J.', 'Wade', 'Louise', 'R.', 'Anthony', ''];
const LAST = [
  'Abernathy',
  'Garza',
  'Nguyen',
  'Smith',
  'Johnson',
  "O'Neill",
  'McAdams',
  'DeLuca',
  'Kowalski',
  'Okafor',
  'Hernandez',
  'Whitfield',
  'Brennan',
  'Yamamoto',
  'Castillo',
  'Patel',
];
const DOC_TYPES: Record<Category, string[]> = {
  AFFIDAVIT_OF_HEIRSHIP: ['AFFIDAVIT OF HEIRSHIP', 'AFF HEIRSHIP'],
  SMALL_ESTATE_AFFIDAVIT: ['SMALL ESTATE AFFIDAVIT', 'SMALL ESTATE'],
  AFFIDAVIT_OF_DEATH: ['AFFIDAVIT OF DEATH', 'DEATH OF JOINT TENANT'],
  EXECUTOR_DEED: ['EXECUTORS DEED'],
  ADMINISTRATOR_DEED: ['ADMINISTRATORS DEED'],
  PERSONAL_REPRESENTATIVE_DEED: ['PERSONAL REPRESENTATIVES DEED', 'PR DEED'],
  WILL: ['WILL', 'LAST WILL AND TESTAMENT'],
  OTHER: ['WARRANTY DEED', 'RELEASE OF LIEN'],
};

function indexName(rng: Rng): string {
  const middle = rng.pick(MIDDLE);
  return [rng.pick(LAST).toUpperCase(), rng.pick(FIRST).toUpperCase(), middle.toUpperCase()]
    .filter(Boolean)
    .join(' ');
}

function isoDate(rng: Rng, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type RecordFactoryOptions = Partial<NewRecordRow> & { rng?: Rng; countyInfo?: SampleCounty };

let serial = 0;

/** One plausible index record; every field can be overridden. */
export function makeRecord(opts: RecordFactoryOptions = {}): NewRecordRow {
  const rng = opts.rng ?? createRng(++serial);
  const c = opts.countyInfo ?? rng.pick(SAMPLE_COUNTIES);
  const category = opts.category ?? rng.pick(CATEGORIES);
  const recordedDate = opts.recordedDate ?? isoDate(rng, 2015, 2025);
  const decedent = indexName(rng);
  const heirs = Array.from({ length: rng.int(1, 3) }, () => indexName(rng));
  const fiduciary = ['EXECUTOR_DEED', 'ADMINISTRATOR_DEED', 'PERSONAL_REPRESENTATIVE_DEED'].includes(
    category,
  );
  const { rng: _r, countyInfo: _c, ...overrides } = opts;
  return {
    source: c.source,
    state: c.state,
    county: c.slug,
    docNumber: `${recordedDate.slice(0, 4)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
    docId: rng.int(100_000, 9_999_999),
    category,
    docType: rng.pick(DOC_TYPES[category]),
    recordedDate,
    instrumentDate: rng.chance(0.9) ? recordedDate : null,
    grantors: fiduciary ? [`${decedent} ESTATE`, indexName(rng)] : [decedent],
    grantees: category === 'OTHER' && rng.chance(0.3) ? ['FIRST NATIONAL BANK'] : heirs,
    legalDescription: rng.chance(0.8)
      ? `LOT ${rng.int(1, 40)} BLOCK ${rng.int(1, 12)} ${rng.pick(['OAK HILLS', 'CAPROCK', 'LAKEVIEW', 'MESA VERDE'])} ADDN`
      : null,
    propertyCity: rng.chance(0.85) ? c.city : null,
    pageCount: rng.int(1, 4),
    ...overrides,
  };
}

/** Creates the counties a set of records refers to (idempotent). */
export async function ensureCounties(
  db: Db,
  list: Pick<SampleCounty, 'slug' | 'name' | 'state'>[],
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(counties)
    .values(list.map((c) => ({ slug: c.slug, name: c.name, state: c.state })))
    .onConflictDoNothing();
}

/** Inserts records in batches, skipping any (county, docNumber) that already exists. */
export async function insertRecords(db: Db, rows: NewRecordRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(records)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [records.county, records.docNumber] });
  }
}

/** A deterministic index-only sample: `n` records spread over every sample county and category. */
export function makeIndexSample(n: number, seed = 'index-sample'): NewRecordRow[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) =>
    makeRecord({
      rng,
      countyInfo: SAMPLE_COUNTIES[i % SAMPLE_COUNTIES.length],
      category: CATEGORIES[i % CATEGORIES.length],
    }),
  );
}

/** Loads the index sample into an empty database; returns the number of records inserted. */
export async function loadIndexSampleIfEmpty(db: Db, n = 400): Promise<number> {
  const existing = await db.execute(sql`select 1 from records limit 1`);
  const rows = Array.isArray(existing) ? existing : ((existing as { rows?: unknown[] }).rows ?? []);
  if (rows.length > 0) return 0;
  await ensureCounties(db, SAMPLE_COUNTIES);
  await insertRecords(db, makeIndexSample(n));
  return n;
}
