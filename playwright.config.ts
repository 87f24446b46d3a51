/**
 * End-to-end tests in real Chromium against the built app served by the compiled server on a
 * fresh embedded PostgreSQL (a new DATA_DIR per run). `npm run test:e2e` builds both first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT || 4173);
// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'papered-e2e-'));
export const E2E_PASSWORD = 'Demo-Pass-1!';

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  // Per port, so runs on different ports (several people on one machine) keep their artifacts apart.
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node dist-server/main.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets the server drain and stop its embedded PostgreSQL (the default SIGKILL would orphan it).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_PASSWORD: E2E_PASSWORD,
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_FORGOT: '1000',
      RATE_LIMIT_RESET: '1000',
      LOG_LEVEL: 'warn',
      // Configured so the shell's contact link and chat widget injection can be checked.
      CONTACT_URL: 'https://help.papered.test/contact',
      CHAT_WIDGET_URL: `http://localhost:${port}/e2e-chat-widget.js`,
      NODE_ENV: 'production',
    },
  },
});
