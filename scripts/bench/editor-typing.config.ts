/**
 * The typing benchmark of the visual editor (decision 040), run against the end-to-end build:
 *   E2E_PORT=3131 npx playwright test --config scripts/bench/editor-typing.config.ts
 * It prints the p95 time from key press to the next painted frame; it is a measurement, not a test.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: path.join(import.meta.dirname),
  testMatch: 'editor-typing.bench.ts',
  timeout: 300_000,
});
