import type { ParsedDocument } from '../types';

/**
 * Field-by-field scoring of one parsed document against its ground truth (the fixtures' JSON format; the
 * conventions are in the fixtures' README). Pure: no I/O.
 *
 * Every comparison is an exact string match after trivial whitespace normalisation (trim, runs of
 * whitespace -> one space; an empty string counts as null). Each field below is worth one point:
 *  - `category`; the five `decedent.*` members (expected null when the truth has no decedent);
 *  - `people.name`: one point per expected person, earned when a parsed person has that exact name, and one
 *    lost point per parsed person the truth does not name (so over-extraction is not free);
 *  - `people.relationship`: one point per expected person that was found, for the same relationship;
 *  - `parties.grantors` / `parties.grantees`: one point per expected party, earned by a parsed party of the
 *    same side with the same name and role, plus one lost point per parsed party the truth does not have;
 *  - `property.line1|city|state|zip` (the address components; all null when no address is expected),
 *    `property.addressSource`, `property.legalDescription`;
 *  - `consideration`; `keyDates.recorded|instrument|death`.
 */

export type TruthParty = { name: string; role: string | null; address?: string | null };
export type TruthPerson = { name: string; role?: string | null; relationship: string | null };

export type GroundTruth = {
  category: string;
  decedent: {
    name: string | null;
    dateOfDeath: string | null;
    placeOfDeath: string | null;
    residenceAddress: string | null;
    maritalStatus: string | null;
  } | null;
  parties: { grantors: TruthParty[]; grantees: TruthParty[] };
  people: TruthPerson[];
  property: {
    legalDescription: string | null;
    addressComponents: {
      line1: string | null;
      city: string | null;
      state: string | null;
      zip: string | null;
    } | null;
    addressSource: string | null;
  };
  consideration: string | null;
  keyDates: { recorded: string | null; instrument: string | null; death: string | null };
  scanQuality?: 'clean' | 'noisy';
};

export const SCORED_FIELDS = [
  'category',
  'decedent.name',
  'decedent.dateOfDeath',
  'decedent.placeOfDeath',
  'decedent.residenceAddress',
  'decedent.maritalStatus',
  'people.name',
  'people.relationship',
  'parties.grantors',
  'parties.grantees',
  'property.line1',
  'property.city',
  'property.state',
  'property.zip',
  'property.addressSource',
  'property.legalDescription',
  'consideration',
  'keyDates.recorded',
  'keyDates.instrument',
  'keyDates.death',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** One point won or lost; `got`/`want` say what differed (for the evaluation's miss listing). */
export type FieldCheck = { field: ScoredField; ok: boolean; got: string | null; want: string | null };

export function normalizeValue(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

function check(field: ScoredField, got: unknown, want: unknown): FieldCheck {
  const g = normalizeValue(got);
  const w = normalizeValue(want);
  return { field, ok: g === w, got: g, want: w };
}

function scoreParties(
  field: 'parties.grantors' | 'parties.grantees',
  parsed: { name: string; role: string | null }[],
  expected: TruthParty[],
): FieldCheck[] {
  const key = (p: { name: string; role: string | null }) =>
    `${normalizeValue(p.name)} (${normalizeValue(p.role)})`;
  const remaining = parsed.map(key);
  const checks: FieldCheck[] = [];
  for (const p of expected) {
    const want = key(p);
    const at = remaining.indexOf(want);
    if (at >= 0) remaining.splice(at, 1);
    checks.push({ field, ok: at >= 0, got: at >= 0 ? want : null, want });
  }
  for (const extra of remaining) checks.push({ field, ok: false, got: extra, want: null });
  return checks;
}

function scorePeople(parsed: ParsedDocument['people'], expected: TruthPerson[]): FieldCheck[] {
  const byName = new Map<string, ParsedDocument['people'][number]>();
  for (const p of parsed) {
    const name = normalizeValue(p.name);
    if (name && !byName.has(name)) byName.set(name, p);
  }
  const checks: FieldCheck[] = [];
  const expectedNames = new Set<string>();
  for (const p of expected) {
    const name = normalizeValue(p.name);
    if (!name) continue;
    expectedNames.add(name);
    const found = byName.get(name);
    checks.push({ field: 'people.name', ok: found !== undefined, got: found ? name : null, want: name });
    if (found) {
      const c = check('people.relationship', found.relationship, p.relationship);
      checks.push({ ...c, got: `${name}: ${c.got}`, want: `${name}: ${c.want}` });
    }
  }
  for (const name of byName.keys())
    if (!expectedNames.has(name)) checks.push({ field: 'people.name', ok: false, got: name, want: null });
  return checks;
}

export function scoreDocument(parsed: ParsedDocument, truth: GroundTruth): FieldCheck[] {
  const d = parsed.decedent;
  const td = truth.decedent;
  const pc = parsed.property.addressComponents;
  const tc = truth.property.addressComponents;
  return [
    check('category', parsed.category, truth.category),
    check('decedent.name', d?.name, td?.name),
    check('decedent.dateOfDeath', d?.dateOfDeath, td?.dateOfDeath),
    check('decedent.placeOfDeath', d?.placeOfDeath, td?.placeOfDeath),
    check('decedent.residenceAddress', d?.residenceAddress, td?.residenceAddress),
    check('decedent.maritalStatus', d?.maritalStatus, td?.maritalStatus),
    ...scorePeople(parsed.people, truth.people),
    ...scoreParties('parties.grantors', parsed.parties.grantors, truth.parties.grantors),
    ...scoreParties('parties.grantees', parsed.parties.grantees, truth.parties.grantees),
    check('property.line1', pc?.line1, tc?.line1),
    check('property.city', pc?.city, tc?.city),
    check('property.state', pc?.state, tc?.state),
    check('property.zip', pc?.zip, tc?.zip),
    check(
      'property.addressSource',
      parsed.property.addressSource ?? 'none',
      truth.property.addressSource ?? 'none',
    ),
    check('property.legalDescription', parsed.property.legalDescription, truth.property.legalDescription),
    check('consideration', parsed.consideration, truth.consideration),
    check('keyDates.recorded', parsed.keyDates.recorded, truth.keyDates.recorded),
    check('keyDates.instrument', parsed.keyDates.instrument, truth.keyDates.instrument),
    check('keyDates.death', parsed.keyDates.death, truth.keyDates.death),
  ];
}

export type Tally = { ok: number; total: number };
export type Summary = { overall: Tally; byField: Record<ScoredField, Tally> };

/** Adds up checks per field and overall. */
export function summarize(checks: readonly FieldCheck[]): Summary {
  const byField = Object.fromEntries(SCORED_FIELDS.map((f) => [f, { ok: 0, total: 0 }])) as Record<
    ScoredField,
    Tally
  >;
  const overall: Tally = { ok: 0, total: 0 };
  for (const c of checks) {
    byField[c.field].total++;
    overall.total++;
    if (c.ok) {
      byField[c.field].ok++;
      overall.ok++;
    }
  }
  return { overall, byField };
}

/** Share of points won, 0-1 (1 when there was nothing to score). */
export function accuracy(t: Tally): number {
  return t.total === 0 ? 1 : t.ok / t.total;
}
