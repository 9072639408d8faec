import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/http/same-origin-request';
import { postStreaming } from '../../../tests/e2e/support/streaming-post';
import { goesThroughActionGate, handleServerActionCall } from './server-action-gate';

/**
 * The gate in front of Next for server action calls, in a real HTTP server: what it lets through
 * reaches the handler byte for byte; ids the build does not know get 409, malformed bodies 400 and
 * oversized ones 413, without the handler ever seeing them (there, Next would answer 500 and log
 * a stack, or log a stack for the unknown id).
 */
const MB = 1024 * 1024;
const KNOWN_ID = '7f'.repeat(21);
// Its origin: this server's, once it listens.
const ACTION = { 'next-action': KNOWN_ID, origin: '' };
const knownActions = new Set([KNOWN_ID, '40'.repeat(21)]);
let base = '';
let reached: Array<{ body: string; contentType: string | undefined }> = [];

async function behindTheGate(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  reached.push({ body: Buffer.concat(parts).toString('utf8'), contentType: req.headers['content-type'] });
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
}

const server = http.createServer((req, res) => {
  const answer = goesThroughActionGate(req)
    ? handleServerActionCall(req, res, behindTheGate, knownActions)
    : behindTheGate(req, res);
  answer.catch(() => res.writeHead(500).end());
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ACTION.origin = base;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(
  body: BodyInit,
  headers: Record<string, string>,
  path = '/admin/blog/new',
): Promise<{ status: number; text: string }> {
  reached = [];
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

function multipart(fields: Record<string, string>): { body: string; contentType: string } {
  const boundary = '----cabinet0123456789';
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { body: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The server's log lines in each test (the gate logs through the console, as src/front-server/server.ts does). */
function capturedServerLog() {
  const log = { warnings: [] as string[], errors: [] as unknown[][] };
  beforeEach(() => {
    log.warnings = [];
    log.errors = [];
    vi.spyOn(console, 'warn').mockImplementation(
      (...line: unknown[]) => void log.warnings.push(line.map(String).join(' ')),
    );
    vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => void log.errors.push(line));
  });
  afterEach(() => vi.restoreAllMocks());
  return log;
}

const deep = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('server action calls naming an id the build does not know (a tab left open across a deploy)', () => {
  const log = capturedServerLog();

  it("answer 409 in French, with the header Next's client reads, not stored, and one warning line", async () => {
    reached = [];
    const response = await fetch(`${base}/admin/blog/new`, {
      method: 'POST',
      headers: { ...ACTION, 'next-action': '00'.repeat(21), 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toBe('Cette page n’est plus à jour : rechargez-la pour continuer.');
    expect(response.headers.get('x-nextjs-action-not-found')).toBe('1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(reached).toEqual([]);
    expect(log.warnings).toEqual([
      `Server action "${'00'.repeat(21)}" is not in this build (a page from another deploy?): answered 409`,
    ]);
    expect(log.errors).toEqual([]);
  });

  it("an id is the client's text: logged as JSON, cut after 64 characters", async () => {
    expect(
      (await post('[]', { ...ACTION, 'next-action': 'y'.repeat(5_000), 'content-type': 'text/plain' })).status,
    ).toBe(409);
    expect(
      (await post('[]', { ...ACTION, 'next-action': '"} {"level":"error', 'content-type': 'text/plain' })).status,
    ).toBe(409);
    expect(log.warnings).toEqual([
      `Server action "${'y'.repeat(64)}…" is not in this build (a page from another deploy?): answered 409`,
      'Server action "\\"} {\\"level\\":\\"error" is not in this build (a page from another deploy?): answered 409',
    ]);
  });

  it('without reading the body: a large upload gets its answer before it is sent', async () => {
    reached = [];
    const answer = await postStreaming(`${base}/admin/blog/new`, {
      headers: { ...ACTION, 'next-action': 'ab'.repeat(21), 'content-type': 'text/plain' },
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toBe('Cette page n’est plus à jour : rechargez-la pour continuer.');
    expect(answer.sentBytes).toBeLessThan(20 * MB);
    expect(reached).toEqual([]);
  });

  it('every id of the build gets through', async () => {
    expect(await post('[]', { ...ACTION, 'next-action': '40'.repeat(21), 'content-type': 'text/plain' })).toEqual({
      status: 200,
      text: 'ok',
    });
    expect(log.warnings).toEqual([]);
  });
});

describe('server action calls: malformed bodies answer 400 in French and never reach Next', () => {
  it.each([
    ['broken JSON', '[{"title":"a",', 'text/plain;charset=UTF-8'],
    ['not JSON at all', 'bonjour', 'text/plain;charset=UTF-8'],
    ['JSON nested 10,000 deep', deep(10_000), 'text/plain;charset=UTF-8'],
    [
      'a multipart body without its boundary',
      '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]',
      'multipart/form-data',
    ],
    [
      'a multipart body cut in the middle',
      '------cabinet0123456789\r\nContent-Disposition: form-da',
      'multipart/form-data; boundary=----cabinet0123456789',
    ],
  ])('%s', async (_label, body, contentType) => {
    const answer = await post(body, { ...ACTION, 'content-type': contentType });
    expect(answer).toEqual({ status: 400, text: 'La requête est mal formée.' });
    expect(reached).toEqual([]);
  });

  it('a multipart body whose reply row is not JSON', async () => {
    const { body, contentType } = multipart({ '0': '["$K1"', '1_title': 'Un titre' });
    expect(await post(body, { ...ACTION, 'content-type': contentType })).toMatchObject({ status: 400 });
    expect(reached).toEqual([]);
  });

  it('a multipart body whose reply row nests 1,000 deep', async () => {
    const { body, contentType } = multipart({ '0': deep(1_000) });
    expect(await post(body, { ...ACTION, 'content-type': contentType })).toMatchObject({ status: 400 });
  });
});

describe('server action calls that Next can decode reach it unchanged', () => {
  it('a JSON body, accents included', async () => {
    const body = JSON.stringify([{ title: 'Échographie du 3ᵉ trimestre', content: '<p>Texte</p>' }, 'save', null]);
    expect(await post(body, { ...ACTION, 'content-type': 'text/plain;charset=UTF-8' })).toEqual({
      status: 200,
      text: 'ok',
    });
    expect(reached).toEqual([{ body, contentType: 'text/plain;charset=UTF-8' }]);
  });

  it('a multipart body with its form fields', async () => {
    const { body, contentType } = multipart({
      '0': '[{"ok":false},"$K1"]',
      '1_email': 'a@b.c',
      '1_password': 'x "y" z',
    });
    expect(await post(body, { ...ACTION, 'content-type': contentType })).toEqual({ status: 200, text: 'ok' });
    expect(reached).toEqual([{ body, contentType }]);
  });

  it('a body of exactly 1 MB', async () => {
    const body = JSON.stringify(['a'.repeat(MB - 4)]);
    expect(Buffer.byteLength(body)).toBe(MB);
    expect((await post(body, { ...ACTION, 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(200);
    expect(reached[0]?.body.length).toBe(MB);
  });

  it('POSTs to route handlers are not read by the gate: they read their own bodies', async () => {
    expect(await post('pas du JSON', { 'content-type': 'text/plain' }, '/api/views')).toEqual({
      status: 200,
      text: 'ok',
    });
    expect(await post('x', { 'content-type': 'multipart/form-data; boundary=zz' }, '/api/admin/uploads')).toEqual({
      status: 200,
      text: 'ok',
    });
  });

  it('a public form posted without the script to its route under /api/ reaches Next unread (decision 039)', async () => {
    const body = 'jeton=1.k.s&site_web=&question=Faut-il+%C3%AAtre+%C3%A0+jeun+%3F';
    expect(await post(body, { 'content-type': 'application/x-www-form-urlencoded' }, '/api/questions')).toEqual({
      status: 200,
      text: 'ok',
    });
    expect(reached).toEqual([{ body, contentType: 'application/x-www-form-urlencoded' }]);
  });
});

describe('server action bodies over 1 MB get 413 before they are read to the end', () => {
  it('announced by Content-Length', async () => {
    const answer = await postStreaming(`${base}/admin/blog/new`, {
      headers: { ...ACTION, 'content-type': 'text/plain' },
      declared: 200 * MB,
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('La requête est trop volumineuse.');
    expect(answer.sentBytes).toBeLessThan(20 * MB);
  });

  it('chunked, with no length announced', async () => {
    reached = [];
    const answer = await postStreaming(`${base}/admin/blog/new`, {
      headers: { ...ACTION, 'content-type': 'text/plain' },
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('La requête est trop volumineuse.');
    expect(answer.sentBytes).toBeLessThan(20 * MB);
    expect(reached).toEqual([]);
  });
});

describe('every other POST to a page goes through the gate too (decision 029)', () => {
  const log = capturedServerLog();

  it('a multipart POST with a garbage body to a public page: 400 in French, one warning line, no stack', async () => {
    expect(await post('x', { 'content-type': 'multipart/form-data; boundary=zz' }, '/blog')).toEqual({
      status: 400,
      text: 'La requête est mal formée.',
    });
    expect(reached).toEqual([]);
    expect(log.warnings).toEqual(['POST "/blog" refused, multipart body that does not parse: answered 400']);
    expect(log.errors).toEqual([]);
  });

  it('a form naming no server action: 400', async () => {
    const { body, contentType } = multipart({ nom: 'Dupont' });
    expect(await post(body, { 'content-type': contentType }, '/blog')).toEqual({
      status: 400,
      text: 'La requête est mal formée.',
    });
    expect(log.warnings).toEqual(['POST "/blog" refused, form naming no server action: answered 400']);
  });

  it('a form posted without the script naming an id the build does not know, either way React writes it: 409', async () => {
    const byId = multipart({ [`$ACTION_ID_${'00'.repeat(21)}`]: '', email: 'a@b.c' });
    const byReference = multipart({
      $ACTION_REF_1: '',
      '$ACTION_1:0': `{"id":"${'01'.repeat(21)}","bound":"$@1"}`,
      '$ACTION_1:1': '[]',
    });
    for (const { body, contentType } of [byId, byReference]) {
      const answer = await post(body, { 'content-type': contentType }, '/admin/setup');
      expect(answer).toEqual({ status: 409, text: 'Cette page n’est plus à jour : rechargez-la pour continuer.' });
    }
    expect(reached).toEqual([]);
    expect(log.warnings).toHaveLength(2);
    expect(log.errors).toEqual([]);
  });

  it('a form posted without the script naming an action of the build reaches Next unchanged', async () => {
    const { body, contentType } = multipart({
      $ACTION_REF_1: '',
      '$ACTION_1:0': `{"id":"${KNOWN_ID}","bound":"$@1"}`,
      '$ACTION_1:1': '[]',
      email: 'a@b.c',
    });
    expect(await post(body, { 'content-type': contentType }, '/admin/setup')).toEqual({ status: 200, text: 'ok' });
    expect(reached).toEqual([{ body, contentType }]);
    expect(log.warnings).toEqual([]);
  });

  it('any other POST to a page: 405 in French, unread', async () => {
    for (const headers of [
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'text/plain' },
      {} as Record<string, string>,
    ]) {
      const answer = await post('a=b', headers, '/');
      expect(answer).toEqual({ status: 405, text: 'Cette adresse ne reçoit pas de formulaire.' });
    }
    expect(reached).toEqual([]);
    expect(log.warnings).toEqual(Array(3).fill('POST "/" refused, not a server action call: answered 405'));
  });

  it('a chunked multipart body over 1 MB to a public page: 413 once past the limit, not read to its end', async () => {
    const answer = await postStreaming(`${base}/blog`, {
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('La requête est trop volumineuse.');
    expect(answer.sentBytes).toBeLessThan(20 * MB);
    expect(reached).toEqual([]);
    expect(log.warnings).toEqual(['POST "/blog" refused, body over 1 MB: answered 413']);
  });
});

describe('server action calls from a page of another host (cross-site request forgery)', () => {
  const log = capturedServerLog();

  it('answer 403 in French unread, one warning line and no error, where Next answered 500', async () => {
    for (const origin of ['https://attaquant.example', 'null', 'pas une adresse']) {
      expect(await post('[]', { ...ACTION, origin, 'content-type': 'text/plain' }), origin).toEqual({
        status: 403,
        text: FOREIGN_ORIGIN_MESSAGE,
      });
    }
    const { body, contentType } = multipart({ [`$ACTION_ID_${KNOWN_ID}`]: '' });
    expect((await post(body, { 'content-type': contentType, origin: 'https://attaquant.example' })).status).toBe(403);
    expect(reached).toEqual([]);
    expect(log.warnings).toHaveLength(4);
    expect(log.warnings[0]).toBe('POST "/admin/blog/new" refused, sent from another host: answered 403');
    expect(log.errors).toEqual([]);
  });

  it('the host a proxy forwarded is the one compared, as Next compares it', async () => {
    const proxied = { ...ACTION, origin: 'https://cabinet.example.ma', 'content-type': 'text/plain' };
    expect((await post('[]', { ...proxied, 'x-forwarded-host': 'cabinet.example.ma' })).status).toBe(200);
    expect((await post('[]', { ...proxied, 'x-forwarded-host': 'autre.example.ma' })).status).toBe(403);
  });
});
