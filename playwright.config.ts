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

/*
 * Every spec shares one server and one database. A spec goes in SITE_WIDE_SPECS when it asserts or
 * changes what every other spec sees: lists or totals over all articles (sitemap, /blog, figures),
 * page-cache HIT/MISS (any article save empties the page cache), the practice's settings, the demo
 * articles, per-address limits of 127.0.0.1, server processes. Those run alone, one at a time, before
 * every other spec; the others, which touch only their own data (uniqueTitle, createStaffAccount),
 * run on two workers, a file per worker. A spec with only a few such tests keeps them in an
 * `x-site-wide.spec.ts` beside `x.spec.ts`, so that its other tests still run two at a time.
 * To run one spec alone: `npx playwright test FILE --no-deps`.
 */
const FIRST_ADMIN_SPEC = 'admin-auth-setup.spec.ts';
const SITE_WIDE_SPECS = [
  'admin-blog-upload-site-wide.spec.ts', // puts a file in place of the uploads folder: every upload fails meanwhile
  'admin-body-editor-site-wide.spec.ts', // every demo article changed and changed back in the editor
  'admin-cabinet-site-wide.spec.ts', // the practice's phone, closures, popup, testimonials, hours
  'admin-medical-review-site-wide.spec.ts', // the « À relire » counter against every article due
  'admin-pages-accessibility-site-wide.spec.ts', // switches on two-factor sign-in for every member
  'admin-two-factor-site-wide.spec.ts', // switches on two-factor sign-in for every member
  'appointment-requests.spec.ts', // fills the cap of open requests, the form limits of 127.0.0.1
  'article-questions.spec.ts', // the question limits of 127.0.0.1, comments of a demo article
  'article-trust.spec.ts', // an author page against every public article of that author
  'back-office-database-outage.spec.ts', // a PostgreSQL cluster and an app process of its own
  'blog-carousel-site-wide.spec.ts', // the recommended articles end with the newest public ones
  'blog-list.spec.ts', // /blog against every public article
  'blog-visibility.spec.ts', // moves a demo article's publication date
  'bounded-bodies.spec.ts', // stores pathological bodies into a demo article
  'health.spec.ts', // the one server serving the build folder
  'multi-process-recipe.spec.ts', // two app processes, PostgreSQL, nginx, « within 2 s »
  'page-cache-poisoning.spec.ts', // empties the page cache, then waits for it to be empty
  'proxy-recipe.spec.ts', // nginx's cache HIT/MISS
  'public-page-cache.spec.ts', // page-cache HIT/MISS
  'search-and-old-addresses.spec.ts', // a redirect answered MISS then HIT from the page cache
  'showcase-seo-site-wide.spec.ts', // sitemap and RSS against every public article
  'statistics.spec.ts', // site-wide figures and totals
  'topic-pages.spec.ts', // topic and tag pages against their demo articles, « within 2 s »
];
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Files in parallel, the tests of one file in order on one worker.
  fullyParallel: false,
  workers: 2,
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
    // Locally a failed test keeps its trace with the page's DOM at each step (what found decision
    // 054's defect), without the filmstrip of screenshots (decision 057). CI records one only for a
    // retry: recording every test cost a sixth of the suite's CPU (decision 071).
    trace: process.env.CI
      ? { mode: 'on-first-retry', screenshots: false }
      : { mode: 'retain-on-failure', screenshots: false },
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
  projects: [
    // First, on the empty database: the setup link works only while no admin exists.
    { name: 'first-admin', testMatch: FIRST_ADMIN_SPEC, workers: 1 },
    // The serial part next, while Vitest still holds a core: alone at the end it left a quarter of
    // the machine idle (decision 071).
    {
      name: 'site-wide',
      testMatch: SITE_WIDE_SPECS,
      workers: 1,
      dependencies: ['first-admin'],
      // Its teardown rather than a project depending on it: a dependant is skipped when one test
      // of what it depends on fails, a teardown still runs.
      teardown: 'independent',
    },
    { name: 'independent', testIgnore: [FIRST_ADMIN_SPEC, ...SITE_WIDE_SPECS] },
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
