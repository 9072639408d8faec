import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { debianE2eBrowser } from './tests/support/e2e-browser';

// The config is evaluated again in every worker: values chosen here travel through process.env.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The run's database, uploads and outbox (7 MB) go when the run ends, after its server.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // CI only, and reported as « flaky » in the summary: one timing flake on a loaded 2-core machine
  // must not void a 30-minute run; a test that fails twice still fails it (decision 054).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Casablanca',
    // A failed test keeps its trace with the page's DOM at each step (what found decision 054's
    // defect), without the filmstrip of screenshots, which cost a fifth of the suite's CPU (decision 057).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: debianE2eBrowser(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --conditions=react-server --import tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    // The first start builds the app (decision 051 runs it beside Vitest): on 2 busy cores that has
    // taken 10–15 minutes, and a timeout here fails the whole suite.
    timeout: 1_800_000,
    reuseExistingServer: false,
    // Stopped as `npm start` is (its launcher removes its mark in .next-e2e-serving/); Playwright's
    // default, SIGKILL, left the mark behind, and the next run's health test found two servers.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: `file:${path.join(process.env.E2E_DATA_DIR, 'app.db')}`,
      LOG_LEVEL: 'warn',
    },
  },
});
