/**
 * The typing benchmark of the visual editor (decisions 040 and 047), run against the end-to-end
 * build (built first when stale, as `npm run test:e2e` does), from the project's folder:
 *   E2E_PORT=3131 npx playwright test --config scripts/bench/editor-typing.config.ts
 * It prints the p95 time from key press to the next painted frame; it is a measurement, not a test.
 */
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from '../../playwright.config';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

export default defineConfig({
  ...base,
  testDir: path.join(import.meta.dirname),
  testMatch: 'editor-typing.bench.ts',
  timeout: 900_000,
  // No Playwright trace: it snapshots the page's whole DOM after every key pressed, which cost the
  // long article's page 20 ms a key in the profile (decision 070) and measured Playwright, not the editor.
  use: { ...base.use, trace: 'off' },
  // The app starts from the project's folder, not from this config's.
  webServer: { ...(base.webServer as WebServer), cwd: path.join(import.meta.dirname, '..', '..') },
});
