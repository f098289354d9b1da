import { type AppConfig, getConfig } from '@/server/config';
import { errorResponse } from '@/server/errors';
import { proxySecretMatches } from './proxy-secret';

/**
 * Next.js decodes the catch-all route parameter itself and answers a bare text 500 when a path is
 * not valid percent-encoding (e.g. /api/v1/records/%E0%A4%A/x), before our handler runs. This check
 * runs in front of routing: the secret is still checked first (401), then such a path is a 400 in
 * the spec's error shape. Returns undefined for every other request.
 */
export function rejectMalformedApiPath(req: Request, config: AppConfig = getConfig()): Response | undefined {
  const { pathname } = new URL(req.url);
  try {
    decodeURIComponent(pathname);
    return undefined;
  } catch {
    if (!proxySecretMatches(req.headers.get('x-gateway-proxy-secret'), config.proxySecrets)) {
      return errorResponse('unauthorized', 'Missing or invalid X-Gateway-Proxy-Secret header.');
    }
    return errorResponse('invalid_request', 'The request path is not valid percent-encoding.');
  }
}
