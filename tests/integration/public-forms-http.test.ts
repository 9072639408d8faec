import './auth-helpers';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GET as challengeRoute } from '@/app/api/formulaires/defi/route';
import { POST as viewsRoute } from '@/app/api/views/route';
import { withPeerAddress } from '@/server/http/peer-address';
import { definePublicForm, publicFormRoute } from '@/server/public-forms/public-form';
import { publicFormToken } from '@/server/public-forms/token';
import { postStreaming } from '../e2e/support/streaming-post';

/**
 * The public-form path over real HTTP (docs/decisions/039): the handlers mounted on a Node HTTP
 * server, as `next start` serves route handlers, and spoken to by a real client: the form a
 * browser posts without JavaScript (303, or a page of its own), the site script's JSON with a
 * proof of work fetched from the app's challenge route, and a body too big cut before its end.
 * The form exists only here: the app has no test-only route.
 */
const handled: string[] = [];
const noteForm = definePublicForm({
  name: 'note',
  action: '/api/note',
  alert: { formLabel: 'note', inboxPath: '/admin' },
  schema: z.object({ note: z.string().trim().min(5, 'Écrivez au moins 5\u00a0caractères.').max(500) }),
  fields: [{ name: 'note', label: 'Votre note', kind: 'textarea', required: true }],
  backTo: () => '/blog/article',
  handle: async (values) => {
    handled.push(values.note);
    return { message: 'Merci, votre note est reçue.' };
  },
});
const routes: Record<string, (request: Request) => Promise<Response>> = {
  'POST /api/note': publicFormRoute(noteForm),
  'GET /api/formulaires/defi': async (request) => challengeRoute(request),
  'POST /api/views': (request) => viewsRoute(new NextRequest(request)),
};

let site = '';
/** The site's own origin as its pages send it (SITE_URL in auth-helpers), whatever port we listen on. */
const ORIGIN = 'http://cabinet.test';

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const route = routes[`${req.method} ${new URL(req.url!, site).pathname}`];
  if (!route) return void res.writeHead(404).end();
  const body = req.method === 'POST' ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  const request = new Request(new URL(req.url!, site), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body,
    duplex: 'half',
  } as RequestInit);
  const response = await withPeerAddress(req.socket.remoteAddress!, () => route(request));
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), connection: 'close' });
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = http.createServer((req, res) => {
  serve(req, res).catch(() => res.writeHead(500).end());
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const browserPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site}/api/note`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
const issuedAMinuteAgo = () => publicFormToken('note', Date.now() - 60_000);

describe('a public form over HTTP, without JavaScript', () => {
  it('POST, then 303 back to the page’s sent message, with no cookie', async () => {
    const response = await browserPost({ jeton: issuedAMinuteAgo(), site_web: '', note: 'Bonjour docteur' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/article#note-envoye');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(handled).toContain('Bonjour docteur');
  });

  it('a refused send answers a private page with the form, what was typed and the French error', async () => {
    const response = await browserPost({ jeton: issuedAMinuteAgo(), site_web: '', note: 'Oui' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain('<form method="post" action="/api/note">');
    expect(page).toContain('>Oui</textarea>');
    expect(page).toContain('Écrivez au moins 5\u00a0caractères.');
  });

  it('a body over the limit, chunked without a length, gets 413 in French before it is all sent', async () => {
    const answer = await postStreaming(`${site}/api/note`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      maxBytes: 50 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('La requête est trop volumineuse.');
    expect(answer.sentBytes).toBeLessThan(20 * 1024 * 1024);
  });
});

describe('a public form over HTTP, sent by the site script', () => {
  it('fetches a token and a challenge, solves it, and gets the French answer as JSON', async () => {
    const challenge = await fetch(`${site}/api/formulaires/defi?formulaire=note`, {
      headers: { accept: 'application/json' },
    });
    expect(challenge.headers.get('cache-control')).toBe('private, no-store');
    const { jeton, defi } = (await challenge.json()) as { jeton: string; defi: Challenge };
    // The token is issued now: the script fetches it at the first focus, seconds before a send.
    const [issuedAt, key, signature] = jeton.split('.');
    const earlier = publicFormToken('note', Number(issuedAt) - 60_000);
    expect(key).toBeTruthy();
    expect(signature).toBeTruthy();
    const solution = await solveChallenge({ challenge: defi, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge: defi, solution })).toString('base64');
    const response = await browserPost(
      { jeton: earlier, site_web: '', note: 'Question du script', altcha },
      { accept: 'application/json' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Merci, votre note est reçue.',
      location: '/blog/article#note-envoye',
    });
    const replayed = await browserPost(
      { jeton: earlier, site_web: '', note: 'Autre question', altcha },
      { accept: 'application/json' },
    );
    expect(replayed.status).toBe(400);
  });
});

describe('the view counter over HTTP', () => {
  it('refuses another origin and an oversized body, as every public write', async () => {
    const foreign = await fetch(`${site}/api/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: '{"slug":"x"}',
    });
    expect(foreign.status).toBe(403);
    const answer = await postStreaming(`${site}/api/views`, {
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      maxBytes: 10 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
  });
});
