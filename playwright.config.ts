/**
 * End-to-end tests in real Chromium against the built app served by the compiled server on a
 * fresh embedded PostgreSQL (a new DATA_DIR per run). `npm run test:e2e` builds both first.
 *
 * Each worker has a server of its own (port E2E_PORT + its parallel index, its own DATA_DIR), so
 * files run side by side without sharing demo data: a test file still runs in order on one
 * server, as a person would use it. Most of a test's time is waiting for pages, so two workers on
 * two cores take about half the time of one. On a machine other work already keeps busy (a second
 * suite beside this one), a second browser adds no speed, only waiting to every step: the run
 * then uses one. E2E_WORKERS sets the count.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { busyCores } from './scripts/busyCores';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const basePort = Number(process.env.E2E_PORT || 4173);
// Decided once, in the runner (its workers read this file again and inherit the count).
process.env.E2E_WORKERS ||= String(defaultWorkers());
const workers = Number(process.env.E2E_WORKERS);
// One fresh data directory per run and server; workers inherit them through the environment.
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'papered-e2e-'));
// This file is read again in every worker process, where Playwright names the worker's slot.
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX || 0);
export const E2E_PASSWORD = 'Demo-Pass-1!';

function defaultWorkers() {
  const cores = os.availableParallelism();
  const busy = busyCores(cores);
  if (busy === undefined || busy < 1) return Math.min(2, cores);
  console.log(`E2E: ${busy.toFixed(1)} of ${cores} cores already busy with other work, so one browser at a time.`);
  return 1;
}

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // Generous: two servers, two browsers and their databases share two cores, and with a second
  // suite beside it (CI's "npm test twice in a row while another suite runs") a test of a dozen
  // steps took 60–70 s. A passing test takes what it needs and no more; a failing one says so a
  // little later.
  timeout: 120_000,
  // A first page load costs the browser about 1.3 s of CPU (react-admin, MUI); with two suites on
  // two cores a browser gets a small share of one and that load takes 5–15 s while the server has
  // answered in under one (docs/benchmarks.md "Test suite"). What a test waits for is a condition;
  // this is only how long before it is called missing.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  // Per port, so runs on different ports (several people on one machine) keep their artifacts apart.
  outputDir: `test-results/e2e-${basePort}`,
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
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node dist-server/main.js',
    url: `http://localhost:${basePort + index}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets the server drain and stop its embedded PostgreSQL (the default SIGKILL would orphan it).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(basePort + index),
      DATA_DIR: path.join(process.env.E2E_DATA_DIR!, `server-${index}`),
      DEMO_PASSWORD: E2E_PASSWORD,
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_FORGOT: '1000',
      RATE_LIMIT_RESET: '1000',
      LOG_LEVEL: 'warn',
      // Configured so the shell's contact link and chat widget injection can be checked.
      CONTACT_URL: 'https://help.papered.test/contact',
      CHAT_WIDGET_URL: `http://localhost:${basePort + index}/e2e-chat-widget.js`,
      NODE_ENV: 'production',
    },
  })),
});
