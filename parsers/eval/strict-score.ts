import fs from 'node:fs';
import path from 'node:path';
import { parseDocumentText } from '@/parsers/index';
import type { ParsedDocument } from '@/parsers/types';

/**
 * Field-by-field comparison of parser output with a labelled document (the shared fixtures' ground-truth
 * conventions): one point per decedent field, party list, person attribute, property field, date and the
 * labelled date list. Extra people count as misses so over-extraction is not free.
 */

export type Truth = {
  documentType: string;
  decedent: Record<string, string | null> | null;
  parties: Record<'grantors' | 'grantees', { name: string; role: string; address: string | null }[]>;
  people: { name: string; role: string; relationship: string | null; address: string | null }[];
  property: Record<string, unknown>;
  consideration: string | null;
  keyDates: Record<string, string | null>;
  otherDates: { date: string; label: string }[];
};

export type Miss = { field: string; got: unknown; want: unknown };
export type Score = { ok: number; total: number; misses: Miss[] };

export function scoreDocument(out: ParsedDocument, truth: Truth): Score {
  let ok = 0;
  let total = 0;
  const misses: Miss[] = [];
  const cmp = (field: string, got: unknown, want: unknown) => {
    total++;
    if (JSON.stringify(got ?? null) === JSON.stringify(want ?? null)) ok++;
    else misses.push({ field, got, want });
  };
  cmp('documentType', out.documentType, truth.documentType);
  const od: Record<string, unknown> = out.decedent ?? {};
  const td: Record<string, unknown> = truth.decedent ?? {};
  for (const k of ['name', 'dateOfDeath', 'placeOfDeath', 'residenceAddress', 'maritalStatus'])
    cmp(`decedent.${k}`, od[k] ?? null, td[k] ?? null);
  const key = (p: { name: string; role: string | null; address: string | null }) =>
    `${p.name}|${p.role}|${p.address}`;
  for (const side of ['grantors', 'grantees'] as const)
    cmp(`parties.${side}`, out.parties[side].map(key).sort(), truth.parties[side].map(key).sort());
  const got = new Map(out.people.map((p) => [p.name, p]));
  for (const p of truth.people) {
    const o = got.get(p.name);
    if (!o) {
      cmp(`person ${p.name}`, null, 'present');
      continue;
    }
    for (const k of ['role', 'relationship', 'address'] as const) cmp(`person ${p.name}.${k}`, o[k], p[k]);
  }
  for (const name of got.keys())
    if (!truth.people.some((p) => p.name === name)) cmp('extra person', name, null);
  const prop = out.property as Record<string, unknown>;
  for (const k of ['legalDescription', 'address', 'addressSource'])
    cmp(`property.${k}`, prop[k], truth.property[k]);
  cmp('consideration', out.consideration, truth.consideration);
  const dates = out.keyDates as Record<string, string | null>;
  for (const k of ['recorded', 'instrument', 'death', 'other'])
    cmp(`keyDates.${k}`, dates[k], truth.keyDates[k]);
  // Events on the same day carry no order of their own: compare by (date, label).
  const byDateLabel = (l: { date: string; label: string }[]) =>
    [...l].sort((a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label));
  const gotDates = (out.typeSpecific.otherDates ?? []) as { date: string; label: string }[];
  cmp('otherDates', byDateLabel(gotDates), byDateLabel(truth.otherDates));
  return { ok, total, misses };
}

export type LabelledFile = { name: string; pages: string[]; truth: Truth; pageConfidence?: number[] };

/**
 * `<name>.txt` (pages split on form feeds) with its `<name>.json` truth; `textDir` overrides where the text
 * is read. A `confidence.json` in `textDir` ({name: [per-page OCR confidence]}) marks the text as OCR output.
 */
export function loadLabelled(truthDir: string, textDir = truthDir): LabelledFile[] {
  const confFile = path.join(textDir, 'confidence.json');
  const confidence: Record<string, number[]> = fs.existsSync(confFile)
    ? (JSON.parse(fs.readFileSync(confFile, 'utf8')) as Record<string, number[]>)
    : {};
  return fs
    .readdirSync(textDir)
    .filter((f) => f.endsWith('.txt') && fs.existsSync(path.join(truthDir, f.replace(/\.txt$/, '.json'))))
    .sort()
    .map((f) => ({
      name: f.replace(/\.txt$/, ''),
      pages: fs.readFileSync(path.join(textDir, f), 'utf8').split('\f'),
      truth: JSON.parse(fs.readFileSync(path.join(truthDir, f.replace(/\.txt$/, '.json')), 'utf8')) as Truth,
      pageConfidence: confidence[f.replace(/\.txt$/, '')],
    }));
}

export function scoreSet(files: LabelledFile[]): Score & { perDocument: Record<string, Score> } {
  const perDocument: Record<string, Score> = {};
  let ok = 0;
  let total = 0;
  const misses: Miss[] = [];
  for (const f of files) {
    const s = scoreDocument(parseDocumentText({ pages: f.pages, pageConfidence: f.pageConfidence }), f.truth);
    perDocument[f.name] = s;
    ok += s.ok;
    total += s.total;
    misses.push(...s.misses.map((m) => ({ ...m, field: `${f.name}: ${m.field}` })));
  }
  return { ok, total, misses, perDocument };
}
