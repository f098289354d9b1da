import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { proxySecretMatches } from '@/server/http/proxy-secret';

describe('proxySecretMatches', () => {
  const accepted = loadConfig({ GATEWAY_PROXY_SECRET: ' new-secret , old-secret ,, ' }).proxySecrets;

  it('accepts each value of a rotated, comma-separated secret (trimmed)', () => {
    expect(accepted).toEqual(['new-secret', 'old-secret']);
    expect(proxySecretMatches('new-secret', accepted)).toBe(true);
    expect(proxySecretMatches('old-secret', accepted)).toBe(true);
  });

  it('refuses missing, empty, partial, padded and combined values', () => {
    for (const bad of [
      null,
      '',
      'new',
      'new-secret ',
      ' new-secret',
      'NEW-SECRET',
      'new-secret,old-secret',
    ]) {
      expect(proxySecretMatches(bad, accepted), String(bad)).toBe(false);
    }
  });

  it('refuses everything when nothing is accepted', () => {
    expect(proxySecretMatches('', [])).toBe(false);
    expect(proxySecretMatches('x', [])).toBe(false);
  });
});
