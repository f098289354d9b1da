import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3700);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const E2E_PROXY_SECRET = 'e2e-proxy-secret';

// Playwright cannot download browsers here: use the distribution's Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 120_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node_modules/.bin/next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/openapi.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR: path.join(os.tmpdir(), `e2e-data-${process.pid}`),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      GATEWAY_PROXY_SECRET: E2E_PROXY_SECRET,
      SAMPLE_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
  },
});
