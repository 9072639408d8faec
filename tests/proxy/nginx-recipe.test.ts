import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeLocalNginxConfig } from '../../scripts/proxy/local-nginx-config';
import { nginxWorker } from '../../scripts/proxy/nginx-worker';
import { startNginxProxy, type RunningProxy, waitForPort } from '../../scripts/proxy/start-proxy';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { SHARED_PAGE_CACHE_CONTROL } from '../../src/front-server/page-cache/shared-cache-control';
import { nginxProgram, productionSiteFolder } from './support/production-site';

/*
 * The shipped nginx recipe (deploy/nginx/, run by `npm run proxy`) in front of two small app
 * stand-ins on loopback that answer what the test asks for and say which of them answered and
 * what they received. Each test uses its own path, so cache entries never leak between tests.
 */
type Seen = {
  upstream: number;
  hit: number;
  forwardedFor: string | undefined;
  rsc: string | undefined;
  acceptEncoding: string | undefined;
  padding?: string;
};

// Every request a stand-in received, as "METHOD path".
const received: string[] = [];

function startUpstream(id: number): Promise<http.Server> {
  let hits = 0;
  const server = http.createServer((request, response) => {
    hits += 1;
    received.push(`${request.method} ${request.url}`);
    const url = new URL(request.url ?? '/', 'http://upstream');
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const cacheControl = url.searchParams.get('cc');
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    if (url.searchParams.has('cookie')) headers['Set-Cookie'] = 'visitor=1; Path=/';
    const seen: Seen = {
      upstream: id,
      hit: hits,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      rsc: request.headers.rsc as string | undefined,
      acceptEncoding: request.headers['accept-encoding'],
      ...(url.searchParams.has('pad') && { padding: 'texte '.repeat(400) }),
    };
    response.writeHead(200, headers).end(JSON.stringify(seen));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let upstreams: http.Server[] = [];
let proxy: RunningProxy;
let sequence = 0;
const uniquePath = (prefix: string) => `${prefix}/case-${(sequence += 1)}-${Date.now()}`;
const PUBLIC = 'cc=public%2C%20max-age%3D0%2C%20s-maxage%3D60';
// What the app sends with every shared public page (src/front-server/page-cache/shared-cache-control.ts).
const SHARED = `cc=${encodeURIComponent(SHARED_PAGE_CACHE_CONTROL)}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${proxy.url}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    seen: (await response.json()) as Seen,
  };
}

beforeAll(async () => {
  upstreams = await Promise.all([startUpstream(1), startUpstream(2)]);
  proxy = await startNginxProxy(upstreams.map((server) => (server.address() as AddressInfo).port));
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the nginx recipe', () => {
  it('keeps a page the app marks public (s-maxage) and answers the next visitor from the cache', async () => {
    const path = `${uniquePath('/blog')}?${PUBLIC}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.seen).toEqual(first.seen);
  });

  // nginx counts in whole seconds: `s-maxage=1` keeps a copy fresh for one to two seconds.
  it("hands out the previous copy within the app's stale-while-revalidate window, refreshed in the background", async () => {
    const path = `${uniquePath('/blog')}?${SHARED}`;
    const first = await get(path);
    let answer = await get(path);
    while (answer.cache === 'HIT') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await get(path);
    }
    expect(answer.cache).toBe('STALE');
    expect(answer.seen).toEqual(first.seen);
    await expect.poll(async () => (await get(path)).seen, { timeout: 1_000 }).not.toEqual(first.seen);
  });

  it('never hands out a copy older than that window: after a quiet period the visitor gets the current page', async () => {
    const path = `${uniquePath('/blog')}?${SHARED}`;
    const first = await get(path);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const afterQuiet = await get(path);
    expect(afterQuiet.cache).not.toBe('STALE');
    expect(afterQuiet.seen).not.toEqual(first.seen);
  });

  it('never stores a private or no-store answer', async () => {
    const path = `${uniquePath('/blog')}?cc=private%2C%20no-store`;
    const first = await get(path);
    const second = await get(path);
    expect(second.cache).not.toBe('HIT');
    expect(second.seen).not.toEqual(first.seen);
  });

  it('never stores an answer that sets a cookie, even one marked public', async () => {
    const path = `${uniquePath('/blog')}?${PUBLIC}&cookie=1`;
    await get(path);
    expect((await get(path)).cache).not.toBe('HIT');
  });

  it('never answers a request with a staff session from the cache, nor stores its answer for others', async () => {
    const path = `${uniquePath('/blog')}?${PUBLIC}`;
    const staff = { Cookie: 'theme=clair; cabinet.session_token=abc.def' };
    const anonymousFirst = await get(path);
    const staffAnswer = await get(path, staff);
    expect(staffAnswer.cache).toBe('BYPASS');
    expect(staffAnswer.seen).not.toEqual(anonymousFirst.seen);
    const anonymousAgain = await get(path);
    expect(anonymousAgain.seen, 'the anonymous visitor still gets the anonymous copy').toEqual(anonymousFirst.seen);

    const securePath = `${uniquePath('/blog')}?${PUBLIC}`;
    const secureStaff = await get(securePath, { Cookie: '__Secure-cabinet.session_token=abc' });
    expect(secureStaff.cache).toBe('BYPASS');
    expect((await get(securePath)).seen, 'nothing was stored from the staff request').not.toEqual(secureStaff.seen);
  });

  it('never caches the back office, the API or review links, whatever the app answers', async () => {
    for (const prefix of ['/admin', '/api', '/relecture']) {
      const path = `${uniquePath(prefix)}?${PUBLIC}`;
      await get(path);
      expect((await get(path)).cache, prefix).not.toBe('HIT');
    }
  });

  it('keeps HTML and React Server Component payloads of one URL apart', async () => {
    const path = `${uniquePath('/blog')}?${PUBLIC}`;
    const html = await get(path);
    const payload = await get(path, { RSC: '1' });
    expect(payload.seen.rsc).toBe('1');
    expect(payload.seen).not.toEqual(html.seen);
    expect((await get(path)).seen).toEqual(html.seen);
    expect((await get(path, { RSC: '1' })).seen).toEqual(payload.seen);
  });

  it('makes no entry per RSC value Next does not read: any value but "1" shares the HTML’s entry', async () => {
    const path = `${uniquePath('/blog')}?${PUBLIC}`;
    const html = await get(path);
    for (const value of ['n1', 'n2', '0', '1,1']) {
      const answer = await get(path, { RSC: value, 'Next-Router-State-Tree': `t-${value}` });
      expect(answer.seen, value).toEqual(html.seen);
      expect(answer.cache, value).toBe('HIT');
    }
  });

  it('overwrites X-Forwarded-For with the client address, so a client cannot choose its own', async () => {
    const { seen } = await get(uniquePath('/blog'), { 'X-Forwarded-For': '203.0.113.9' });
    expect(seen.forwardedFor).toBe('127.0.0.1');
  });

  it('balances between the app processes', async () => {
    const answered = new Set<number>();
    for (let round = 0; round < 6; round += 1) answered.add((await get(uniquePath('/blog'))).seen.upstream);
    expect([...answered].sort()).toEqual([1, 2]);
  });

  it('compresses text answers for clients that accept it', async () => {
    const response = await fetch(`${proxy.url}${uniquePath('/blog')}?pad=1`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br; q=0.0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0', ''],
    ['gzip;q=0, br;q=0', ''],
    ['br;q=0.1', 'br'],
    ['identity', ''],
  ])('honours q=0 in Accept-Encoding: %j reaches the app as %j', async (acceptEncoding, forwarded) => {
    const { seen } = await get(`${uniquePath('/blog')}?${PUBLIC}`, { 'Accept-Encoding': acceptEncoding });
    expect(seen.acceptEncoding ?? '').toBe(forwarded);
  });

  it('does not compress for a client that refuses gzip with q=0', async () => {
    const response = await fetch(`${proxy.url}${uniquePath('/blog')}?pad=1`, {
      headers: { 'Accept-Encoding': 'gzip;q=0' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('keeps our images (not hashed) for a day even when the app gives no lifetime', async () => {
    const path = uniquePath('/images/articles');
    const first = await get(path);
    const second = await get(path);
    expect(second.cache).toBe('HIT');
    expect(second.seen).toEqual(first.seen);
  });

  it('does not tell its version', async () => {
    const response = await fetch(`${proxy.url}${uniquePath('/blog')}`);
    expect(response.headers.get('server')).toBe('nginx');
  });
});

describe('readers’ beacons through the recipe (decision 067)', () => {
  it('proxies every beacon to the app like any /api request: each one reaches it, with the address nginx saw', async () => {
    const before = received.length;
    const beacon = () =>
      fetch(`${proxy.url}/api/views`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://cabinet.example.ma',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '198.51.100.1',
        },
        body: JSON.stringify({ kind: 'view', path: '/blog/article' }),
      });
    const answers = [await beacon(), await beacon()];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // The reader is the peer nginx saw, never the X-Forwarded-For the client chose.
      expect(((await answer.json()) as Seen).forwardedFor).toBe('127.0.0.1');
    }
    expect(received.slice(before)).toEqual(['POST /api/views', 'POST /api/views']);
  });
});

describe('the production site file (deploy/nginx/cabinet.conf)', () => {
  it('is accepted by nginx -t once its paths point at this machine', () => {
    const folder = productionSiteFolder();
    try {
      writeFileSync(
        path.join(folder, 'nginx.conf'),
        `pid ${folder}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include ${folder}/site.conf;\n}\n`,
      );
      const output = execFileSync(nginxProgram(), ['-t', '-p', folder, '-c', path.join(folder, 'nginx.conf')], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(output).toBe('');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the access log', () => {
  it('never holds what a visitor searched for beside their address, with the access log Debian’s nginx.conf keeps', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-nginx-log-'));
    const upstream = await startUpstream(3);
    const port = await freeLoopbackPort();
    const configFile = writeLocalNginxConfig(
      {
        repositoryRoot: path.resolve(import.meta.dirname, '..', '..'),
        workDir: folder,
        listenPort: port,
        upstreamPorts: [(upstream.address() as AddressInfo).port],
        workerUser: nginxWorker()?.user ?? null,
      },
      (config) => config.replace('access_log off;', `access_log ${path.join(folder, 'access.log')};`),
    );
    const nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', folder, '-c', configFile], {
      stdio: 'ignore',
    });
    try {
      await waitForPort(port, 15_000);
      await fetch(`http://127.0.0.1:${port}/blog/recherche?q=vaginisme+secret`);
      await fetch(`http://127.0.0.1:${port}/blog/recherche?q=vaginisme+secret&page=2`);
      // What a reader's beacon reports (the page read) is in its body, which no log format writes.
      await fetch(`http://127.0.0.1:${port}/api/views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'view', path: '/blog/article-intime' }),
      });
      await fetch(`http://127.0.0.1:${port}/blog/un-article`);
      // nginx writes a request's line once it has finished it, which can be after the client has
      // its answer: the article's line, asked for after the searches, is awaited first.
      const log = await vi.waitFor(
        () => {
          const written = readFileSync(path.join(folder, 'access.log'), 'utf8');
          expect(written).toContain('/blog/un-article');
          return written;
        },
        { timeout: 5_000, interval: 20 },
      );
      expect(log).not.toContain('vaginisme');
      expect(log).not.toContain('article-intime');
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
      await new Promise((resolve) => upstream.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
