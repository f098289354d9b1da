import path from 'node:path';

/** Local-only development values; refused when APP_ENV=production. */
export const DEV_PROXY_SECRET = 'dev-proxy-secret';
export const DEV_ADMIN_PASSWORD = 'dev-admin-password';

export type AppConfig = {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  proxySecrets: string[];
  proxySecretIsDefault: boolean;
  blobToken: string | undefined;
  publicBaseUrl: string | undefined;
  sampleData: boolean;
  adminPassword: string;
  adminPasswordIsDefault: boolean;
  production: boolean;
};

function splitSecrets(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Reads configuration from the environment. `next start` always sets NODE_ENV=production, so a real
 * production deployment is signalled separately with APP_ENV=production.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const production = env.APP_ENV === 'production';
  const secrets = splitSecrets(env.GATEWAY_PROXY_SECRET);
  const adminPassword = env.ADMIN_PASSWORD?.trim() ?? '';
  const publicBaseUrl = env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
  return {
    port: Number(env.PORT ?? 3000) || 3000,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || '.data'),
    proxySecrets: secrets.length > 0 ? secrets : [DEV_PROXY_SECRET],
    proxySecretIsDefault: secrets.length === 0,
    blobToken: env.BLOB_READ_WRITE_TOKEN?.trim() || undefined,
    publicBaseUrl,
    sampleData: (env.SAMPLE_DATA ?? 'on').trim().toLowerCase() !== 'off',
    adminPassword: adminPassword || DEV_ADMIN_PASSWORD,
    adminPasswordIsDefault: adminPassword.length === 0,
    production,
  };
}

/** Throws when a production deployment would run on a development default. */
export function assertProductionReady(config: AppConfig): void {
  const missing: string[] = [];
  if (config.production && config.proxySecretIsDefault) missing.push('GATEWAY_PROXY_SECRET');
  if (config.production && config.adminPasswordIsDefault) missing.push('ADMIN_PASSWORD');
  if (missing.length > 0) {
    throw new Error(`APP_ENV=production requires ${missing.join(' and ')} to be set; refusing to start.`);
  }
}

let cached: AppConfig | undefined;
export function getConfig(): AppConfig {
  cached ??= loadConfig();
  return cached;
}
