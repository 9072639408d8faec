/**
 * `npm run lighthouse`: mobile Lighthouse (its default emulation) on the public pages the serving
 * issue names, LIGHTHOUSE_RUNS (3) times each, printing the median of each category score and the
 * page weights. `npm run lighthouse -- http://host:port` audits a running site; without a URL it
 * starts the app like `npm run bench` does (fresh SQLite database with the demo content, build
 * folder .next-bench). Chromium: CHROME_PATH, else /usr/bin/chromium, installed from Debian when
 * missing where the machine allows it (root, apt-get, no SKIP_SYSTEM_INSTALL), as npm test does.
 * Performance scores move with the machine's load: read them as medians, on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CALIBRATED_BENCHMARK_INDEX,
  CATEGORIES,
  medianFigures,
  pageFigures,
  type LighthouseReport,
  type PageFigures,
} from './lighthouse/lighthouse-summary';
import { runMeasuringCommand, startMeasuredApp } from './support/start-measured-app';
import { ensureSystemTools } from './system-tools/ensure-system-tools';

const PAGES = [
  '/',
  '/services/sexologie-medicale',
  '/blog',
  '/blog/communication-couple',
  '/blog/categorie/sexologie',
  '/blog/etiquette/couple',
  '/rendez-vous',
  '/politique-de-confidentialite',
  '/mentions-legales',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

// Lighthouse needs the full browser (decision 057): the headless shell the tests use will not do.
if (process.env.CHROME_PATH && !existsSync(CHROME_PATH)) {
  console.error(`npm run lighthouse cannot run: CHROME_PATH is ${CHROME_PATH}, and there is no such file`);
  process.exit(1);
}
ensureSystemTools('npm run lighthouse', [
  { name: 'Chromium', debianPackage: 'chromium', present: existsSync(CHROME_PATH) },
]);

function runLighthouse(url: string): PageFigures {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--no-sandbox --disable-gpu --headless=new',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  return pageFigures(JSON.parse(result.stdout) as LighthouseReport);
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

runMeasuringCommand('cabinet-lighthouse-', async (session) => {
  const base = process.argv[2]?.replace(/\/$/, '') ?? `http://127.0.0.1:${(await startMeasuredApp(session)).port}`;
  // One unmeasured visit per page fills the app's public page cache, as a visitor would find it.
  for (const page of PAGES) await fetch(`${base}${page}`);
  const runs = new Map<string, PageFigures[]>();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of PAGES) {
      const figures = runLighthouse(`${base}${page}`);
      runs.set(page, [...(runs.get(page) ?? []), figures]);
      const scores = CATEGORIES.map((category) => `${category} ${figures.scores[category]}`).join(', ');
      console.log(`run ${run} ${page}: ${scores} (host CPU index ${figures.benchmarkIndex})`);
    }
  }
  console.log(
    `\nMedians over ${RUNS} mobile runs (LCP and TBT as Lighthouse simulates them; kB: HTML as sent / as parsed, scripts and whole load as sent)`,
  );
  console.log(
    `Host CPU index: Lighthouse's 4× mobile slowdown is calibrated for about ${CALIBRATED_BENCHMARK_INDEX}; a slower host scores lower.\n`,
  );
  console.log(
    '| page | performance | LCP ms | TBT ms | accessibility | best practices | SEO | HTML kB | scripts kB | total kB | host CPU index |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const page of PAGES) {
    const m = medianFigures(runs.get(page) ?? []);
    console.log(
      `| ${page} | ${m.scores.performance} | ${m.largestContentfulPaintMs} | ${m.totalBlockingTimeMs} | ` +
        `${m.scores.accessibility} | ${m.scores['best-practices']} | ${m.scores.seo} | ` +
        `${kB(m.htmlTransferBytes)} / ${kB(m.htmlBytes)} | ${kB(m.scriptTransferBytes)} | ${kB(m.totalTransferBytes)} | ${m.benchmarkIndex} |`,
    );
  }
});
