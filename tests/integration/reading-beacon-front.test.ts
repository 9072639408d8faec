import './auth-helpers';
import dgram from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as countView } from '@/app/api/views/route';
import { readingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';
import { connectReadingBeacon } from '@/front-server/bundled/connect-reading-beacon';
import { createReadingBeaconAnswer } from '@/front-server/http/reading-beacon';
import { listenForReadingDatagrams, type ReadingDatagramListener } from '@/front-server/http/reading-datagrams';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/http/same-origin-request';
import { READING_BODY_LIMIT } from '@/lib/statistics/readings-endpoint';
import { createStaff } from '@/server/auth/staff';
import { getPostForStaff } from '@/server/blog/posts';
import { recordPeerAddresses, withPeerAddress } from '@/server/http/peer-address';
import { answerReadingBeacon } from '@/server/statistics/reading-beacon';
import { flushReadings } from '@/server/statistics/reading-queue';
import { postStreaming } from '../e2e/support/streaming-post';
import { makePost } from '../support/factories';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

/*
 * The reading beacon answered by the front server before Next (decision 052): the handler of
 * src/front-server/http/reading-beacon.ts in a real HTTP server on loopback, connected to the
 * route's own handler as src/instrumentation.ts connects it, in front of a stand-in for Next that
 * answers 418. Every answer must be the route's, byte for byte, plus next.config.ts's headers.
 */
const SITE = 'http://cabinet.test';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FROM_SITE = {
  'content-type': 'application/json',
  'user-agent': PHONE,
  origin: SITE,
  'sec-fetch-site': 'same-origin',
};
const SECURITY_HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];
const MB = 1024 * 1024;

const servers: http.Server[] = [];
const failures: unknown[] = [];
let origin = '';
let unconnected = '';

async function listen(bridge: Parameters<typeof createReadingBeaconAnswer>[0]['bridge']): Promise<string> {
  const answer = createReadingBeaconAnswer({
    bridge,
    headers: SECURITY_HEADERS,
    onError: failures.push.bind(failures),
  });
  const server = http.createServer((req, res) => {
    if (answer(req, res)) return;
    res.writeHead(418, { 'content-type': 'text/plain' }).end('next');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // As in the app: every request handled within its socket peer's address (src/instrumentation.ts).
  recordPeerAddresses();
  connectReadingBeacon();
  origin = await listen(readingBeaconBridge());
  unconnected = await listen({});
});
afterEach(() => {
  // Every beacon was answered by the route's checks, none by the door's bare 500.
  expect(failures.splice(0)).toEqual([]);
});
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const post = (path: string, body: string, headers: Record<string, string>, at = origin) =>
  fetch(`${at}${path}`, { method: 'POST', headers, body });
const view = (slug: string, headers: Record<string, string>) =>
  post('/api/views', JSON.stringify({ kind: 'view', path: `/blog/${slug}` }), { ...FROM_SITE, ...headers });
const viewsOf = async (id: string) => {
  await flushReadings();
  return (await getPostForStaff(id))?.views_count;
};
/** What the route answers when called directly, as Next would call it, from the same loopback peer. */
const direct = (body: string, headers: Record<string, string>) =>
  withPeerAddress('127.0.0.1', () =>
    countView(new Request(`${SITE}/api/views`, { method: 'POST', headers: { ...FROM_SITE, ...headers }, body })),
  );

/** A view beacon of exactly `bytes` bytes: the schema ignores the padding, the bound does not. */
function paddedBeacon(bytes: number): string {
  const empty = JSON.stringify({ kind: 'view', path: '/', pad: '' });
  return JSON.stringify({ kind: 'view', path: '/', pad: 'a'.repeat(bytes - empty.length) });
}

describe('POST /api/views answered by the front server (decisions 052 and 056)', () => {
  it('counts a reader once with the route’s 204, no cookie, the site’s headers, whatever the query', async () => {
    const article = await makePost();
    const first = await view(article.slug, { 'x-forwarded-for': '203.0.113.40' });
    const again = await post('/api/views?from=cache', JSON.stringify({ kind: 'view', path: `/blog/${article.slug}` }), {
      ...FROM_SITE,
      'x-forwarded-for': '203.0.113.40',
    });
    const expected = await direct('{"kind":"view","path":"/"}', { 'x-forwarded-for': '203.0.113.41' });
    for (const answer of [first, again]) {
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe(expected.headers.get('cache-control'));
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toBe('');
    }
    await view(article.slug, { 'x-forwarded-for': '203.0.113.42' });
    expect(await viewsOf(article.id)).toBe(2);
  });

  it('never counts another site, a robot, a missing browser name or a signed-in staff member', async () => {
    const article = await makePost();
    const email = uniqueEmail('front-beacon-staff');
    await createStaff({ email, name: 'Secrétaire', role: 'editor', password: STRONG_PASSWORD });
    const cookie = await signInCookie(email);
    const foreign = await view(article.slug, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: FOREIGN_ORIGIN_MESSAGE });
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (const headers of [{ 'user-agent': googlebot }, { 'user-agent': '' }, { cookie }] as Record<string, string>[]) {
      expect((await view(article.slug, { ...headers, 'x-forwarded-for': '203.0.113.43' })).status).toBe(204);
    }
    expect(await viewsOf(article.id)).toBe(0);
  });

  it.each([
    ['an unknown kind', '{"kind":"purchase","path":"/"}'],
    ['broken JSON', '{"kind":'],
    [
      'a referrer of 10 kB',
      JSON.stringify({ kind: 'view', path: '/', referrer: `https://x.example/${'a'.repeat(10_000)}` }),
    ],
    ['a path of another site', '{"kind":"view","path":"https://evil.example/"}'],
  ])('answers %s exactly as the route does', async (_case, body) => {
    const [front, route] = [await post('/api/views', body, FROM_SITE), await direct(body, {})];
    expect(front.status).toBe(route.status);
    const text = await front.text();
    expect(text).toBe(await route.text());
    expect(front.headers.get('content-type')).toBe(route.headers.get('content-type'));
    // A refusal is sized, not chunked, though the front writes its headers before the body; a 204 has neither.
    expect(front.headers.get('content-length')).toBe(text === '' ? null : String(Buffer.byteLength(text)));
  });

  it('accepts a body of exactly the bound and refuses one byte more, as the route does', async () => {
    for (const [bytes, status] of [
      [READING_BODY_LIMIT, 204],
      [READING_BODY_LIMIT + 1, 413],
    ] as const) {
      const body = paddedBeacon(bytes);
      expect(Buffer.byteLength(body)).toBe(bytes);
      const [front, route] = [await post('/api/views', body, FROM_SITE), await direct(body, {})];
      expect([front.status, route.status]).toEqual([status, status]);
      expect(await front.text()).toBe(await route.text());
    }
  });

  it('refuses a declared 200 MB body after the headers, and a chunked one past a few kB', async () => {
    for (const declared of [200 * MB, undefined]) {
      const answer = await postStreaming(`${origin}/api/views`, { headers: FROM_SITE, declared, maxBytes: 200 * MB });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: 'La requête est trop volumineuse.' });
      // Node discards what is already in flight while the answer travels back: a few MB at most.
      expect(answer.sentBytes).toBeLessThan(50 * MB);
    }
  });

  it('answers a reader’s beacon at once, without a promise, and waits only to look up a session (decision 063)', async () => {
    const article = await makePost();
    const reader = { headers: new Headers({ ...FROM_SITE, 'x-forwarded-for': '203.0.113.44' }), peer: '127.0.0.1' };
    const body = Buffer.from(JSON.stringify({ kind: 'view', path: `/blog/${article.slug}` }));
    const counted = answerReadingBeacon(reader, body);
    expect(counted).toBeInstanceOf(Response);
    expect((counted as Response).status).toBe(204);
    const withSession = { ...reader, headers: new Headers({ ...FROM_SITE, cookie: 'cabinet.session_token=unknown' }) };
    const looked = answerReadingBeacon(withSession, body);
    expect(looked).toBeInstanceOf(Promise);
    expect((await looked).status).toBe(204);
    // The peer the door gives names the reader: without it, this reader and the one before (no
    // X-Forwarded-For) would be one unknown address, counted once.
    await answerReadingBeacon({ headers: new Headers(FROM_SITE), peer: '198.51.100.7' }, body);
    expect(await viewsOf(article.id)).toBe(3);
  });

  it('leaves every other request, and every request before the bridge is connected, to Next', async () => {
    const body = JSON.stringify({ kind: 'view', path: '/' });
    const others = [
      await fetch(`${origin}/api/views`),
      await post('/api/views/', body, FROM_SITE),
      await post('/api/viewsx', body, FROM_SITE),
      await post('/api/views', body, FROM_SITE, unconnected),
    ];
    for (const answer of others) {
      expect(answer.status).toBe(418);
      expect(await answer.text()).toBe('next');
    }
  });
});

describe('readers’ beacons handed over by nginx as datagrams (decision 065)', () => {
  let listener: ReadingDatagramListener;
  let sender: dgram.Socket;
  const datagramFailures: unknown[] = [];

  beforeAll(async () => {
    listener = await listenForReadingDatagrams({
      port: 0,
      bridge: readingBeaconBridge(),
      onError: (_message, error) => datagramFailures.push(error),
    });
    sender = dgram.createSocket('udp4');
  });
  afterEach(() => {
    expect(datagramFailures.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    sender.close();
    await listener.close();
  });

  /** A datagram as nginx's `cabinet_reading` log format writes it (deploy/nginx/cabinet-http.conf). */
  const send = (fields: Record<string, string>) =>
    new Promise<void>((resolve, reject) =>
      sender.send(
        `<190>Nov 27 18:32:40 cabinet_reading: ${JSON.stringify(fields)}`,
        listener.port,
        '127.0.0.1',
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  const reading = (slug: string, address: string, headers: Record<string, string> = {}) => ({
    ...FROM_SITE,
    peer: address,
    body: JSON.stringify({ kind: 'view', path: `/blog/${slug}` }),
    ...headers,
  });
  /** Datagrams from one socket arrive in order: once this one is counted, those sent before it were read. */
  const countedUpTo = async (id: string, views: number) =>
    vi.waitFor(async () => expect(await viewsOf(id)).toBe(views), { timeout: 5_000, interval: 20 });

  it('counts the reader by the peer nginx saw, once a day, as the door does', async () => {
    const article = await makePost();
    await send(reading(article.slug, '203.0.113.60'));
    await send(reading(article.slug, '203.0.113.60'));
    await send(reading(article.slug, '203.0.113.61'));
    await countedUpTo(article.id, 2);
  });

  it('never counts another site, a robot, a body past the bound, or what nginx did not write', async () => {
    const article = await makePost();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    await send(
      reading(article.slug, '203.0.113.62', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    await send(reading(article.slug, '203.0.113.63', { 'user-agent': googlebot }));
    await send(reading(article.slug, '203.0.113.64', { body: paddedBeacon(READING_BODY_LIMIT + 1) }));
    await send(reading(article.slug, '203.0.113.65', { body: '{"kind":' }));
    await new Promise<void>((resolve) => sender.send('not a reading', listener.port, '127.0.0.1', () => resolve()));
    await send(reading(article.slug, '203.0.113.66'));
    await countedUpTo(article.id, 1);
  });

  it('does not take a port another process listens on: the app then says so and serves on', async () => {
    await expect(
      listenForReadingDatagrams({ port: listener.port, bridge: readingBeaconBridge(), onError: () => undefined }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
