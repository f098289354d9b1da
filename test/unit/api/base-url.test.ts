import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseUrlFor } from '@/server/http/base-url';

const req = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/v1/records') =>
  new Request(url, { headers });

describe('baseUrlFor', () => {
  it('prefers the configured PUBLIC_BASE_URL', () => {
    expect(baseUrlFor(req({ 'x-forwarded-host': 'x.example' }), 'https://pub.example/api/v1')).toBe(
      'https://pub.example/api/v1',
    );
  });

  it('uses the first x-forwarded-proto / x-forwarded-host values', () => {
    expect(
      baseUrlFor(req({ 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a.example, b' }), undefined),
    ).toBe('https://a.example/api/v1');
    expect(baseUrlFor(req({ 'x-forwarded-proto': 'HTTPS' }), undefined)).toBe(
      'https://127.0.0.1:3000/api/v1',
    );
    expect(baseUrlFor(req({ 'x-forwarded-host': '[::1]:8080' }), undefined)).toBe('http://[::1]:8080/api/v1');
  });

  it('falls back to the request URL for malformed forwarded values', () => {
    const cases: Record<string, string>[] = [
      { 'x-forwarded-proto': 'ftp' },
      { 'x-forwarded-proto': 'javascript' },
      { 'x-forwarded-host': 'a b' },
      { 'x-forwarded-host': 'user@host' },
      { 'x-forwarded-host': 'host/path' },
      { 'x-forwarded-host': 'host:99999999' },
      { 'x-forwarded-host': 'host:99999' },
      { 'x-forwarded-host': '[zz::1]' },
    ];
    for (const headers of cases) {
      expect(baseUrlFor(req(headers), undefined), JSON.stringify(headers)).toBe(
        'http://127.0.0.1:3000/api/v1',
      );
    }
  });

  it('always yields an absolute http(s) URL ending in /api/v1, whatever the headers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (proto, host) => {
        const headers = new Headers();
        try {
          headers.set('x-forwarded-proto', proto);
          headers.set('x-forwarded-host', host);
        } catch {
          return; // not a legal header value; a client could not send it
        }
        const out = baseUrlFor(new Request('http://127.0.0.1:3000/x', { headers }), undefined);
        const u = new URL(out);
        expect(['http:', 'https:']).toContain(u.protocol);
        expect(out.endsWith('/api/v1')).toBe(true);
        expect(u.pathname).toBe('/api/v1');
      }),
      { numRuns: 500 },
    );
  });
});
