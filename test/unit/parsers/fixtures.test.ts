import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { ZParsedDocumentSchema } from '@/parsers/types';

const dir = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');
const names = fs
  .readdirSync(dir)
  .filter((f) => /^pub-\d+\.txt$/.test(f))
  .sort();

type Truth = {
  documentType: string;
  decedent: Record<string, string | null> | null;
  keyDates: Record<string, string | null>;
  consideration: string | null;
  property: { legalDescription: string | null; address: string | null; addressSource: string | null };
  people: { name: string; role: string }[];
};

describe.each(names)('%s (text mode)', (file) => {
  const truth = JSON.parse(fs.readFileSync(path.join(dir, file.replace('.txt', '.json')), 'utf8')) as Truth;
  const parsed = parseDocumentText({ pages: fs.readFileSync(path.join(dir, file), 'utf8').split('\f') });

  it('matches the output contract', () => {
    expect(ZParsedDocumentSchema.safeParse(parsed).success).toBe(true);
  });
  it('classifies, dates and names the decedent', () => {
    expect(parsed.documentType).toBe(truth.documentType);
    expect(parsed.keyDates.recorded).toBe(truth.keyDates.recorded);
    expect(parsed.keyDates.instrument).toBe(truth.keyDates.instrument);
    expect(parsed.keyDates.death).toBe(truth.keyDates.death);
    expect(parsed.decedent?.name ?? null).toBe(truth.decedent?.name ?? null);
    expect(parsed.decedent?.dateOfDeath ?? null).toBe(truth.decedent?.dateOfDeath ?? null);
    expect(parsed.consideration).toBe(truth.consideration);
  });
  it('finds the property address and the notary', () => {
    expect(parsed.property.address).toBe(truth.property.address);
    expect(parsed.property.addressSource).toBe(truth.property.addressSource);
    const notary = truth.people.find((p) => p.role === 'notary');
    if (notary) expect(parsed.people.find((p) => p.name === notary.name)?.role).toBe('notary');
  });
  it('records provenance pointing at the source text', () => {
    const entry = parsed.provenance['keyDates.recorded'];
    expect(entry?.page).toBe(1);
    expect(entry?.snippet.length).toBeGreaterThan(0);
  });
});
