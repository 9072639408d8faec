/**
 * `node --import tsx scripts/cache-flood.ts`: floods a running built app (`npm start`) with
 * FLOOD_REQUESTS (500,000) requests to the public pages, each with distinct header values and a
 * distinct query string (every header of the framework's client and of its infrastructure, in
 * turn, plus tracking parameters), and reports the server process's resident memory before,
 * at its peak and after. Fails (exit 1) when the peak passes FLOOD_MAX_RSS_MB (the stated
 * ceiling, decision 029), when a request fails, or when a page is answered with anything but
 * itself (the `{}` of a poisoned cache).
 *
 *   FLOOD_URL   the app's origin (http://127.0.0.1:3000)
 *   FLOOD_PID   the process id of the app's server (the `node … scripts/serve.ts` process)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { FLOOD_PAGES, floodRequest } from './soak/flood-requests';

const REQUESTS = Number(process.env.FLOOD_REQUESTS || 500_000);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY || 32);
const MAX_RSS_MB = Number(process.env.FLOOD_MAX_RSS_MB || 450);
const base = new URL(process.env.FLOOD_URL || 'http://127.0.0.1:3000');
const pid = Number(process.env.FLOOD_PID);
if (!Number.isInteger(pid) || pid <= 0) {
  console.error('FLOOD_PID must name the process id of the app’s server (see `ss -ltnp`).');
  process.exit(2);
}

function rssMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(index: number): Promise<{ status: number; poisoned: boolean; label: string }> {
  const { path, headers, label } = floodRequest(index);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: base.hostname, port: base.port, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').trimStart();
        // A page, a feed or robots.txt answered as JSON or empty: what the poisoned cache served.
        const isPayload = headers.rsc === '1';
        const poisoned = !isPayload && response.statusCode === 200 && (body === '' || body.startsWith('{'));
        resolve({ status: response.statusCode ?? 0, poisoned, label });
      });
    });
    request.on('error', reject);
  });
}

async function flood(from: number, to: number) {
  let next = from;
  let failed = 0;
  let poisoned = 0;
  const kinds = new Set<string>();
  const worker = async () => {
    while (next < to) {
      const index = next;
      next += 1;
      try {
        const answer = await send(index);
        if (answer.status >= 400) {
          failed += 1;
          kinds.add(`${answer.label}: HTTP ${answer.status}`);
        }
        if (answer.poisoned) {
          poisoned += 1;
          kinds.add(`${answer.label}: not the page`);
        }
      } catch (error) {
        failed += 1;
        kinds.add(`${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failed, poisoned, kinds };
}

// Every page rendered and kept once, so "before" holds the cache's ordinary content.
await flood(0, FLOOD_PAGES.length * 20);
const before = rssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 500);
const started = Date.now();
const result = await flood(REQUESTS, REQUESTS * 2);
clearInterval(sampler);
const after = rssMb();
peak = Math.max(peak, after);
const seconds = (Date.now() - started) / 1000;
const verdict = peak <= MAX_RSS_MB && result.failed === 0 && result.poisoned === 0 ? 'ok' : 'FAIL';
console.log(
  `${REQUESTS} requests in ${seconds.toFixed(0)} s (${(REQUESTS / seconds).toFixed(0)}/s): server RSS ${before.toFixed(0)} MB before, ` +
    `${peak.toFixed(0)} MB at peak, ${after.toFixed(0)} MB after (ceiling ${MAX_RSS_MB} MB); ` +
    `${result.failed} failed, ${result.poisoned} answered with something else than the page: ${verdict}`,
);
for (const kind of [...result.kinds].slice(0, 20)) console.log(`  ${kind}`);
agent.destroy();
process.exit(verdict === 'ok' ? 0 : 1);
