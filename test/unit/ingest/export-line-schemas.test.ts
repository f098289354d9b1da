import { describe, expect, it } from 'vitest';
import { countyFromSlug } from '@/server/services/ingest/county-slug';
import { parseExportLine, ZExportCounty, ZExportRecord } from '@/server/services/ingest/export-line-schemas';

const good = {
  source: 'Dallas County Clerk',
  state: 'tx',
  county: 'dallas-tx',
  docNumber: ' 202300001 ',
  docType: 'AFF HEIRSHIP',
  recordedDate: '2024-02-29',
  grantors: ['SMITH JOHN'],
  grantees: [],
  pages: ['img/1.png'],
};
const line = (o: Record<string, unknown>) => JSON.stringify({ ...good, ...o });
const reason = (o: Record<string, unknown>) => {
  const r = parseExportLine(line(o), ZExportRecord);
  return r.ok ? null : r.reason;
};

describe('records.ndjson line schema', () => {
  it('accepts a good line, normalizing state and whitespace and defaulting nullable fields', () => {
    const r = parseExportLine(line({}), ZExportRecord);
    expect(r).toEqual({
      ok: true,
      value: {
        ...good,
        state: 'TX',
        docNumber: '202300001',
        instrumentDate: null,
        legalDescription: null,
        propertyCity: null,
      },
    });
  });

  it('names each problem in the field it concerns', () => {
    expect(reason({ source: undefined })).toBe('source: is required');
    expect(reason({ recordedDate: '2023-13-01' })).toBe('recordedDate: is not a real calendar date');
    expect(reason({ recordedDate: '2023-02-29' })).toBe('recordedDate: is not a real calendar date');
    expect(reason({ recordedDate: '03/14/2023' })).toBe(
      'recordedDate: must be a date in the form YYYY-MM-DD',
    );
    expect(reason({ recordedDate: '1066-10-14' })).toBe('recordedDate: is before 1700');
    expect(reason({ instrumentDate: 20230101 })).toBe('instrumentDate: must be a date string YYYY-MM-DD');
    expect(reason({ docId: 1.5 })).toBe('docId: must be an integer');
    expect(reason({ docNumber: '   ' })).toBe('docNumber: must not be empty');
    expect(reason({ county: 'Dallas County' })).toMatch(/^county: must be a county slug/);
    expect(reason({ pages: ['/etc/passwd'] })).toBe(
      'pages.0: must be a path relative to the export directory',
    );
    expect(reason({ pages: ['a/../../b.png'] })).toBe('pages.0: must not leave the export directory');
    expect(reason({ grantees: ['OK', ''] })).toBe('grantees.1: must not be empty');
    expect(reason({ category: 'will' })).toMatch(/^category: must be one of /);
    expect(parseExportLine('"just a string"', ZExportRecord)).toEqual({
      ok: false,
      reason: 'the line is not a JSON object',
    });
  });

  it('validates counties.ndjson lines too', () => {
    expect(parseExportLine('{"slug":"king-wa","name":"King","state":"WA"}', ZExportCounty).ok).toBe(true);
    const r = parseExportLine('{"slug":"king-wa","name":"King","state":"OR"}', ZExportCounty);
    expect(r).toEqual({ ok: false, reason: 'slug: slug king-wa is not in state OR' });
  });
});

describe('countyFromSlug', () => {
  it('names a county from its slug', () => {
    expect(countyFromSlug('los-angeles-ca')).toEqual({
      slug: 'los-angeles-ca',
      name: 'Los Angeles',
      state: 'CA',
    });
    expect(countyFromSlug('dallas-tx')).toEqual({ slug: 'dallas-tx', name: 'Dallas', state: 'TX' });
    expect(countyFromSlug('st-louis-mo').name).toBe('St. Louis');
  });
});
