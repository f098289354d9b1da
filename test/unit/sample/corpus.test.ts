import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/db/schema';
import { generateDocument } from '@/server/sample/corpus/document';
import { generateCorpus } from '@/server/sample/corpus/generate-corpus';
import { ZExportRecord } from '@/server/services/ingest/export-line-schemas';

const FIXTURES = '/work/shared/fixtures/documents';
const N = 16;
let dirA: string;
let dirB: string;

function hashTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(dir, p), createHash('sha256').update(fs.readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

/** Key paths of a JSON value, in order (arrays contribute their first element's keys). */
function keyShape(v: unknown): string[] {
  if (Array.isArray(v)) return v.length > 0 ? keyShape(v[0]).map((k) => `[].${k}`) : [];
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => [k, ...keyShape(x).map((s) => `${k}.${s}`)]);
  return [];
}

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  dirA = path.join(root, 'a');
  dirB = path.join(root, 'b');
  await generateCorpus({ outDir: dirA, records: N, seed: 'unit-seed' });
  await generateCorpus({ outDir: dirB, records: N, seed: 'unit-seed' });
}, 180_000);
afterAll(() => fs.rmSync(path.dirname(dirA), { recursive: true, force: true }));

describe('sample corpus generator', () => {
  it('writes the same bytes for the same seed and different documents for another seed', () => {
    const a = hashTree(dirA);
    expect(a.size).toBeGreaterThan(N * 3);
    expect(hashTree(dirB)).toEqual(a);
    const other = Array.from({ length: N }, (_, i) => generateDocument('another-seed', i).pages.join('\f'));
    const same = Array.from({ length: N }, (_, i) => generateDocument('unit-seed', i).pages.join('\f'));
    expect(other).not.toEqual(same);
  });

  it('covers every category, at least 8 counties and 5 states', () => {
    const docs = Array.from({ length: 64 }, (_, i) => generateDocument('coverage', i));
    expect(new Set(docs.map((d) => d.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(docs.map((d) => d.county.slug)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(docs.map((d) => d.county.state)).size).toBeGreaterThanOrEqual(5);
  });

  it('writes records.ndjson in the import format, with every page image a 1700x2200 grayscale PNG', async () => {
    const lines = fs.readFileSync(path.join(dirA, 'records.ndjson'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(N);
    for (const line of lines) {
      const rec = ZExportRecord.parse(JSON.parse(line));
      expect(rec.pages.length).toBeGreaterThan(0);
      for (const p of rec.pages) {
        const meta = await sharp(path.join(dirA, p)).metadata();
        expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 1700, 2200, 1]);
      }
      const txt = fs.readFileSync(path.join(dirA, 'truth', `${rec.docNumber}.txt`), 'utf8');
      expect(txt.split('\f')).toHaveLength(rec.pages.length);
    }
  });

  it('writes truth with exactly the fixture keys in the fixture order', () => {
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'pub-001.json'), 'utf8'));
    const topKeys = Object.keys(fixture);
    for (const f of fs.readdirSync(path.join(dirA, 'truth')).filter((x) => x.endsWith('.json'))) {
      const truth = JSON.parse(fs.readFileSync(path.join(dirA, 'truth', f), 'utf8'));
      expect(Object.keys(truth)).toEqual(topKeys);
      expect(Object.keys(truth.decedent)).toEqual(Object.keys(fixture.decedent));
      expect(Object.keys(truth.keyDates)).toEqual(Object.keys(fixture.keyDates));
      expect(Object.keys(truth.property)).toEqual(Object.keys(fixture.property));
      for (const p of truth.people) expect(Object.keys(p)).toEqual(Object.keys(fixture.people[0]));
      for (const g of [...truth.parties.grantors, ...truth.parties.grantees])
        expect(Object.keys(g)).toEqual(Object.keys(fixture.parties.grantors[0]));
      expect(keyShape(truth.otherDates)).toEqual(truth.otherDates.length ? ['[].date', '[].label'] : []);
      expect(['clean', 'noisy']).toContain(truth.scanQuality);
      expect(truth.keyDates.other).toBe(truth.otherDates[0]?.date ?? null);
    }
  });
});
