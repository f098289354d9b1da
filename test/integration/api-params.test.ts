import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewRecordRow } from '@/db/schema';
import { ensureCounties, insertRecords, makeRecord, SAMPLE_COUNTIES } from '@/server/sample/index-factories';
import { createRng } from '@/server/sample/rng';
import { apiClient } from '../helpers/api';
import { createTestDb, type TestDb } from '../helpers/test-db';

let db: TestDb;
let api: ReturnType<typeof apiClient>;

const county = (slug: string) => {
  const c = SAMPLE_COUNTIES.find((x) => x.slug === slug);
  if (!c) throw new Error(`no sample county ${slug}`);
  return c;
};
const dallas = county('dallas-tx');
const travis = county('travis-tx');
const rng = createRng('api-params');

/** Hand-made records whose names and dates the assertions below rely on. */
function rec(docNumber: string, o: Partial<NewRecordRow> & { inTravis?: boolean }): NewRecordRow {
  const { inTravis, ...overrides } = o;
  return makeRecord({
    rng,
    countyInfo: inTravis ? travis : dallas,
    docNumber,
    grantors: ['PLAIN GRANTOR'],
    grantees: ['PLAIN GRANTEE'],
    category: 'AFFIDAVIT_OF_HEIRSHIP',
    recordedDate: '2022-06-15',
    ...overrides,
  });
}

const FIXTURE: NewRecordRow[] = [
  rec('D-LEAP-2024', { recordedDate: '2024-02-29', category: 'WILL' }),
  rec('D-2024-03-01', { recordedDate: '2024-03-01', category: 'WILL' }),
  rec('D-2024-02-28', { recordedDate: '2024-02-28' }),
  rec('D-2023-01-01', { recordedDate: '2023-01-01' }),
  rec('D-2022-12-31', { recordedDate: '2022-12-31', category: 'EXECUTOR_DEED' }),
  rec('D-SMITH', { grantors: ['SMITH JOHN ROBERT ESTATE'], grantees: ['DOE JANE'] }),
  rec('D-SMITHERS', { grantors: ['SMITHERS WAYLON'] }),
  rec('D-PCT', { grantors: ['100% PURE_TRUST'], recordedDate: '2021-05-05' }),
  rec('D-PCTX', { grantors: ['1000 PUREXTRUST'], recordedDate: '2021-05-06' }),
  rec('D-UNI', { grantees: ['ZOË ÉMILE MÜLLER'], recordedDate: '2020-01-10' }),
  rec('D-ONEILL', { grantees: ["O'NEILL PATRICK"], recordedDate: '2020-01-11' }),
  rec('T-SMITH', { inTravis: true, grantees: ['JOHN SMITH'], category: 'WILL', recordedDate: '2023-07-04' }),
  rec('T-OTHER', {
    inTravis: true,
    grantors: ['GARZA MARIA'],
    category: 'OTHER',
    recordedDate: '2019-12-31',
  }),
  rec('D-NO-DOCID', { docId: null, recordedDate: '2018-03-03' }),
  rec('D 2020/77', { recordedDate: '2018-03-04' }),
];

beforeAll(async () => {
  db = await createTestDb();
  await ensureCounties(db.db, SAMPLE_COUNTIES);
  await insertRecords(db.db, FIXTURE);
  api = apiClient(db);
});
afterAll(async () => db?.drop());

type Item = { docNumber: string; county: string; category: string; recordedDate: string };

async function docs(query: string): Promise<string[]> {
  const r = await api(`/records?limit=100&${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.total).toBe(r.body.items.length);
  return (r.body.items as Item[]).map((i) => i.docNumber).sort();
}

async function expect400(query: string, param: string) {
  const r = await api(`/records?${query}`);
  expect(r.status, `${query} -> ${JSON.stringify(r.body)}`).toBe(400);
  expect(Object.keys(r.body)).toEqual(['error']);
  expect(Object.keys(r.body.error).sort()).toEqual(['code', 'message']);
  expect(r.body.error.code).toBe('invalid_request');
  expect(r.body.error.message).toContain(param);
}

describe('GET /records: county', () => {
  it('filters by slug, case-insensitively and ignoring surrounding spaces', async () => {
    const travisDocs = ['T-OTHER', 'T-SMITH'];
    expect(await docs('county=travis-tx')).toEqual(travisDocs);
    expect(await docs('county=TRAVIS-TX')).toEqual(travisDocs);
    expect(await docs('county=%20Travis-Tx%20')).toEqual(travisDocs);
  });

  it('an existing county with no records is an empty page, not an error', async () => {
    expect(await docs('county=king-wa')).toEqual([]);
  });

  it('an unknown or malformed slug is a 400 naming it', async () => {
    const r = await api('/records?county=atlantis-xx');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain("'atlantis-xx'");
    await expect400('county=', 'county');
    await expect400('county=dallas_tx', 'county');
    await expect400('county=dallas%20tx', 'county');
    await expect400(`county=${'a'.repeat(101)}`, 'county');
  });
});

describe('GET /records: type', () => {
  it('filters by category, case-insensitively', async () => {
    const wills = ['D-2024-03-01', 'D-LEAP-2024', 'T-SMITH'];
    expect(await docs('type=WILL')).toEqual(wills);
    expect(await docs('type=will')).toEqual(wills);
    expect(await docs('type=Will')).toEqual(wills);
    expect(await docs('type=executor_deed')).toEqual(['D-2022-12-31']);
  });

  it('an unknown category is a 400 listing the valid ones', async () => {
    await expect400('type=DEED', 'type');
    await expect400('type=', 'type');
    const r = await api('/records?type=bogus');
    expect(r.body.error.message).toContain('AFFIDAVIT_OF_HEIRSHIP');
  });
});

describe('GET /records: from / to', () => {
  it('bounds are inclusive at both ends', async () => {
    expect(await docs('from=2024-02-29&to=2024-02-29')).toEqual(['D-LEAP-2024']);
    expect(await docs('from=2024-02-28&to=2024-03-01')).toEqual([
      'D-2024-02-28',
      'D-2024-03-01',
      'D-LEAP-2024',
    ]);
    expect(await docs('from=2022-12-31&to=2023-01-01')).toEqual(['D-2022-12-31', 'D-2023-01-01']);
    expect(await docs('from=2024-03-01')).toEqual(['D-2024-03-01']);
    expect(await docs('to=2018-03-03')).toEqual(['D-NO-DOCID']);
  });

  it('leap days: 2024-02-29 and 2000-02-29 are dates; 2023-02-29 and 1900-02-29 are not', async () => {
    expect((await api('/records?from=2000-02-29')).status).toBe(200);
    expect((await api('/records?to=2024-02-29')).status).toBe(200);
    await expect400('from=2023-02-29', 'from');
    await expect400('to=1900-02-29', 'to');
  });

  it('refuses anything but a real YYYY-MM-DD date', async () => {
    for (const bad of [
      '2023-02-30',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '20230101',
      '2023-1-5',
      '',
      'yesterday',
      '0000-01-01',
      '2023-01-01T00:00:00Z',
    ]) {
      await expect400(`from=${encodeURIComponent(bad)}`, 'from');
      await expect400(`to=${encodeURIComponent(bad)}`, 'to');
    }
  });

  it('from after to is a 400 naming both dates', async () => {
    const r = await api('/records?from=2023-02-01&to=2023-01-31');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain('2023-02-01');
    expect(r.body.error.message).toContain('2023-01-31');
  });

  it('extreme but valid dates answer 200 with an exact total', async () => {
    for (const q of [
      'from=9999-12-15',
      'to=0001-01-15',
      'from=0001-01-01&to=9999-12-31',
      'from=9999-12-31',
    ]) {
      const r = await api(`/records?${q}`);
      expect(r.status, q).toBe(200);
    }
    expect((await api('/records?from=0001-01-01&to=9999-12-31')).body.total).toBe(FIXTURE.length);
  });
});

describe('GET /records: q', () => {
  it('partial, case-insensitive match on grantor or grantee names', async () => {
    expect(await docs('q=smith')).toEqual(['D-SMITH', 'D-SMITHERS', 'T-SMITH']);
    expect(await docs('q=SMITHERS')).toEqual(['D-SMITHERS']);
    expect(await docs('q=jane')).toEqual(['D-SMITH']);
    expect(await docs('q=mIth')).toEqual(['D-SMITH', 'D-SMITHERS', 'T-SMITH']);
  });

  it('every word must occur, in any order, in some party name', async () => {
    expect(await docs('q=john%20smith')).toEqual(['D-SMITH', 'T-SMITH']);
    expect(await docs('q=smith%20%20%20john')).toEqual(['D-SMITH', 'T-SMITH']);
    expect(await docs('q=smith+robert')).toEqual(['D-SMITH']);
    expect(await docs('q=smith%20waylon')).toEqual(['D-SMITHERS']);
    expect(await docs('q=smith%20nobodyhere')).toEqual([]);
  });

  it('1-2 character words match too', async () => {
    expect(await docs('q=o%27n')).toEqual(['D-ONEILL']);
    expect(await docs('q=jo%20sm')).toEqual(['D-SMITH', 'T-SMITH']);
  });

  it('% and _ are literal characters, not wildcards', async () => {
    expect(await docs('q=100%25')).toEqual(['D-PCT']);
    expect(await docs('q=pure_trust')).toEqual(['D-PCT']);
    expect(await docs('q=%25')).toEqual(['D-PCT']);
    expect(await docs('q=_')).toEqual(['D-PCT']);
    expect(await docs('q=%5C')).toEqual([]);
  });

  it('unicode names match case-insensitively', async () => {
    expect(await docs(`q=${encodeURIComponent('zoë')}`)).toEqual(['D-UNI']);
    expect(await docs(`q=${encodeURIComponent('ÉMILE')}`)).toEqual(['D-UNI']);
    expect(await docs(`q=${encodeURIComponent('müller')}`)).toEqual(['D-UNI']);
  });

  it('blank q means no filter; over-long or NUL-bearing q is a 400', async () => {
    expect((await docs('q=')).length).toBe(FIXTURE.length);
    expect((await docs('q=%20%20')).length).toBe(FIXTURE.length);
    await expect400(`q=${'a'.repeat(201)}`, 'q');
    await expect400('q=a%00b', 'q');
  });
});

describe('GET /records: limit', () => {
  it('defaults to 25 and accepts 1..100', async () => {
    const r = await api('/records');
    expect(r.body.items).toHaveLength(Math.min(25, FIXTURE.length));
    expect((await api('/records?limit=1')).body.items).toHaveLength(1);
    expect((await api('/records?limit=100')).body.items).toHaveLength(FIXTURE.length);
    expect((await api('/records?limit=7')).body.items).toHaveLength(7);
  });

  it('refuses anything else with a message naming limit', async () => {
    for (const bad of ['0', '101', 'abc', '5.5', '-1', '', '1e1', '0x10', ' 5', '99999999999999999999']) {
      await expect400(`limit=${encodeURIComponent(bad)}`, 'limit');
    }
  });
});

describe('GET /records: repeated and unknown parameters', () => {
  it('a repeated parameter is a 400 naming it', async () => {
    await expect400('limit=5&limit=10', 'limit');
    await expect400('county=dallas-tx&county=travis-tx', 'county');
    await expect400('type=will&type=will', 'type');
    await expect400('q=a&q=b', 'q');
    await expect400('from=2020-01-01&from=2020-01-02', 'from');
  });

  it('unknown parameters are ignored', async () => {
    const plain = await api('/records?limit=3');
    const extra = await api('/records?limit=3&foo=bar&page=2&sort=asc&foo=baz');
    expect(extra.status).toBe(200);
    expect(extra.body).toEqual(plain.body);
  });

  it('parameters named like Object.prototype members are ignored too (they once gave a 500)', async () => {
    const plain = await api('/records?limit=3');
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
      const r = await api(`/records?limit=3&${name}=1&${name}=2`);
      expect(r.status, name).toBe(200);
      expect(r.body).toEqual(plain.body);
    }
    expect((await api('/counties?__proto__=x')).status).toBe(200);
  });
});

describe('GET /records: combined filters and item shape', () => {
  it('county + type + dates + q narrow together', async () => {
    expect(await docs('county=dallas-tx&type=will&from=2024-01-01&to=2024-12-31')).toEqual([
      'D-2024-03-01',
      'D-LEAP-2024',
    ]);
    expect(await docs('county=travis-tx&type=WILL&q=smith')).toEqual(['T-SMITH']);
    expect(await docs('county=dallas-tx&q=smith&to=2022-06-15&from=2022-06-15')).toEqual([
      'D-SMITH',
      'D-SMITHERS',
    ]);
    expect(await docs('county=travis-tx&type=executor_deed')).toEqual([]);
  });

  it('docId is omitted, not null, when unknown; detailsUrl encodes the document number', async () => {
    const r = await api('/records?to=2018-03-04');
    const byDoc = new Map((r.body.items as (Item & Record<string, unknown>)[]).map((i) => [i.docNumber, i]));
    const noId = byDoc.get('D-NO-DOCID');
    expect(noId).toBeDefined();
    expect(noId && 'docId' in noId).toBe(false);
    expect(byDoc.get('D 2020/77')?.detailsUrl).toBe(
      'http://api.test/api/v1/records/dallas-tx/D%202020%2F77/details',
    );
    const one = await api('/records/dallas-tx/D%202020%2F77');
    expect(one.status).toBe(200);
    expect(one.body.docNumber).toBe('D 2020/77');
  });
});
