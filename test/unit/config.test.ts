import { describe, expect, it } from 'vitest';
import { assertProductionReady, DEV_PROXY_SECRET, loadConfig } from '@/server/config';

describe('configuration', () => {
  it('uses documented local defaults in development', () => {
    const c = loadConfig({});
    expect(c.proxySecrets).toEqual([DEV_PROXY_SECRET]);
    expect(c.port).toBe(3000);
    expect(c.sampleData).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('.data')).toBe(true);
    expect(() => assertProductionReady(c)).not.toThrow();
  });

  it('splits comma-separated proxy secrets for rotation', () => {
    expect(loadConfig({ GATEWAY_PROXY_SECRET: ' new , old ,' }).proxySecrets).toEqual(['new', 'old']);
  });

  it('refuses development defaults in a production deployment', () => {
    expect(() => assertProductionReady(loadConfig({ APP_ENV: 'production' }))).toThrow(
      /GATEWAY_PROXY_SECRET/,
    );
    expect(() =>
      assertProductionReady(loadConfig({ APP_ENV: 'production', GATEWAY_PROXY_SECRET: 'x' })),
    ).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      assertProductionReady(
        loadConfig({ APP_ENV: 'production', GATEWAY_PROXY_SECRET: 'x', ADMIN_PASSWORD: 'y' }),
      ),
    ).not.toThrow();
  });

  it('reads SAMPLE_DATA=off and trims PUBLIC_BASE_URL', () => {
    const c = loadConfig({ SAMPLE_DATA: 'OFF', PUBLIC_BASE_URL: 'https://api.example.com/api/v1/' });
    expect(c.sampleData).toBe(false);
    expect(c.publicBaseUrl).toBe('https://api.example.com/api/v1');
  });
});
