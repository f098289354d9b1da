import { getConfig } from '@/server/config';
import { baseUrlFor } from '@/server/http/base-url';
import { openApiJson } from '@/server/openapi/build-openapi';

export const dynamic = 'force-dynamic';

/** The interface description; public, so the marketplace and humans can read it without the secret. */
export function GET(req: Request): Response {
  return new Response(openApiJson(baseUrlFor(req, getConfig().publicBaseUrl)), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
