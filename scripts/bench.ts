/**
 * `npm run bench`: the public pages under load, side by side in one run, as the serving issue and
 * decision records report them. It starts what it needs on loopback: the app (`npm start` on a
 * fresh SQLite database with the demo content, in its own build folder), the deploy/ nginx recipe
 * in front of it, and a plain nginx serving the very bytes the app sent, from files. Then, for
 * each page, interleaved rounds of `wrk --latency` against the three, and the medians.
 *
 * Then the cost of counting readers (decision 050): the cached article with and without its
 * readers' beacons (one POST /api/views per page view, as src/browser/page-reading.ts sends it),
 * in the same interleaved rounds, against the app and through the recipe; page views per second
 * side by side and their ratio; then the cached article alone, beside other readers' beacons
 * arriving at a steady rate, and beside the same beacons sent to an nginx that answers 204 (the
 * control: what the measuring itself costs on the same cores). What counting costs the pages
 * served to others is the article beside the beacons against beside the control (decision 059).
 * Around each of these measurements the app's CPU time is read too (/proc): through the recipe,
 * where nginx answers the beacons and hands them to the app as datagrams (decision 065) and the
 * app serves none of the article, what one beacon cost it (decision 062).
 * `npm run bench -- --counting` measures these alone.
 *
 * Then a flood of distinct searches (decision 053): the cached article alone and while another
 * client sends searches that were never asked before (each one rendered by the app), in the same
 * interleaved rounds; the article's requests per second side by side and their ratio.
 * `npm run bench -- --search` measures the search pages and the flood alone.
 *
 * BENCH_SECONDS (10) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (64), BENCH_APP_PORT (a free one).
 *
 * The search engine itself over 10,000 articles on both engines is `npm run bench:search`
 * (scripts/bench-search.ts, decisions 042 and 049).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ArmCpu, cpuPerBesideRequestMs, processTreeCpuMs } from './bench/app-cpu';
import { NUMBERED_THREADS, readerBeaconsScript, readerTrafficScript, wrkPacing } from './bench/reader-traffic';
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
const countingOnly = process.argv.includes('--counting');
const PAGES = searchOnly ? [ARTICLE_PAGE, ...SEARCH_PAGES] : [ARTICLE_PAGE, '/', '/blog', ...SEARCH_PAGES];
const TARGETS = ['app', 'recipe', 'nginx-file'] as const;
type Target = (typeof TARGETS)[number];
// The serving issue's targets, side by side with nginx on the same bytes (docs/decisions/011).
const GOALS: Partial<Record<Target, { ratio: number; p99Ms: number }>> = {
  app: { ratio: 0.03, p99Ms: 250 },
  recipe: { ratio: 0.5, p99Ms: 50 },
};
// Counting readers may cost the cached article at most this much of its throughput (decision 050).
const COUNTING_GOAL = 0.95;
const COUNTING_PAGE = ARTICLE_PAGE;
const COUNTING_TARGETS = ['app', 'recipe'] as const;
// A flood of distinct searches may cost the cached article at most this much of its throughput.
const FLOOD_GOAL = 0.9;
// Connections of a traffic sent beside the article (a flood, readers' beacons), paced by wrk's `delay`.
const BESIDE_CONNECTIONS = 16;
// A crawler or a script sending made-up searches as fast as a small bot does, not as fast as the
// server can answer (wrk's connections would then take the article's share of requests, whatever they asked).
const FLOOD_SEARCHES_PER_SECOND = 100;
// Measured once the flood has spent the allowance's burst: a flood lasts, its first second does not.
const FLOOD_HEAD_START_MS = 3_000;
// Beacons have no burst to spend: a second is enough for them to arrive at their steady rate.
const BEACONS_HEAD_START_MS = 1_000;
// Readers' beacons beside the article: 200 page views a second is 17 million a day, a thousand
// times what the practice's site sees; their cost to pages served to others is what readers feel.
const BEACONS_PER_SECOND = 200;

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

/**
 * The control of the beacons' measure (decision 059): an nginx that answers every request `204`
 * and does nothing else. The same paced wrk sent to it costs the machine what the measuring
 * itself costs (the sender on the same two cores, an answer as cheap as an answer gets), so the
 * article beside it against beside the beacons is what counting costs.
 */
const startNullAnswerer = (session: MeasuringSession) =>
  startPlainNginx(session, 'null-answerer', '    location / { return 204; }\n');

function runWrk(url: string, seconds: number, script?: string): WrkResult {
  const request = script ? ['-s', script] : ['-H', 'Accept: text/html'];
  const result = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...request, url], {
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
    `| target | ${off.label} ${unit} | ${on.label} ${unit} | ratio | round ratios, median | p99 ${off.label} ms | p99 ${on.label} ms | errors |${goal ? ' target met |' : ''}`,
  );
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${goal ? ' --- |' : ''}`);
  for (const target of COUNTING_TARGETS) {
    const offRounds = results.get(`${target} ${off.key}`) ?? [];
    const onRounds = results.get(`${target} ${on.key}`) ?? [];
    const without = medianResult(offRounds);
    const within = medianResult(onRounds);
    const ratio = within.requestsPerSecond / without.requestsPerSecond;
    const paired = medianRoundRatio(offRounds, onRounds);
    const met = goal ? ` ${ratio >= goal && paired >= goal ? 'yes' : 'NO'} (both ≥ ${goal}×) |` : '';
    console.log(
      `| ${target} | ${format(without.requestsPerSecond)} | ${format(within.requestsPerSecond)} | ${format(ratio, 4)} | ${format(paired, 4)} | ${format(without.p99Ms, 1)} | ${format(within.p99Ms, 1)} | ${without.errors + within.errors} |${met}`,
    );
  }
}

/**
 * The cached article with its readers' beacons and without, interleaved (the order alternates
 * from round to round), in page views per second: with counting, half the requests are beacons.
 */
function measureCounting(workDir: string, appPort: number, urlOf: UrlOf): void {
  const scripts = new Map<boolean, string>();
  for (const counting of [false, true]) {
    const file = path.join(workDir, `readers-${counting ? 'counting' : 'plain'}.lua`);
    writeFileSync(file, readerTrafficScript({ page: COUNTING_PAGE, origin: `http://127.0.0.1:${appPort}`, counting }));
    scripts.set(counting, file);
  }
  const pageViews = (result: WrkResult, counting: boolean) => ({
    ...result,
    requestsPerSecond: counting ? result.requestsPerSecond / 2 : result.requestsPerSecond,
  });
  console.log(
    `\nCounting readers: ${COUNTING_PAGE}, with and without one beacon per page view, ${ROUNDS} interleaved rounds.`,
  );
  for (const target of COUNTING_TARGETS)
    for (const counting of [false, true]) runWrk(urlOf(target, '/'), 2, scripts.get(counting));
  const results = new Map<string, WrkResult[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of COUNTING_TARGETS) {
      for (const counting of round % 2 === 1 ? [false, true] : [true, false]) {
        const result = pageViews(runWrk(urlOf(target, '/'), SECONDS, scripts.get(counting)), counting);
        const key = `${target} ${counting}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `round ${round} ${target} counting ${counting ? 'on' : 'off'}: ${format(result.requestsPerSecond)} page views/s, p99 ${format(result.p99Ms, 1)} ms`,
        );
      }
    }
  }
  // No goal: a second request per page view can only come near 95 % if it costs a twentieth of
  // a cached page (decision 052). The goal is the article's, beside the readers' beacons.
  printRatioTable(results, {
    caption: 'page views per second with counting against without',
    off: { key: 'false', label: 'counting off' },
    on: { key: 'true', label: 'counting on' },
    unit: 'pv/s',
  });
}

/**
 * A wrk script sending searches never asked before, FLOOD_SEARCHES_PER_SECOND in all: a real word
 * with a made-up one, numbered by run, thread and request, so no answer can come from a cache.
 */
const FLOOD_SCRIPT = [
  wrkPacing(FLOOD_SEARCHES_PER_SECOND, BESIDE_CONNECTIONS),
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

/**
 * A traffic sent beside the cached article: what it is, its wrk script, its goal for the article,
 * and, when the goal is measured against a control, the server the same traffic is then sent to.
 */
type Beside = {
  name: string;
  description: string;
  script: string;
  goal: number;
  headStartMs: number;
  control?: { origin: string; description: string };
};

/**
 * The cached article alone and while another traffic runs beside it (the order turns from round
 * to round), against the app and through the recipe: the article's requests per second side by
 * side, and their ratio. With a control, also beside the same traffic sent to the control server:
 * the goal is then the ratio against the control (decision 059).
 */
async function measureArticleBeside(
  { name, description, script, goal, headStartMs, control }: Beside,
  urlOf: UrlOf,
  appPid: number,
) {
  const alone: Arm = { key: 'alone', label: 'alone' };
  const controlled: Arm = { key: 'control', label: 'beside the control' };
  const beside: Arm = { key: name, label: `beside ${name}` };
  const arms = control ? [alone, controlled, beside] : [alone, beside];
  console.log(
    `\nThe cached article ${ARTICLE_PAGE} alone${control ? `, beside ${control.description}` : ''} and beside ${description}, ${ROUNDS} interleaved rounds.`,
  );
  const results = new Map<string, WrkResult[]>();
  const cpu = new Map<string, ArmCpu[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of COUNTING_TARGETS) {
      const order = arms.map((_, index) => arms[(index + round - 1) % arms.length]!);
      for (const arm of order) {
        const origin = arm === beside ? urlOf(target, '/') : arm === controlled ? control?.origin : undefined;
        const traffic = origin ? startBeside(origin, script, headStartMs) : null;
        if (traffic) await new Promise((resolve) => setTimeout(resolve, headStartMs));
        const cpuBefore = processTreeCpuMs(appPid);
        const startedAt = performance.now();
        const result = runWrk(urlOf(target, ARTICLE_PAGE), SECONDS);
        const appCpuMsPerSecond = ((processTreeCpuMs(appPid) - cpuBefore) * 1000) / (performance.now() - startedAt);
        const sent = traffic ? await traffic : null;
        const key = `${target} ${arm.key}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        cpu.set(key, [...(cpu.get(key) ?? []), { appCpuMsPerSecond, besidePerSecond: sent?.requestsPerSecond ?? 0 }]);
        console.log(
          `round ${round} ${target} ${arm.label}: ${format(result.requestsPerSecond)} req/s, p99 ${format(result.p99Ms, 1)} ms, app CPU ${format(appCpuMsPerSecond)} ms/s` +
            (sent ? `; ${name} answered ${format(sent.requestsPerSecond)}/s, errors ${sent.errors}` : ''),
        );
      }
    }
  }
  const unit = 'req/s';
  if (control) {
    printRatioTable(results, {
      caption: `the article's req/s beside ${name} against alone`,
      off: alone,
      on: beside,
      unit,
    });
    printRatioTable(results, {
      caption: `the article's req/s beside the control against alone (what the measuring costs)`,
      off: alone,
      on: controlled,
      unit,
    });
  }
  const reference = control ? controlled : alone;
  printRatioTable(results, {
    caption: `the article's req/s beside ${name} against ${reference.label}`,
    off: reference,
    on: beside,
    unit,
    goal,
  });
  printBesideCpuTable(cpu, { name, reference, beside });
}

/**
 * The app's CPU during the article's measurement, per target and arm (medians), and, through the
 * recipe, what one request of the traffic beside cost it, round by round (median). The host's
 * stolen time is not the app's CPU: this figure moves less from run to run than throughput ratios
 * do. On the bare app the article saturates the app's one core in every arm, so the traffic's
 * cost shows only in the article's ratio (decision 062).
 */
function printBesideCpuTable(
  cpu: Map<string, ArmCpu[]>,
  { name, reference, beside }: { name: string; reference: Arm; beside: Arm },
): void {
  console.log(
    `\nThe app's CPU while the article was measured (ms a second, medians), and per request of ${name} (median of the rounds' own figures)\n`,
  );
  console.log(`| target | ${reference.label} ms/s | ${beside.label} ms/s | per request of ${name} ms |`);
  console.log('| --- | ---: | ---: | ---: |');
  for (const target of COUNTING_TARGETS) {
    const references = cpu.get(`${target} ${reference.key}`) ?? [];
    const besides = cpu.get(`${target} ${beside.key}`) ?? [];
    const cpuOf = (samples: ArmCpu[]) => format(median(samples.map((sample) => sample.appCpuMsPerSecond)));
    const perRequest =
      target === 'app'
        ? 'n/a (the article saturates the app)'
        : format(median(besides.map((sample, round) => cpuPerBesideRequestMs(references[round]!, sample))), 3);
    console.log(`| ${target} | ${cpuOf(references)} | ${cpuOf(besides)} | ${perRequest} |`);
  }
}

/** wrk sending a traffic from `headStartMs` before one measurement to a little after it, in the background. */
function startBeside(origin: string, script: string, headStartMs: number): Promise<WrkResult> {
  const seconds = SECONDS + Math.ceil(headStartMs / 1000) + 1;
  const child = spawn('wrk', ['-t1', `-c${BESIDE_CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, origin]);
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
  await waitUntilServed(`http://127.0.0.1:${appPort}${COUNTING_PAGE}`, 120_000);
  const proxy = await startNginxProxy([appPort]);
  const files = await startFileServer(session, appPort);
  const urlOf = (target: Target, page: string) =>
    target === 'app'
      ? `http://127.0.0.1:${appPort}${page}`
      : target === 'recipe'
        ? `${proxy.url}${page}`
        : `http://127.0.0.1:${files.port}${files.paths.get(page)}`;

  if (!countingOnly) measurePages(urlOf);
  if (!searchOnly) {
    measureCounting(session.workDir, appPort, urlOf);
    const script = path.join(session.workDir, 'beacons-beside.lua');
    writeFileSync(
      script,
      readerBeaconsScript({
        page: COUNTING_PAGE,
        origin: `http://127.0.0.1:${appPort}`,
        perSecond: BEACONS_PER_SECOND,
        connections: BESIDE_CONNECTIONS,
      }),
    );
    await measureArticleBeside(
      {
        name: 'beacons',
        description: `other readers' beacons (${BEACONS_PER_SECOND}/s, each a new reader)`,
        script,
        goal: COUNTING_GOAL,
        headStartMs: BEACONS_HEAD_START_MS,
        control: {
          origin: `http://127.0.0.1:${await startNullAnswerer(session)}`,
          description: 'the same beacons sent to an nginx answering 204',
        },
      },
      urlOf,
      appPid,
    );
  }
  if (!countingOnly) {
    const script = path.join(session.workDir, 'search-flood.lua');
    writeFileSync(script, FLOOD_SCRIPT);
    await measureArticleBeside(
      {
        name: 'flood',
        description: `a flood of distinct searches (${FLOOD_SEARCHES_PER_SECOND}/s)`,
        script,
        goal: FLOOD_GOAL,
        headStartMs: FLOOD_HEAD_START_MS,
      },
      urlOf,
      appPid,
    );
  }
  await proxy.stop();
});
