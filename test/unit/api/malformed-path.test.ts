import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { rejectMalformedApiPath } from '@/server/http/malformed-path';

const config = loadConfig({ GATEWAY_PROXY_SECRET: 'sec' });
const req = (path: string, secret?: string) =>
  new Request(`http://localhost:3000${path}`, {
    headers: secret ? { 'x-gateway-proxy-secret': secret } : {},
  });

describe('rejectMalformedApiPath', () => {
  it('lets well-formed paths through, whatever the secret (the API handler checks it)', () => {
    for (const path of [
      '/api/v1/records',
      '/api/v1/records/dallas-tx/D%202020%2F77',
      '/api/v1/records?q=%',
      '/api/v1/%C3%A9',
    ]) {
      expect(rejectMalformedApiPath(req(path, 'sec'), config), path).toBeUndefined();
      expect(rejectMalformedApiPath(req(path), config), path).toBeUndefined();
    }
  });

  it('answers a malformed path with 401 without the secret, else 400, in the spec shape', async () => {
    for (const path of ['/api/v1/records/%E0%A4%A/x', '/api/v1/%', '/api/v1/records/dallas-tx/%FF']) {
      const unauth = rejectMalformedApiPath(req(path), config);
      expect(unauth?.status, path).toBe(401);
      expect(await unauth?.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
      const bad = rejectMalformedApiPath(req(path, 'sec'), config);
      expect(bad?.status, path).toBe(400);
      expect(await bad?.json()).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    }
  });
});
