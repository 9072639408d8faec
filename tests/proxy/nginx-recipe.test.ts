import { execFileSync, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxySnippetSendingReadingsTo, writeLocalNginxConfig } from '../../scripts/proxy/local-nginx-config';
import { nginxWorker } from '../../scripts/proxy/nginx-worker';
import { startNginxProxy, type RunningProxy, waitForPort } from '../../scripts/proxy/start-proxy';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { SHARED_PAGE_CACHE_CONTROL } from '../../src/front-server/page-cache/shared-cache-control';
import { parseReadingDatagram } from '../../src/lib/statistics/reading-datagram';
import { READING_BODY_LIMIT } from '../../src/lib/statistics/readings-endpoint';
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
// What the first app process receives from nginx on its port's UDP twin (decision 065).
let readings: dgram.Socket;
const datagrams: Buffer[] = [];
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
  readings = dgram.createSocket('udp4');
  readings.on('message', (message) => datagrams.push(message));
  await new Promise<void>((resolve) =>
    readings.bind((upstreams[0]!.address() as AddressInfo).port, '127.0.0.1', resolve),
  );
  proxy = await startNginxProxy(upstreams.map((server) => (server.address() as AddressInfo).port));
});

afterAll(async () => {
  await proxy?.stop();
  readings?.close();
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

const READER = {
  'content-type': 'application/json',
  origin: 'https://cabinet.example.ma',
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
};

const beacon = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(`${proxy.url}/api/views`, {
    method,
    headers: { ...READER, ...headers },
    body: method === 'POST' ? body : null,
  });

/**
 * The next datagram nginx sent: a marker beacon is sent after what must not be handed over, and
 * must be the next to arrive (nginx logs a request before it answers it).
 */
async function nextDatagram() {
  await vi.waitFor(() => expect(datagrams.length).toBeGreaterThan(0), { timeout: 5_000, interval: 10 });
  return parseReadingDatagram(datagrams.shift()!);
}

async function expectOnlyMarkerHandedOver() {
  const marker = JSON.stringify({ kind: 'view', path: `/marker-${(sequence += 1)}` });
  expect((await beacon(marker)).status).toBe(204);
  expect((await nextDatagram())?.body?.toString()).toBe(marker);
}

describe('readers’ beacons through the recipe (decision 065)', () => {
  it('answers a reader’s beacon itself and hands it to the first app process as one datagram', async () => {
    const body = JSON.stringify({ kind: 'view', path: '/blog/l’été', referrer: 'https://www.google.com/?q="a"' });
    const before = received.length;
    const answer = await beacon(body, { 'x-forwarded-for': '198.51.100.1' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const datagram = await nextDatagram();
    expect(datagram?.body?.toString('utf8')).toBe(body);
    expect(datagram?.headers.get('origin')).toBe(READER.origin);
    expect(datagram?.headers.get('sec-fetch-site')).toBe('same-origin');
    expect(datagram?.headers.get('user-agent')).toBe(READER['user-agent']);
    // The reader is the peer nginx saw, never the X-Forwarded-For the client chose.
    expect(datagram?.peer).toBe('127.0.0.1');
    expect(datagram?.headers.get('x-forwarded-for')).toBeNull();
    expect(received.slice(before), 'no app process was asked').toEqual([]);
  });

  it('hands over a body of exactly the bound whole and refuses one byte more with 413', async () => {
    const empty = JSON.stringify({ kind: 'view', path: '/', pad: '' });
    const at = JSON.stringify({ kind: 'view', path: '/', pad: 'é"'.repeat((READING_BODY_LIMIT - empty.length) / 4) });
    const padded = at + ' '.repeat(READING_BODY_LIMIT - Buffer.byteLength(at));
    expect(Buffer.byteLength(padded)).toBe(READING_BODY_LIMIT);
    expect((await beacon(padded)).status).toBe(204);
    expect((await nextDatagram())?.body?.toString('utf8')).toBe(padded);
    expect((await beacon(`${padded} `)).status).toBe(413);
    await expectOnlyMarkerHandedOver();
  });

  it('sends a staff member’s beacon to the app, which looks the session up, and hands nothing over', async () => {
    const before = received.length;
    const answer = await beacon('{"kind":"view","path":"/"}', { cookie: 'cabinet.session_token=abc' });
    expect(answer.status).toBe(200);
    expect(received.slice(before)).toEqual(['POST /api/views']);
    await expectOnlyMarkerHandedOver();
  });

  it('takes only POST, and its inner location cannot be reached from outside', async () => {
    expect((await beacon('', {}, 'GET')).status).toBe(403);
    for (const method of ['GET', 'POST']) {
      const inner = await fetch(`${proxy.url}/_cabinet_reading_body`, {
        method,
        body: method === 'POST' ? '{}' : null,
      });
      expect(inner.status, method).toBe(404);
    }
    await expectOnlyMarkerHandedOver();
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

  it('hands a reader’s beacon sent over HTTP/2 to the first app process whole, at the bound', async () => {
    const appPort = (upstreams[0]!.address() as AddressInfo).port;
    const [plainPort, tlsPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
    const folder = productionSiteFolder((site, scratch) => {
      const snippet = readFileSync(path.join(site.match(/include (\S+cabinet-proxy\.conf);/)![1]!), 'utf8');
      writeFileSync(path.join(scratch, 'cabinet-proxy.conf'), proxySnippetSendingReadingsTo(snippet, appPort));
      return site
        .replace(/include \S+cabinet-proxy\.conf;/, `include ${scratch}/cabinet-proxy.conf;`)
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
        .replace(/\n\s*listen \[::\][^\n]*/g, '')
        .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
        .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`);
    });
    const worker = nginxWorker();
    if (worker) chmodSync(folder, 0o755);
    writeFileSync(
      path.join(folder, 'nginx.conf'),
      `daemon off;\n${worker ? `user ${worker.user};\n` : ''}pid ${folder}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${folder}/site.conf;\n}\n`,
    );
    const nginx = spawn(nginxProgram(), ['-p', folder, '-c', path.join(folder, 'nginx.conf')], { stdio: 'ignore' });
    let session: http2.ClientHttp2Session | undefined;
    try {
      await waitForPort(tlsPort, 15_000);
      session = http2.connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false });
      const empty = JSON.stringify({ kind: 'view', path: '/', pad: '' });
      const body = JSON.stringify({ kind: 'view', path: '/', pad: 'a'.repeat(READING_BODY_LIMIT - empty.length) });
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session!.request({
          ':method': 'POST',
          ':path': '/api/views',
          ':authority': 'cabinet.example.ma',
          ...READER,
        });
        stream.once('response', (headers) => resolve(Number(headers[':status'])));
        stream.once('error', reject);
        stream.resume();
        stream.end(body);
      });
      expect(status).toBe(204);
      expect((await nextDatagram())?.body?.toString()).toBe(body);
    } finally {
      session?.close();
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('where readings go', () => {
  it('production sends them to the app process of cabinet.conf’s first upstream port; npm run proxy to its own', () => {
    const deploy = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx');
    const site = readFileSync(path.join(deploy, 'cabinet.conf'), 'utf8');
    const snippet = readFileSync(path.join(deploy, 'cabinet-proxy.conf'), 'utf8');
    const firstUpstream = /upstream cabinet_app \{\s*server 127\.0\.0\.1:(\d+);/.exec(site)?.[1];
    expect(snippet.match(/syslog:server=127\.0\.0\.1:(\d+),/g)).toEqual([`syslog:server=127.0.0.1:${firstUpstream},`]);
    expect(proxySnippetSendingReadingsTo(snippet, 4123)).toContain('syslog:server=127.0.0.1:4123,');
    expect(() => proxySnippetSendingReadingsTo(snippet.replace('syslog:server=127.0.0.1:3000,', ''), 4123)).toThrow(
      /where readings go/,
    );
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
      // A reader's beacon is handed to the app, never written beside the reader's address.
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
      expect(log).not.toContain('/api/views');
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
      await new Promise((resolve) => upstream.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
