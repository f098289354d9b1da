import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyParsedDocument } from '@/parsers';
import { accuracy, type GroundTruth, normalizeValue, scoreDocument, summarize } from '@/parsers/eval/score';
import type { ParsedDocument } from '@/parsers/types';

const FIXTURES = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');
const loadTruth = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as GroundTruth &
    Record<string, unknown>;

/** The parse a perfect parser would return for a fixture: its ground truth in the output shape. */
function perfectParse(truth: ReturnType<typeof loadTruth>): ParsedDocument {
  const t = structuredClone(truth) as unknown as ParsedDocument & Record<string, unknown>;
  return {
    category: t.category,
    documentType: t.documentType,
    decedent: t.decedent,
    parties: t.parties,
    people: t.people,
    property: t.property,
    consideration: t.consideration,
    keyDates: t.keyDates,
    typeSpecific: {},
    provenance: {},
    confidence: 1,
  };
}

describe('scoreDocument', () => {
  const truth = loadTruth('pub-002');

  it('gives every point to a perfect parse', () => {
    const checks = scoreDocument(perfectParse(truth), truth);
    const s = summarize(checks);
    expect(s.overall.ok).toBe(s.overall.total);
    // 1 category + 5 decedent + 8 people + 8 relationships + 1 grantor + 3 grantees + 4 address parts
    // + source + legal description + consideration + 3 dates.
    expect(s.overall.total).toBe(1 + 5 + 8 + 8 + 1 + 3 + 4 + 1 + 1 + 1 + 3);
    expect(accuracy(s.overall)).toBe(1);
  });

  it('ignores whitespace differences but not case or punctuation', () => {
    const parsed = perfectParse(truth);
    parsed.property.legalDescription = `  ${truth.property.legalDescription?.replace(/ /g, '\n  ')} `;
    if (parsed.decedent) parsed.decedent.placeOfDeath = 'MCALLEN, TX';
    const misses = scoreDocument(parsed, truth).filter((c) => !c.ok);
    expect(misses.map((m) => m.field)).toEqual(['decedent.placeOfDeath']);
    expect(normalizeValue(' a \t b\n')).toBe('a b');
    expect(normalizeValue('   ')).toBeNull();
  });

  it('counts a missing person once and skips their relationship; an extra person costs a point', () => {
    const parsed = perfectParse(truth);
    parsed.people = parsed.people.filter((p) => p.name !== 'Juan Carlos Villarreal');
    parsed.people.push({ name: 'Stats That', role: 'other', relationship: null, address: null });
    const s = summarize(scoreDocument(parsed, truth));
    expect(s.byField['people.name']).toEqual({ ok: 7, total: 9 });
    expect(s.byField['people.relationship']).toEqual({ ok: 7, total: 7 });
  });

  it('scores a relationship only on the matched person', () => {
    const parsed = perfectParse(truth);
    const marisol = parsed.people.find((p) => p.name === 'Marisol Villarreal Pena');
    if (marisol) marisol.relationship = 'child';
    const miss = scoreDocument(parsed, truth).filter((c) => !c.ok);
    expect(miss).toEqual([
      {
        field: 'people.relationship',
        ok: false,
        got: 'Marisol Villarreal Pena: child',
        want: 'Marisol Villarreal Pena: daughter',
      },
    ]);
  });

  it('matches parties by name and role, penalising wrong roles and extras', () => {
    const parsed = perfectParse(truth);
    const [first, ...rest] = parsed.parties.grantees;
    if (!first) throw new Error('fixture has grantees');
    parsed.parties.grantees = [{ ...first, role: 'grantee' }, ...rest];
    parsed.parties.grantors.push({ name: 'Esperanza Garcia Lozano', role: 'affiant', address: null });
    const s = summarize(scoreDocument(parsed, truth));
    expect(s.byField['parties.grantees']).toEqual({ ok: 2, total: 4 });
    expect(s.byField['parties.grantors']).toEqual({ ok: 1, total: 2 });
  });

  it('expects null decedent fields and no address for a document without them', () => {
    const other = loadTruth('pub-012');
    const parsed = perfectParse(other);
    parsed.decedent = null;
    const s = summarize(scoreDocument(parsed, { ...other, decedent: null }));
    expect(s.byField['decedent.name']).toEqual({ ok: 1, total: 1 });

    const none = perfectParse(truth);
    none.property = { legalDescription: null, address: null, addressComponents: null, addressSource: 'none' };
    const miss = scoreDocument(none, truth)
      .filter((c) => !c.ok)
      .map((c) => c.field);
    expect(miss).toEqual([
      'property.line1',
      'property.city',
      'property.state',
      'property.zip',
      'property.addressSource',
      'property.legalDescription',
    ]);
  });

  it('gives the empty parse a low score on every fixture', () => {
    const empty = emptyParsedDocument();
    for (const name of ['pub-001', 'pub-002', 'pub-003']) {
      const s = summarize(scoreDocument(empty, loadTruth(name)));
      expect(accuracy(s.overall)).toBeLessThan(0.2);
    }
  });
});

describe('accuracy', () => {
  it('is 1 when nothing was scored', () => {
    expect(accuracy({ ok: 0, total: 0 })).toBe(1);
    expect(accuracy({ ok: 3, total: 4 })).toBe(0.75);
  });
});
