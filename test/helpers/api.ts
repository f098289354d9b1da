import type { DbHandle } from '@/db/client';
import { loadConfig } from '@/server/config';
import { handleApiRequest } from '@/server/http/api-handler';

export const TEST_SECRET = 'test-proxy-secret';
export const TEST_BASE = 'http://api.test/api/v1';

/** Calls the REST facade in-process, the way Next.js would, with the proxy secret by default. */
export function apiClient(handle: DbHandle, env: Record<string, string> = {}) {
  const config = loadConfig({ GATEWAY_PROXY_SECRET: TEST_SECRET, PUBLIC_BASE_URL: TEST_BASE, ...env });
  const deps = { getDb: async () => handle, config };
  return async (
    path: string,
    init: { method?: string; headers?: Record<string, string>; secret?: string | null } = {},
  ) => {
    const headers = new Headers(init.headers);
    const secret = init.secret === undefined ? TEST_SECRET : init.secret;
    if (secret !== null) headers.set('x-gateway-proxy-secret', secret);
    const res = await handleApiRequest(
      new Request(`http://localhost:3000/api/v1${path}`, { method: init.method ?? 'GET', headers }),
      deps,
    );
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    return { status: res.status, headers: res.headers, body: body as any };
  };
}
