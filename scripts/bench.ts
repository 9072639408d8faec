/**
 * `npm run bench`: the public pages under load, side by side in one run, as the serving issue and
 * decision records report them. It starts what it needs on loopback: the app (`npm start` on a
 * fresh SQLite database with the demo content, in its own build folder), the deploy/ nginx recipe
 * in front of it, and a plain nginx serving the very bytes the app sent, from files. Then, for
 * each page, interleaved rounds of `wrk --latency` against the three, and the medians.
 *
 * Then what counting readers costs at the design load's peak (decision 067): the cached article
 * at 50 page views a second, with each view's beacon (POST /api/views, as src/browser/page-reading.ts
 * sends it) and without, in interleaved rounds, against the app and through the recipe: the
 * article's latency, the beacons' latency, and the app's CPU time (/proc) in each arm, so the
 * app's CPU per beacon. `npm run bench -- --readings` measures this alone.
 *
 * Then searches at the design load's peak (decision 066): the cached article alone and while
 * another client sends 5 searches a second never asked before (each one rendered by the app),
 * at random instants, in interleaved rounds, with the article asked for in two ways: paced at
 * the peak's 50 page views a second (the issue's question: what a reader of a shared article
 * notices, its throughput kept and its p50/p99 latency), and saturated by wrk (the harsher
 * figure: every millisecond of CPU a search takes is articles the app no longer sends). Both
 * print the ratio, the latencies, the app's CPU per search, and the searches as answered.
 * `npm run bench -- --search` measures the search pages and these searches alone.
 *
 * BENCH_SECONDS (10) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (64), BENCH_APP_PORT (a free one).
 *
 * The search engine itself over 2,000 articles on both engines is `npm run bench:search`
 * (scripts/bench-search.ts, decision 066).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ArmCpu, cpuPerBesideRequestMs, processTreeCpuMs } from './bench/app-cpu';
import { NUMBERED_THREADS, readerBeaconsScript, readerPagesScript, wrkPacing } from './bench/reader-traffic';
import { median, medianResult, medianRoundRatio, parseWrkReport, type WrkResult } from './bench/wrk-results';
import { nginxWorker } from './proxy/nginx-worker';
import { startNginxProxy, waitForPort } from './proxy/start-proxy';
import { freeLoopbackPort } from './support/free-loopback-port';
import { type MeasuringSession, runMeasuringCommand, startMeasuredApp } from './support/start-measured-app';
import { ensureSystemTools, programPath, programPresent } from './system-tools/ensure-system-tools';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 64);
const ARTICLE_PAGE = '/blog/communication-couple';
// One-word and three-word searches as a reader sends them: once rendered, kept like any public page.
const SEARCH_PAGES = ['/blog/recherche?q=%C3%A9chographie', '/blog/recherche?q=douleur+couple+consultation'];
const searchOnly = process.argv.includes('--search');
const readingsOnly = process.argv.includes('--readings');
const PAGES = searchOnly ? [ARTICLE_PAGE, ...SEARCH_PAGES] : [ARTICLE_PAGE, '/', '/blog', ...SEARCH_PAGES];
const TARGETS = ['app', 'recipe', 'nginx-file'] as const;
type Target = (typeof TARGETS)[number];
// The serving issue's targets, side by side with nginx on the same bytes (docs/decisions/011).
const GOALS: Partial<Record<Target, { ratio: number; p99Ms: number }>> = {
  app: { ratio: 0.03, p99Ms: 250 },
  recipe: { ratio: 0.5, p99Ms: 50 },
};
const COUNTING_TARGETS = ['app', 'recipe'] as const;
// Searches at the design load's peak may cost the cached article at most this much of its throughput.
const SEARCHES_GOAL = 0.95;
// Connections of a traffic sent beside the article (readers’ beacons), paced by wrk’s `delay`.
const BESIDE_CONNECTIONS = 16;
// The searches' connections: each waits 10 s on average between its searches, so the rate stays
// near the peak's while the app takes a second to answer one under the article's flood.
const SEARCH_CONNECTIONS = 50;
// The design load's peak of searches (../shared/DESIGN.md), each one never asked before, paced:
// unpaced, wrk's connections would take the article's share of requests, whatever they asked.
const PEAK_SEARCHES_PER_SECOND = 5;
// Measured once the searches arrive at their steady rate: a peak lasts, its first second does not.
const SEARCHES_HEAD_START_MS = 3_000;
// Beacons have no burst to spend: a second is enough for them to arrive at their steady rate.
const BEACONS_HEAD_START_MS = 1_000;
// The design load's peak (../shared/DESIGN.md): a shared article brings 50 page views a second.
const PEAK_PAGE_VIEWS_PER_SECOND = 50;

ensureSystemTools('npm run bench', [
  { name: 'nginx', debianPackage: 'nginx', present: programPresent('nginx') },
  { name: 'wrk', debianPackage: 'wrk', present: programPresent('wrk') },
]);

/** An nginx of its own on a free loopback port, `server` being the body of its one server block. */
async function startPlainNginx({ workDir, children }: MeasuringSession, name: string, server: string): Promise<number> {
  const port = await freeLoopbackPort();
  const worker = nginxWorker();
  const config = path.join(workDir, `${name}.conf`);
  const temp = (kind: string) => `${workDir}/${name}_${kind}`;
  writeFileSync(
    config,
    `daemon off;\n${worker ? `user ${worker.user};\n` : ''}worker_processes 2;\npid ${workDir}/${name}.pid;\nerror_log stderr warn;\n` +
      `events { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${temp('body')};\n  proxy_temp_path ${temp('proxy')};\n` +
      `  fastcgi_temp_path ${temp('fastcgi')};\n  uwsgi_temp_path ${temp('uwsgi')};\n  scgi_temp_path ${temp('scgi')};\n` +
      `  server {\n    listen 127.0.0.1:${port};\n${server}  }\n}\n`,
  );
  const nginx = spawn(programPath('nginx') ?? 'nginx', ['-p', workDir, '-c', config], { stdio: 'inherit' });
  children.push(nginx);
  await waitForPort(port, 15_000);
  return port;
}

/** A plain nginx serving the app's own bytes from files: the ceiling the app is compared with. */
async function startFileServer(
  session: MeasuringSession,
  appPort: number,
): Promise<{ port: number; paths: Map<string, string> }> {
  const root = path.join(session.workDir, 'files');
  mkdirSync(root);
  chmodSync(session.workDir, 0o755);
  const paths = new Map<string, string>();
  for (const [index, page] of PAGES.entries()) {
    const response = await fetch(`http://127.0.0.1:${appPort}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const file = `page-${index}.html`;
    writeFileSync(path.join(root, file), Buffer.from(await response.arrayBuffer()), { mode: 0o644 });
    paths.set(page, `/${file}`);
  }
  chmodSync(root, 0o755);
  const port = await startPlainNginx(session, 'file-server', `    root ${root};\n    default_type text/html;\n`);
  return { port, paths };
}

function runWrk(url: string, seconds: number, script?: string, connections = CONNECTIONS): WrkResult {
  const request = script ? ['-s', script] : ['-H', 'Accept: text/html'];
  const result = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...request, url], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`wrk failed on ${url}: ${result.stderr}`);
  return parseWrkReport(result.stdout);
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

type UrlOf = (target: Target, page: string) => string;

/** Each page against the app, the recipe and nginx serving the same bytes (decision 011). */
function measurePages(urlOf: UrlOf): void {
  console.log(
    `Warming up, then ${ROUNDS} interleaved rounds of ${SECONDS} s at ${CONNECTIONS} connections per page and target.`,
  );
  for (const page of PAGES) for (const target of TARGETS) runWrk(urlOf(target, page), 2);

  const results = new Map<string, WrkResult[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const page of PAGES) {
      for (const target of TARGETS) {
        const result = runWrk(urlOf(target, page), SECONDS);
        const key = `${page} ${target}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `round ${round} ${page} ${target}: ${format(result.requestsPerSecond)} req/s, p99 ${format(result.p99Ms, 1)} ms`,
        );
      }
    }
  }

  console.log('\nMedians over the rounds (ratio: req/s against nginx serving the same bytes from a file)\n');
  console.log('| page | target | req/s | p50 ms | p99 ms | errors | ratio | target met |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const page of PAGES) {
    const ceiling = medianResult(results.get(`${page} nginx-file`) ?? []).requestsPerSecond;
    for (const target of TARGETS) {
      const m = medianResult(results.get(`${page} ${target}`) ?? []);
      const ratio = m.requestsPerSecond / ceiling;
      const goal = GOALS[target];
      const met = goal
        ? `${ratio >= goal.ratio && m.p99Ms < goal.p99Ms ? 'yes' : 'NO'} (≥ ${goal.ratio}×, p99 < ${goal.p99Ms} ms)`
        : '';
      console.log(
        `| ${page} | ${target} | ${format(m.requestsPerSecond)} | ${format(m.p50Ms, 1)} | ${format(m.p99Ms, 1)} | ${m.errors} | ${format(ratio, 4)} | ${met} |`,
      );
    }
  }
}

/** One arm of a side-by-side measure: its results' key (after the target) and its label. */
type Arm = { key: string; label: string };

/**
 * The medians of interleaved rounds of two arms (results keyed `${target} ${arm.key}`, in round
 * order), per target: the ratio of their medians, the median of each round's own ratio (the two
 * arms a few seconds apart, so a machine that slows down for a minute weighs on both alike), and,
 * with a goal, whether both meet it.
 */
function printRatioTable(
  results: Map<string, WrkResult[]>,
  { caption, off, on, unit, goal }: { caption: string; off: Arm; on: Arm; unit: string; goal?: number },
): void {
  console.log(`\nMedians over the rounds (ratio: ${caption})\n`);
  console.log(
    `| target | ${off.label} ${unit} | ${on.label} ${unit} | ratio | round ratios, median | p50 ${off.label} ms | p50 ${on.label} ms | p99 ${off.label} ms | p99 ${on.label} ms | errors |${goal ? ' target met |' : ''}`,
  );
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${goal ? ' --- |' : ''}`);
  for (const target of COUNTING_TARGETS) {
    const offRounds = results.get(`${target} ${off.key}`) ?? [];
    const onRounds = results.get(`${target} ${on.key}`) ?? [];
    const without = medianResult(offRounds);
    const within = medianResult(onRounds);
    const ratio = within.requestsPerSecond / without.requestsPerSecond;
    const paired = medianRoundRatio(offRounds, onRounds);
    const met = goal ? ` ${ratio >= goal && paired >= goal ? 'yes' : 'NO'} (both ≥ ${goal}×) |` : '';
    console.log(
      `| ${target} | ${format(without.requestsPerSecond)} | ${format(within.requestsPerSecond)} | ${format(ratio, 4)} | ${format(paired, 4)} | ${format(without.p50Ms, 1)} | ${format(within.p50Ms, 1)} | ${format(without.p99Ms, 1)} | ${format(within.p99Ms, 1)} | ${without.errors + within.errors} |${met}`,
    );
  }
}

/** One arm of the readings' measure: the article's results, its beacons' (none without), the app's CPU. */
type ReadingsArm = { pages: WrkResult; beacons: WrkResult | null; appCpuMsPerSecond: number };

/**
 * The cached article at the design load's peak, PEAK_PAGE_VIEWS_PER_SECOND paced page views, with
 * each view's beacon sent beside it at the same pace and without, against the app and through
 * the recipe, in interleaved rounds (the order alternates): what counting readers costs is the
 * app's CPU between the two arms, over the beacons answered, and the article's latency.
 */
async function measureReadings(workDir: string, appPid: number, urlOf: UrlOf): Promise<void> {
  const pages = path.join(workDir, 'reader-pages.lua');
  writeFileSync(
    pages,
    readerPagesScript({ page: ARTICLE_PAGE, perSecond: PEAK_PAGE_VIEWS_PER_SECOND, connections: BESIDE_CONNECTIONS }),
  );
  const beacons = path.join(workDir, 'reader-beacons.lua');
  const origin = new URL(urlOf('app', '/')).origin;
  writeFileSync(
    beacons,
    readerBeaconsScript({
      page: ARTICLE_PAGE,
      origin,
      perSecond: PEAK_PAGE_VIEWS_PER_SECOND,
      connections: BESIDE_CONNECTIONS,
    }),
  );
  console.log(
    `\nReadings at the design load's peak: ${ARTICLE_PAGE} at ${PEAK_PAGE_VIEWS_PER_SECOND} page views/s, with each view's beacon and without, ${ROUNDS} interleaved rounds of ${SECONDS} s.`,
  );
  const arms = new Map<string, ReadingsArm[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of COUNTING_TARGETS) {
      for (const readings of round % 2 === 1 ? [false, true] : [true, false]) {
        const traffic = readings ? startBeside(urlOf(target, '/'), beacons, BEACONS_HEAD_START_MS) : null;
        if (traffic) await new Promise((resolve) => setTimeout(resolve, BEACONS_HEAD_START_MS));
        const cpuBefore = processTreeCpuMs(appPid);
        const startedAt = performance.now();
        const result = runWrk(urlOf(target, ARTICLE_PAGE), SECONDS, pages, BESIDE_CONNECTIONS);
        const appCpuMsPerSecond = ((processTreeCpuMs(appPid) - cpuBefore) * 1000) / (performance.now() - startedAt);
        const sent = traffic ? await traffic : null;
        const key = `${target} ${readings}`;
        arms.set(key, [...(arms.get(key) ?? []), { pages: result, beacons: sent, appCpuMsPerSecond }]);
        console.log(
          `round ${round} ${target} readings ${readings ? 'on' : 'off'}: ${format(result.requestsPerSecond)} page views/s, p50 ${format(result.p50Ms, 1)} ms, p99 ${format(result.p99Ms, 1)} ms, app CPU ${format(appCpuMsPerSecond)} ms/s` +
            (sent
              ? `; beacons ${format(sent.requestsPerSecond)}/s, p99 ${format(sent.p99Ms, 1)} ms, errors ${sent.errors}`
              : ''),
        );
      }
    }
  }
  console.log('\nMedians over the rounds\n');
  console.log(
    '| target | readings | page views/s | page p50 ms | page p99 ms | beacons/s | beacon p50 ms | beacon p99 ms | app CPU ms/s | errors |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const target of COUNTING_TARGETS) {
    for (const readings of [false, true]) {
      const rounds = arms.get(`${target} ${readings}`) ?? [];
      const page = medianResult(rounds.map((arm) => arm.pages));
      const sent = readings ? medianResult(rounds.map((arm) => arm.beacons!)) : null;
      const cpu = median(rounds.map((arm) => arm.appCpuMsPerSecond));
      console.log(
        `| ${target} | ${readings ? 'on' : 'off'} | ${format(page.requestsPerSecond)} | ${format(page.p50Ms, 1)} | ${format(page.p99Ms, 1)} | ${sent ? format(sent.requestsPerSecond) : '–'} | ${sent ? format(sent.p50Ms, 1) : '–'} | ${sent ? format(sent.p99Ms, 1) : '–'} | ${format(cpu)} | ${page.errors + (sent?.errors ?? 0)} |`,
      );
    }
  }
  console.log("\nThe app's CPU per beacon (median of each round's own: CPU on minus off, over the beacons answered)\n");
  console.log('| target | app CPU per beacon ms | share of one core at the peak |');
  console.log('| --- | ---: | ---: |');
  for (const target of COUNTING_TARGETS) {
    const off = arms.get(`${target} false`) ?? [];
    const on = arms.get(`${target} true`) ?? [];
    const perBeacon = median(
      on.map((arm, round) =>
        cpuPerBesideRequestMs(
          { appCpuMsPerSecond: off[round]!.appCpuMsPerSecond, besidePerSecond: 0 },
          { appCpuMsPerSecond: arm.appCpuMsPerSecond, besidePerSecond: arm.beacons!.requestsPerSecond },
        ),
      ),
    );
    console.log(
      `| ${target} | ${format(perBeacon, 3)} | ${format((perBeacon * PEAK_PAGE_VIEWS_PER_SECOND) / 10, 1)} % |`,
    );
  }
}

/**
 * A wrk script sending searches never asked before, PEAK_SEARCHES_PER_SECOND in all: a real word
 * with a made-up one, numbered by run, thread and request, so no answer can come from a cache.
 */
const SEARCHES_SCRIPT = [
  wrkPacing(PEAK_SEARCHES_PER_SECOND, SEARCH_CONNECTIONS),
  NUMBERED_THREADS,
  'local words = { "echographie", "couple", "consultation", "sommeil", "douleur", "stress" }',
  'local sent = 0',
  'request = function()',
  '  sent = sent + 1',
  '  local query = words[sent % #words + 1] .. "+mot" .. run .. "x" .. id .. "x" .. sent',
  '  return wrk.format("GET", "/blog/recherche?q=" .. query, { ["Accept"] = "text/html" })',
  'end',
  '',
].join('\n');

/** A traffic sent beside the cached article: what it is, its wrk script and connections, its goal for the article. */
type Beside = {
  name: string;
  description: string;
  script: string;
  connections: number;
  goal: number;
  headStartMs: number;
};

/**
 * How the cached article is asked for: as fast as wrk can (the harsher figure: every core the
 * app spends on the traffic beside is one fewer article), or paced at the design load's peak
 * (the issue's question: does a reader of a shared article at the peak notice the searches?).
 */
type ArticleLoad = { key: 'saturated' | 'paced'; description: string; measure: (url: string) => WrkResult };

function articleLoads(workDir: string): ArticleLoad[] {
  const paced = path.join(workDir, 'article-paced.lua');
  writeFileSync(
    paced,
    readerPagesScript({ page: ARTICLE_PAGE, perSecond: PEAK_PAGE_VIEWS_PER_SECOND, connections: BESIDE_CONNECTIONS }),
  );
  return [
    {
      key: 'saturated',
      description: `saturated by wrk (${CONNECTIONS} connections)`,
      measure: (url) => runWrk(url, SECONDS),
    },
    {
      key: 'paced',
      description: `paced at the design load's peak (${PEAK_PAGE_VIEWS_PER_SECOND} page views/s)`,
      measure: (url) => runWrk(url, SECONDS, paced, BESIDE_CONNECTIONS),
    },
  ];
}

/**
 * The cached article alone and while another traffic runs beside it (the order turns from round
 * to round), saturated and paced at the design load's peak, against the app and through the
 * recipe, all in the same interleaved rounds: the article's requests per second side by side,
 * their ratio, its latency, and the app's CPU per request of the traffic beside.
 */
async function measureArticleBeside(beside: Beside, loads: ArticleLoad[], urlOf: UrlOf, appPid: number) {
  const { name, description, script, connections, goal, headStartMs } = beside;
  console.log(
    `\nThe cached article ${ARTICLE_PAGE} alone and beside ${description}, ${loads.map((load) => load.description).join(', then ')}; ${ROUNDS} interleaved rounds of ${SECONDS} s.`,
  );
  const results = new Map<string, WrkResult[]>();
  const cpu = new Map<string, ArmCpu[]>();
  const besideRounds = new Map<string, WrkResult[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of COUNTING_TARGETS) {
      for (const load of loads) {
        const arms = [false, true];
        for (const withBeside of round % 2 === 1 ? arms : [...arms].reverse()) {
          const traffic = withBeside ? startBeside(urlOf(target, '/'), script, headStartMs, connections) : null;
          if (traffic) await new Promise((resolve) => setTimeout(resolve, headStartMs));
          const cpuBefore = processTreeCpuMs(appPid);
          const startedAt = performance.now();
          const result = load.measure(urlOf(target, ARTICLE_PAGE));
          const appCpuMsPerSecond = ((processTreeCpuMs(appPid) - cpuBefore) * 1000) / (performance.now() - startedAt);
          const sent = traffic ? await traffic : null;
          const key = `${target} ${load.key} ${withBeside ? name : 'alone'}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          cpu.set(key, [...(cpu.get(key) ?? []), { appCpuMsPerSecond, besidePerSecond: sent?.requestsPerSecond ?? 0 }]);
          if (sent) besideRounds.set(key, [...(besideRounds.get(key) ?? []), sent]);
          console.log(
            `round ${round} ${target} ${load.key} ${withBeside ? `beside ${name}` : 'alone'}: ${format(result.requestsPerSecond)} req/s, p50 ${format(result.p50Ms, 1)} ms, p99 ${format(result.p99Ms, 1)} ms, app CPU ${format(appCpuMsPerSecond)} ms/s` +
              (sent
                ? `; ${name} answered ${format(sent.requestsPerSecond, 1)}/s, p50 ${format(sent.p50Ms, 1)} ms, errors ${sent.errors}`
                : ''),
          );
        }
      }
    }
  }
  for (const load of loads) {
    const alone: Arm = { key: `${load.key} alone`, label: 'alone' };
    const within: Arm = { key: `${load.key} ${name}`, label: `beside ${name}` };
    console.log(`\n## The article ${load.description}`);
    printRatioTable(results, {
      caption: `the article's req/s beside ${name} against alone`,
      off: alone,
      on: within,
      unit: 'req/s',
      goal,
    });
    printBesideCpuTable(cpu, besideRounds, {
      name,
      reference: alone,
      beside: within,
      saturated: load.key === 'saturated',
    });
  }
}

/**
 * The app's CPU during the article's measurement, per target and arm (medians), what one request
 * of the traffic beside cost it, round by round (median), and how fast and how late that traffic
 * was answered. The host's stolen time is not the app's CPU: this figure moves less from run to
 * run than throughput ratios do. When the article saturates the bare app, the app's one core is
 * busy in every arm, so the traffic's cost shows only in the article's ratio (decision 062).
 */
function printBesideCpuTable(
  cpu: Map<string, ArmCpu[]>,
  besideRounds: Map<string, WrkResult[]>,
  { name, reference, beside, saturated }: { name: string; reference: Arm; beside: Arm; saturated: boolean },
): void {
  console.log(
    `\nThe app's CPU while the article was measured (ms a second, medians), per request of ${name} (median of the rounds' own figures), and ${name} as answered (medians)\n`,
  );
  console.log(
    `| target | ${reference.label} ms/s | ${beside.label} ms/s | per request of ${name} ms | ${name}/s | ${name} p50 ms | ${name} p99 ms | ${name} errors |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const target of COUNTING_TARGETS) {
    const references = cpu.get(`${target} ${reference.key}`) ?? [];
    const besides = cpu.get(`${target} ${beside.key}`) ?? [];
    const cpuOf = (samples: ArmCpu[]) => format(median(samples.map((sample) => sample.appCpuMsPerSecond)));
    const perRequest =
      saturated && target === 'app'
        ? 'n/a (the article saturates the app)'
        : format(median(besides.map((sample, round) => cpuPerBesideRequestMs(references[round]!, sample))), 3);
    const sent = medianResult(besideRounds.get(`${target} ${beside.key}`) ?? []);
    console.log(
      `| ${target} | ${cpuOf(references)} | ${cpuOf(besides)} | ${perRequest} | ${format(sent.requestsPerSecond, 1)} | ${format(sent.p50Ms, 1)} | ${format(sent.p99Ms, 1)} | ${sent.errors} |`,
    );
  }
}

/** wrk sending a traffic from `headStartMs` before one measurement to a little after it, in the background. */
function startBeside(
  origin: string,
  script: string,
  headStartMs: number,
  connections = BESIDE_CONNECTIONS,
): Promise<WrkResult> {
  const seconds = SECONDS + Math.ceil(headStartMs / 1000) + 1;
  const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, origin]);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(parseWrkReport(output)) : reject(new Error(`wrk beside the article failed (${code})`)),
    ),
  );
}

/** Waits until the app serves `url`: it listens before its start (migrations, demo content) is done. */
async function waitUntilServed(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(url).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} was not served within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

runMeasuringCommand('cabinet-bench-', async (session) => {
  const { port: appPort, pid: appPid } = await startMeasuredApp(session);
  await waitUntilServed(`http://127.0.0.1:${appPort}${ARTICLE_PAGE}`, 120_000);
  const proxy = await startNginxProxy([appPort]);
  const files = await startFileServer(session, appPort);
  const urlOf = (target: Target, page: string) =>
    target === 'app'
      ? `http://127.0.0.1:${appPort}${page}`
      : target === 'recipe'
        ? `${proxy.url}${page}`
        : `http://127.0.0.1:${files.port}${files.paths.get(page)}`;

  if (!readingsOnly) measurePages(urlOf);
  if (!searchOnly) await measureReadings(session.workDir, appPid, urlOf);
  if (!readingsOnly) {
    const script = path.join(session.workDir, 'peak-searches.lua');
    writeFileSync(script, SEARCHES_SCRIPT);
    await measureArticleBeside(
      {
        name: 'searches',
        description: `distinct searches at the design load's peak (${PEAK_SEARCHES_PER_SECOND}/s)`,
        script,
        connections: SEARCH_CONNECTIONS,
        goal: SEARCHES_GOAL,
        headStartMs: SEARCHES_HEAD_START_MS,
      },
      articleLoads(session.workDir),
      urlOf,
      appPid,
    );
  }
  await proxy.stop();
});
