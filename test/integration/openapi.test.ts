import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/openapi.json/route';
import { ERROR_CODES } from '@/server/errors';
import { buildOpenApiDocument } from '@/server/openapi/build-openapi';

// biome-ignore lint/suspicious/noExplicitAny: walks an arbitrary JSON document
type Json = Record<string, any>;

async function fetchDocument(
  headers: Record<string, string> = {},
): Promise<{ status: number; doc: Json; res: Response }> {
  // Public: no X-Gateway-Proxy-Secret.
  const res = GET(new Request('http://docs.example:8080/api/v1/openapi.json', { headers }));
  return { status: res.status, doc: (await res.clone().json()) as Json, res };
}

function operations(doc: Json): [string, string, Json][] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => [path, method, op as Json] as [string, string, Json]),
  );
}

describe('OpenAPI document', () => {
  it('is served publicly as JSON and passes a real validator', async () => {
    const { status, doc, res } = await fetchDocument();
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('carries version 1.0.0 and a server URL ending in /api/v1', async () => {
    const { doc } = await fetchDocument({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'gw.example.com',
    });
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers).toHaveLength(1);
    expect(doc.servers[0].url).toMatch(/\/api\/v1$/);
    expect(doc.servers[0].url).toBe('https://gw.example.com/api/v1');
  });

  it('declares the X-Gateway-Proxy-Secret apiKey header scheme and requires it on every operation', async () => {
    const { doc } = await fetchDocument();
    const schemes = Object.entries(doc.components.securitySchemes as Json);
    const match = schemes.filter(
      ([, s]) => s.type === 'apiKey' && s.in === 'header' && s.name === 'X-Gateway-Proxy-Secret',
    );
    expect(match).toHaveLength(1);
    const [name] = match[0] as [string, Json];
    for (const [path, method, op] of operations(doc)) {
      expect(op.security, `${method} ${path}`).toEqual([{ [name]: [] }]);
    }
  });

  it('lists the endpoints of the spec, all GET', async () => {
    const { doc } = await fetchDocument();
    for (const path of [
      '/records',
      '/records/{county}/{docNumber}',
      '/records/{county}/{docNumber}/details',
      '/counties',
      '/document-types',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    // Only the public API: staff and internal procedures stay out of the document.
    for (const [path, method] of operations(doc)) expect(method, path).toBe('get');
  });

  it('every error response references our Error schema, which is exactly {error:{code,message}}', async () => {
    const { doc } = await fetchDocument();
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(['error']);
    expect(Object.keys(error.properties)).toEqual(['error']);
    expect(error.properties.error.required).toEqual(['code', 'message']);
    expect(Object.keys(error.properties.error.properties).sort()).toEqual(['code', 'message']);
    expect(error.properties.error.properties.code.enum).toEqual(ERROR_CODES);
    let errorResponses = 0;
    for (const [path, method, op] of operations(doc)) {
      const statuses = Object.keys(op.responses);
      expect(statuses, `${method} ${path}`).toContain('200');
      expect(statuses).toContain('401');
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (status !== 'default' && Number(status) < 400) continue;
        errorResponses++;
        expect(response.content['application/json'].schema, `${method} ${path} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
    expect(errorResponses).toBeGreaterThan(10);
    expect(Object.keys(doc.paths['/records'].get.responses)).toContain('400');
    expect(Object.keys(doc.paths['/records/{county}/{docNumber}'].get.responses)).toContain('404');
    expect(Object.keys(doc.components.schemas).filter((k) => k.startsWith('error.'))).toEqual([]);
  });

  it('documents the list parameters and marks path parameters required', async () => {
    const { doc } = await fetchDocument();
    const params = doc.paths['/records'].get.parameters as Json[];
    expect(params.map((p) => p.name).sort()).toEqual([
      'county',
      'cursor',
      'from',
      'limit',
      'q',
      'to',
      'type',
    ]);
    for (const p of params) expect(p.schema.description, p.name).toMatch(/\w/);
    const limit = params.find((p) => p.name === 'limit');
    expect(limit?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(params.find((p) => p.name === 'type')?.schema.enum).toHaveLength(8);
    for (const path of ['/records/{county}/{docNumber}', '/records/{county}/{docNumber}/details']) {
      const pp = (doc.paths[path].get.parameters as Json[]).filter((p) => p.in === 'path');
      expect(pp.map((p) => [p.name, p.required])).toEqual([
        ['county', true],
        ['docNumber', true],
      ]);
    }
  });

  it('the list item schema matches the spec fields', async () => {
    const doc = buildOpenApiDocument('http://x/api/v1') as Json;
    const summary = doc.components.schemas.RecordSummary;
    expect(Object.keys(summary.properties).sort()).toEqual(
      [
        'id',
        'source',
        'state',
        'county',
        'docNumber',
        'docId',
        'category',
        'docType',
        'recordedDate',
        'instrumentDate',
        'grantors',
        'grantees',
        'legalDescription',
        'propertyCity',
        'pageCount',
        'parsed',
        'detailsUrl',
      ].sort(),
    );
    for (const f of ['id', 'county', 'docNumber', 'category', 'recordedDate', 'parsed', 'detailsUrl']) {
      expect(summary.required, f).toContain(f);
    }
    expect(summary.required).not.toContain('docId');
    const list = doc.components.schemas.RecordList;
    expect(list.required).toEqual(expect.arrayContaining(['items', 'nextCursor']));
  });
});
