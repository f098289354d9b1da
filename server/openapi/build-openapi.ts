import { generateOpenApiDocument } from 'trpc-to-openapi';
import { ERROR_CODES } from '@/server/errors';
import { appRouter } from '@/server/routers/app';

export const API_VERSION = '1.0.0';
export const SECURITY_SCHEME = 'GatewayProxySecret';

type Json = Record<string, unknown>;

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: ERROR_CODES,
          description: 'Machine-readable code; not_found is used for a missing record.',
        },
        message: { type: 'string', description: 'Human-readable explanation.' },
      },
    },
  },
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Invalid request parameters (code invalid_request); the message names the parameter.',
  '401': 'Missing or invalid X-Gateway-Proxy-Secret (code unauthorized).',
  '404': 'No such record (code not_found); the message names the county and document number.',
  '405': 'Method not allowed (code method_not_allowed).',
  '422': 'The record could not be parsed (code parse_failed); not metered; retry later.',
  '429': 'Plan quota exceeded (enforced by the marketplace proxy).',
  '500': 'Internal error (code internal).',
  '503': 'Temporarily unavailable (code service_unavailable).',
  '504': 'Parsing took too long (code timeout); not metered; retry later.',
};

const errorResponse = (status: string) => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Which error statuses each operation can return, per the spec (plus auth and server errors). */
function statusesFor(path: string): string[] {
  const base = ['401', '500'];
  if (path === '/records') return ['400', ...base];
  // Keyed paths: 400 only for a path segment that is not valid percent-encoding.
  // 503: the parser is busy with too many other records (see server/services/parsing/parse-settings.ts).
  if (path.endsWith('/details')) return ['400', '404', '422', '429', '503', '504', ...base];
  if (path.startsWith('/records/')) return ['400', '404', ...base];
  return base;
}

/**
 * The OpenAPI 3.1 document for {base_url}. The library describes its own error body; every error
 * response is replaced here by ours, and path parameters are marked required.
 */
export function buildOpenApiDocument(baseUrl: string): Json {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Estate Records API',
    description:
      'Structured estate and heirship records drawn from county recorders\u2019 files. Browsing and searching ' +
      'the index is free; only the record details call is metered (one record per successful call).',
    version: API_VERSION,
    baseUrl,
    securitySchemes: {
      [SECURITY_SCHEME]: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Gateway-Proxy-Secret',
        description: 'Shared secret injected by the marketplace proxy. Direct callers must present it.',
      },
    },
  }) as unknown as Json;

  doc.components ??= {};
  const components = doc.components as Json;
  components.schemas ??= {};
  const schemas = components.schemas as Json;
  schemas.Error = ERROR_SCHEMA;
  for (const key of Object.keys(schemas)) if (key.startsWith('error.')) delete schemas[key];

  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const op of Object.values(item) as Json[]) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      const responses = op.responses as Json;
      for (const status of Object.keys(responses)) {
        if (Number(status) >= 400 || status === 'default') delete responses[status];
      }
      for (const status of statusesFor(path)) responses[status] = errorResponse(status);
      for (const p of (op.parameters ?? []) as Json[]) {
        if (p.in === 'path') p.required = true;
      }
    }
  }
  return doc;
}

const cache = new Map<string, string>();

/** Serialised document, built once per base URL (generation walks every schema). */
export function openApiJson(baseUrl: string): string {
  let json = cache.get(baseUrl);
  if (!json) {
    json = JSON.stringify(buildOpenApiDocument(baseUrl));
    if (cache.size > 20) cache.clear();
    cache.set(baseUrl, json);
  }
  return json;
}
