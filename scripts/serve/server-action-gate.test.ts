import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStreaming } from '../../tests/e2e/support/streaming-post';
import { handleServerActionCall, isServerActionCall } from './server-action-gate';

/**
 * The gate in front of Next for server action calls, in a real HTTP server: what it lets through
 * reaches the handler byte for byte; malformed bodies get 400 and oversized ones 413, without the
 * handler ever seeing them (there, Next would answer 500 and log a stack).
 */
const MB = 1024 * 1024;
const ACTION = { 'next-action': '7f'.repeat(21), origin: 'http://127.0.0.1' };
let base = '';
let reached: Array<{ body: string; contentType: string | undefined }> = [];

async function behindTheGate(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  reached.push({ body: Buffer.concat(parts).toString('utf8'), contentType: req.headers['content-type'] });
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
}

const server = http.createServer((req, res) => {
  const answer = isServerActionCall(req) ? handleServerActionCall(req, res, behindTheGate) : behindTheGate(req, res);
  answer.catch(() => res.writeHead(500).end());
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function post(body: BodyInit, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  reached = [];
  const response = await fetch(`${base}/admin/blog/new`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

function multipart(fields: Record<string, string>): { body: string; contentType: string } {
  const boundary = '----cabinet0123456789';
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { body: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const deep = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('server action calls: malformed bodies answer 400 in French and never reach Next', () => {
  it.each([
    ['broken JSON', '[{"title":"a",', 'text/plain;charset=UTF-8'],
    ['not JSON at all', 'bonjour', 'text/plain;charset=UTF-8'],
    ['JSON nested 10,000 deep', deep(10_000), 'text/plain;charset=UTF-8'],
    ['a multipart body without its boundary', '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]', 'multipart/form-data'],
    ['a multipart body cut in the middle', '------cabinet0123456789\r\nContent-Disposition: form-da', 'multipart/form-data; boundary=----cabinet0123456789'],
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
    expect(await post(body, { ...ACTION, 'content-type': 'text/plain;charset=UTF-8' })).toEqual({ status: 200, text: 'ok' });
    expect(reached).toEqual([{ body, contentType: 'text/plain;charset=UTF-8' }]);
  });

  it('a multipart body with its form fields', async () => {
    const { body, contentType } = multipart({ '0': '[{"ok":false},"$K1"]', '1_email': 'a@b.c', '1_password': 'x "y" z' });
    expect(await post(body, { ...ACTION, 'content-type': contentType })).toEqual({ status: 200, text: 'ok' });
    expect(reached).toEqual([{ body, contentType }]);
  });

  it('a body of exactly 1 MB', async () => {
    const body = JSON.stringify(['a'.repeat(MB - 4)]);
    expect(Buffer.byteLength(body)).toBe(MB);
    expect((await post(body, { ...ACTION, 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(200);
    expect(reached[0]?.body.length).toBe(MB);
  });

  it('other requests are not read by the gate', async () => {
    expect(await post('pas du JSON', { 'content-type': 'text/plain' })).toEqual({ status: 200, text: 'ok' });
  });
});

describe('server action bodies over 1 MB get 413 before they are read to the end', () => {
  it('announced by Content-Length', async () => {
    const answer = await postStreaming(`${base}/admin/blog/new`, { headers: { ...ACTION, 'content-type': 'text/plain' }, declared: 200 * MB, maxBytes: 200 * MB });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('La requête est trop volumineuse.');
    expect(answer.sentBytes).toBeLessThan(20 * MB);
  });

  it('chunked, with no length announced', async () => {
    reached = [];
    const answer = await postStreaming(`${base}/admin/blog/new`, { headers: { ...ACTION, 'content-type': 'text/plain' }, maxBytes: 200 * MB });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('La requête est trop volumineuse.');
    expect(answer.sentBytes).toBeLessThan(20 * MB);
    expect(reached).toEqual([]);
  });
});
