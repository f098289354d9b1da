import fs from 'node:fs';
import { CATEGORIES, type Category } from '@/db/schema';
import { createRng, type Rng } from '../rng';
import { CORPUS_COUNTIES } from './counties';
import { FEMALE_FIRST, LAST, MALE_FIRST, MIDDLE_FEMALE, MIDDLE_MALE } from './pools';

/**
 * The scale generator: index rows only (no pages), a million in seconds, with a skewed realistic spread —
 * 254 counties whose sizes follow a Zipf-like law, 8 categories, 20 years of recording dates.
 */

export type IndexCounty = { slug: string; name: string; state: string; source: string; weight: number };

const EXTRA_STATES = [
  'TX',
  'TX',
  'TX',
  'CA',
  'FL',
  'AZ',
  'CO',
  'WA',
  'NY',
  'OK',
  'GA',
  'IL',
  'NC',
  'OR',
  'NM',
];
const PARTS_A = [
  'Oak',
  'Pine',
  'Cedar',
  'Red',
  'Clear',
  'Stone',
  'Elk',
  'Bear',
  'Silver',
  'Mill',
  'Hill',
  'Lake',
];
const PARTS_B = ['Creek', 'River', 'Valley', 'Ridge', 'Springs', 'Prairie', 'Fork', 'Bend', 'Grove', 'Mesa'];

/** 254 counties: the corpus counties first (largest), then invented ones with falling weights. */
export function indexCounties(): IndexCounty[] {
  const out: IndexCounty[] = [];
  const seen = new Set<string>();
  const add = (name: string, state: string, source: string) => {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${state.toLowerCase()}`;
    if (seen.has(slug)) return;
    seen.add(slug);
    out.push({ slug, name, state, source, weight: 1 / (out.length + 1) ** 0.9 });
  };
  for (const c of CORPUS_COUNTIES) add(c.name, c.state, c.source);
  for (let i = 0; out.length < 254; i++) {
    const name = `${PARTS_A[i % PARTS_A.length]} ${PARTS_B[Math.floor(i / PARTS_A.length) % PARTS_B.length]}`;
    // The state index shifts every full round of names so (name, state) pairs never repeat.
    const state = EXTRA_STATES[(i + Math.floor(i / 120)) % EXTRA_STATES.length]!;
    add(name, state, `${name} County Recorder`);
  }
  return out;
}

const DOC_TYPES: Record<Category, string[]> = {
  AFFIDAVIT_OF_HEIRSHIP: ['AFFIDAVIT OF HEIRSHIP', 'AFF HEIRSHIP'],
  SMALL_ESTATE_AFFIDAVIT: ['SMALL ESTATE AFFIDAVIT', 'SMALL ESTATE'],
  AFFIDAVIT_OF_DEATH: ['AFFIDAVIT OF DEATH', 'AFFIDAVIT DEATH JOINT TENANT'],
  EXECUTOR_DEED: ['EXECUTORS DEED'],
  ADMINISTRATOR_DEED: ['ADMINISTRATORS DEED'],
  PERSONAL_REPRESENTATIVE_DEED: ['PERSONAL REPRESENTATIVES DEED', 'PR DEED'],
  WILL: ['WILL', 'LAST WILL AND TESTAMENT'],
  OTHER: ['WARRANTY DEED', 'RELEASE OF LIEN', 'DEED OF TRUST'],
};
/** Estate instruments are a minority of a county's recordings; OTHER dominates. */
const CATEGORY_WEIGHTS = [8, 6, 7, 5, 4, 5, 4, 25];

export type IndexRow = {
  source: string;
  state: string;
  county: string;
  docNumber: string;
  category: Category;
  docType: string;
  recordedDate: string;
  instrumentDate: string | null;
  grantors: string[];
  grantees: string[];
  legalDescription: string | null;
  propertyCity: string | null;
};

function cumulative(weights: number[]): number[] {
  let s = 0;
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (s += w / total));
}

function pickCum(r: number, cum: number[]): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r <= cum[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function name(rng: Rng): string {
  const m = rng.chance(0.5);
  const mid = rng.chance(0.7) ? ` ${rng.pick(m ? MIDDLE_MALE : MIDDLE_FEMALE)}` : '';
  return `${rng.pick(LAST)} ${rng.pick(m ? MALE_FIRST : FEMALE_FIRST)}${mid}`.toUpperCase();
}

/** A deterministic stream of index rows. */
export function* indexRows(records: number, seed: string): Generator<IndexRow> {
  const rng = createRng(`${seed}:index`);
  const counties = indexCounties();
  const countyCum = cumulative(counties.map((c) => c.weight));
  const catCum = cumulative(CATEGORY_WEIGHTS);
  const serial = new Map<string, number>();
  const start = Date.UTC(2005, 6, 1);
  const span = 20 * 365 * 86_400_000;
  for (let i = 0; i < records; i++) {
    const c = counties[pickCum(rng.next(), countyCum)]!;
    const category = CATEGORIES[pickCum(rng.next(), catCum)]!;
    // Later years record more (growth): square-root skew towards the recent end.
    const recorded = new Date(start + Math.sqrt(rng.next()) * span).toISOString().slice(0, 10);
    const n = (serial.get(c.slug) ?? 0) + 1;
    serial.set(c.slug, n);
    const decedent = name(rng);
    const estate = category !== 'OTHER';
    const fiduciary =
      category === 'EXECUTOR_DEED' ||
      category === 'ADMINISTRATOR_DEED' ||
      category === 'PERSONAL_REPRESENTATIVE_DEED';
    yield {
      source: c.source,
      state: c.state,
      county: c.slug,
      docNumber: `${recorded.slice(0, 4)}${String(n).padStart(7, '0')}`,
      category,
      docType: rng.pick(DOC_TYPES[category]),
      recordedDate: recorded,
      instrumentDate: rng.chance(0.9)
        ? new Date(Date.parse(recorded) - rng.int(1, 90) * 86_400_000).toISOString().slice(0, 10)
        : null,
      grantors: fiduciary
        ? [name(rng), `${decedent} ESTATE`]
        : estate
          ? [decedent]
          : Array.from({ length: rng.int(1, 2) }, () => name(rng)),
      grantees: Array.from({ length: rng.int(1, 3) }, () => name(rng)),
      legalDescription: rng.chance(0.8)
        ? `LOT ${rng.int(1, 48)} BLK ${rng.int(1, 30)} ${rng.pick(['OAK HILLS', 'CAPROCK', 'LAKEVIEW', 'MESA VERDE', 'PARK PLACE'])} ADDN`
        : null,
      propertyCity: rng.chance(0.85) ? c.name : null,
    };
  }
}

/** Writes `records` index rows as records.ndjson (pages empty). */
export async function writeIndexOnly(opts: { file: string; records: number; seed: string }): Promise<number> {
  const fd = fs.openSync(opts.file, 'w');
  let buf: string[] = [];
  let n = 0;
  try {
    for (const row of indexRows(opts.records, opts.seed)) {
      buf.push(JSON.stringify({ ...row, pages: [] }));
      n++;
      if (buf.length === 10_000) {
        fs.writeSync(fd, `${buf.join('\n')}\n`);
        buf = [];
      }
    }
    if (buf.length > 0) fs.writeSync(fd, `${buf.join('\n')}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return n;
}
