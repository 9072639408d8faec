import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { startAppProcess, type AppProcess } from './support/app-processes';
import { setupActionId } from './support/server-action-ids';

/**
 * Malformed requests of the reliability run (decision 023) sent over HTTP to the endpoints that read
 * a body: each gets a clear 4xx, never a 500.
 */
const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const CASES: [label: string, path: string, contentType: string, body: string][] = [
  ['sign-in: broken JSON', '/api/auth/sign-in/email', 'application/json', '{"email": "a@b.c", "password": '],
  [
    'sign-in: JSON nested 1,000 deep (within the size limit)',
    '/api/auth/sign-in/email',
    'application/json',
    deep(1_000),
  ],
  ['sign-in: an array instead of an object', '/api/auth/sign-in/email', 'application/json', '[1,2,3]'],
  [
    'sign-in: a lone surrogate in the e-mail',
    '/api/auth/sign-in/email',
    'application/json',
    '{"email":"\\ud800@b.c","password":"xxxxxxxxxxxx"}',
  ],
  [
    'sign-in: NUL in the password',
    '/api/auth/sign-in/email',
    'application/json',
    '{"email":"a@b.c","password":"abc\\u0000def"}',
  ],
  ['views: broken JSON', '/api/views', 'application/json', '{"slug":'],
  ['views: JSON nested 500 deep', '/api/views', 'application/json', deep(500)],
  ['views: a number instead of an object', '/api/views', 'application/json', '42'],
  [
    'views: a slug of 10,000 characters, over the 4 kB limit',
    '/api/views',
    'application/json',
    JSON.stringify({ slug: 's'.repeat(10_000) }),
  ],
];

for (const [label, path, contentType, body] of CASES) {
  test(`${label} → a 4xx, never a 500`, async ({ request, baseURL }) => {
    const response = await request.post(path, {
      headers: { 'content-type': contentType, origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      data: body,
    });
    expect(response.status(), await response.text()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
}

/*
 * The same for server action calls (Next's `Next-Action` header), to the first-admin set-up
 * page, whose action needs no session: Next decoded these itself and answered 500, logging a
 * stack.
 */
const BOUNDARY = '----cabinet0123456789';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const ACTION_CASES: [label: string, contentType: string, body: string][] = [
  ['broken JSON', 'text/plain;charset=UTF-8', '[{"ok":false},'],
  ['not JSON at all', 'text/plain;charset=UTF-8', 'bonjour'],
  ['JSON nested 10,000 deep', 'text/plain;charset=UTF-8', '['.repeat(10_000) + ']'.repeat(10_000)],
  ['multipart without a boundary', 'multipart/form-data', `${part('0', '[]')}--${BOUNDARY}--\r\n`],
  [
    'multipart cut in the middle',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-da`,
  ],
  [
    'multipart whose reply row is not JSON',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${part('0', '[{"ok":false},"$K1"')}${part('1_email', 'a@b.c')}--${BOUNDARY}--\r\n`,
  ],
];

for (const [label, contentType, body] of ACTION_CASES) {
  test(`server action: ${label} → 400 in French, never a 500`, async ({ request, baseURL }) => {
    const response = await request.post('/admin/setup', {
      headers: {
        'content-type': contentType,
        'next-action': setupActionId(),
        origin: baseURL!,
        accept: 'text/x-component',
      },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(400);
    expect(await response.text()).toBe('La requête est mal formée.');
  });
}

/*
 * Every other POST to a page goes through the same gate (decision 029): Next took a multipart
 * POST to a public page for a form posted without its script and answered 500 with a stack.
 */
const PAGE_POST_CASES: [
  label: string,
  path: string,
  contentType: string,
  body: string,
  status: number,
  message: string,
][] = [
  [
    'a multipart POST with a garbage body to a public page',
    '/blog',
    'multipart/form-data; boundary=zz',
    'x',
    400,
    'La requête est mal formée.',
  ],
  [
    'a form naming no server action',
    '/',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${part('nom', 'Dupont')}--${BOUNDARY}--\r\n`,
    400,
    'La requête est mal formée.',
  ],
  [
    'a form naming an action id the build does not know',
    '/blog/communication-couple',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${part(`$ACTION_ID_${'00'.repeat(21)}`, '')}--${BOUNDARY}--\r\n`,
    409,
    'Cette page n’est plus à jour : rechargez-la pour continuer.',
  ],
  [
    'a POST that is no server action call',
    '/blog',
    'application/x-www-form-urlencoded',
    'a=b',
    405,
    'Cette adresse ne reçoit pas de formulaire.',
  ],
];

for (const [label, path, contentType, body, status, message] of PAGE_POST_CASES) {
  test(`page POST: ${label} → ${status} in French, never a 500`, async ({ request, baseURL }) => {
    const response = await request.post(path, {
      headers: { 'content-type': contentType, origin: baseURL! },
      data: body,
    });
    expect(response.status()).toBe(status);
    expect(await response.text()).toBe(message);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
}

test('server action: a well-formed call still reaches the action (an expired set-up link is answered in French)', async ({
  request,
  baseURL,
}) => {
  const body = `${part('0', '[{"ok":false},"$K1"]')}${part('1_token', 'x')}${part('1_email', 'a@b.c')}${part('1_password', 'x')}${part('1_confirmation', 'x')}--${BOUNDARY}--\r\n`;
  const response = await request.post('/admin/setup', {
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'next-action': setupActionId(),
      origin: baseURL!,
      accept: 'text/x-component',
    },
    data: body,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Ce lien de configuration a déjà été utilisé ou a expiré.');
});

/*
 * An action id this build does not have: a tab left open across a deploy, or a probe. Next logged
 * a warning with a stack for each one; the app's server answers it first, in French, with the
 * status and header Next's client reads (it throws UnrecognizedActionError), and logs one line.
 * On an app process of its own, whose output the test reads.
 */
test.describe('server action: an id this build does not know', () => {
  let app: AppProcess;
  let scratch: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    scratch = mkdtempSync(path.join(os.tmpdir(), 'cabinet-unknown-action-'));
    const port = await freeLoopbackPort();
    app = await startAppProcess(port, {
      DATABASE_URL: `file:${path.join(scratch, 'app.db')}`,
      DATA_DIR: scratch,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: `http://127.0.0.1:${port}`,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  test('→ 409 « Cette page n’est plus à jour », not stored, and one warning line without a stack', async ({
    request,
  }) => {
    const unknownId = '00'.repeat(21);
    const logged = app.output().length;
    const response = await request.post(`${app.url}/admin/setup`, {
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': unknownId,
        origin: app.url,
        accept: 'text/x-component',
      },
      data: '[]',
    });
    expect(response.status()).toBe(409);
    expect(await response.text()).toBe('Cette page n’est plus à jour : rechargez-la pour continuer.');
    expect(response.headers()['x-nextjs-action-not-found']).toBe('1');
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect.poll(() => app.output().slice(logged)).toContain('is not in this build');
    const output = app.output().slice(logged);
    expect(output.trim().split('\n'), output).toEqual([
      `Server action "${unknownId}" is not in this build (a page from another deploy?): answered 409`,
    ]);
  });

  test('a multipart POST with a garbage body to a public page → 400 and one warning line without a stack', async ({
    request,
  }) => {
    const logged = app.output().length;
    const response = await request.post(`${app.url}/blog`, {
      headers: { 'content-type': 'multipart/form-data; boundary=zz', origin: app.url },
      data: 'x',
    });
    expect(response.status()).toBe(400);
    await expect.poll(() => app.output().slice(logged)).toContain('refused');
    const output = app.output().slice(logged);
    expect(output.trim().split('\n'), output).toEqual([
      'POST "/blog" refused, multipart body that does not parse: answered 400',
    ]);
  });
});
