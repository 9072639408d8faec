import { expect, test } from '@playwright/test';
import { PATHOLOGICAL_BODIES } from '../support/pathological-bodies';
import { readStoredPosts, storeBody } from './support/e2e-database';
import { isPubliclyVisible } from '../../src/lib/blog/visibility';
import { setupActionId } from './support/server-action-ids';
import { postStreaming } from './support/streaming-post';

const TOO_LARGE = 'La requête est trop volumineuse.';
const MB = 1024 * 1024;
// Node discards (without keeping) what follows a refused body while the answer travels back, so
// a few MB go out before the client sees it; the point is that it comes long before the end.
const WELL_BEFORE_THE_END = 50 * MB;

test.describe('every endpoint that reads a body refuses an oversized one with 413 before reading it all', () => {
  test('POST /api/views: a declared 200 MB body is refused after the headers', async ({ baseURL }) => {
    const answer = await postStreaming(`${baseURL}/api/views`, {
      headers: { 'content-type': 'application/json', origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      declared: 200 * MB,
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: TOO_LARGE });
    expect(answer.sentBytes).toBeLessThan(WELL_BEFORE_THE_END);
  });

  test('POST /api/views: a chunked body without Content-Length is cut past a few kB', async ({ baseURL }) => {
    const answer = await postStreaming(`${baseURL}/api/views`, {
      headers: { 'content-type': 'application/json', origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(WELL_BEFORE_THE_END);
  });

  test('POST /api/auth/sign-in/email: a declared 200 MB body is refused after the headers', async ({ baseURL }) => {
    const answer = await postStreaming(`${baseURL}/api/auth/sign-in/email`, {
      headers: { 'content-type': 'application/json', origin: baseURL! },
      declared: 200 * MB,
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'BODY_TOO_LARGE', message: TOO_LARGE });
    expect(answer.sentBytes).toBeLessThan(WELL_BEFORE_THE_END);
  });

  test('POST /api/auth/sign-in/email: a chunked body without Content-Length is cut past a few kB', async ({
    baseURL,
  }) => {
    const answer = await postStreaming(`${baseURL}/api/auth/sign-in/email`, {
      headers: { 'content-type': 'application/json', origin: baseURL! },
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(WELL_BEFORE_THE_END);
  });

  test('a server action declaring more than 1 MB is refused with 413 and a French message', async ({ baseURL }) => {
    const answer = await postStreaming(`${baseURL}/admin/login`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': setupActionId(), origin: baseURL! },
      declared: 2 * MB,
      maxBytes: 2 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(TOO_LARGE);
  });

  test('a chunked server action body without Content-Length is refused with 413 once past 1 MB', async ({
    baseURL,
  }) => {
    const answer = await postStreaming(`${baseURL}/admin/login`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': setupActionId(), origin: baseURL! },
      maxBytes: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(TOO_LARGE);
    expect(answer.sentBytes).toBeLessThan(WELL_BEFORE_THE_END);
  });
});

test('a chunked multipart POST to a public page is refused with 413 once past 1 MB, long before its end (decision 029)', async ({
  baseURL,
}) => {
  const answer = await postStreaming(`${baseURL}/blog`, {
    headers: { 'content-type': 'multipart/form-data; boundary=zz', origin: baseURL! },
    maxBytes: 200 * MB,
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toBe(TOO_LARGE);
  expect(answer.sentBytes).toBeLessThan(WELL_BEFORE_THE_END);
});

test('small bodies still reach the endpoints: a sign-in with a wrong password is answered 401', async ({ request }) => {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: 'personne@example.com', password: 'mauvais-mot-de-passe' },
  });
  expect(response.status()).toBe(401);
});

/*
 * An article body stored before bodies were bounded at save (written here straight into the
 * database), and beyond the bounds: its page answers, and the site keeps answering meanwhile.
 * Before, « *a » × 64,000 took minutes to render on the request's thread, and thousands of nested
 * elements answered 500 (stack overflow) on every view.
 */
test.describe('an older article body beyond the bounds', () => {
  let slug: string;
  let original: string;

  test.beforeAll(() => {
    slug = readStoredPosts().find((post) => isPubliclyVisible(post, new Date()) && post.scheduled_at === null)!.slug;
    original = storeBody(slug, null);
  });
  test.afterAll(() => {
    storeBody(slug, original);
  });

  /** The article's page, and how long each health check sent while it was requested took. */
  async function articleBesideHealth(baseURL: string) {
    let done = false;
    const article = fetch(`${baseURL}/blog/${slug}`).finally(() => {
      done = true;
    });
    const healthTimes: number[] = [];
    do {
      const started = performance.now();
      const health = await fetch(`${baseURL}/api/health`);
      healthTimes.push(performance.now() - started);
      expect(health.status).toBe(200);
    } while (!done);
    const answer = await article;
    return { status: answer.status, html: await answer.text(), healthTimes };
  }

  for (const [index, [name, body]] of Object.entries(PATHOLOGICAL_BODIES).entries()) {
    test(`${name}: the article answers, and /api/health within 1 s meanwhile`, async ({ baseURL }) => {
      test.setTimeout(120_000);
      // A last paragraph of its own tells this body's page from the one the cache held before.
      const ending = `Fin du corps ${index}`;
      storeBody(slug, `${body}\n\n${ending}`);
      const healthTimes: number[] = [];
      await expect
        .poll(
          async () => {
            const answer = await articleBesideHealth(baseURL!);
            healthTimes.push(...answer.healthTimes);
            return (
              answer.status === 200 &&
              answer.html.includes(ending) &&
              answer.html.includes('data-testid="article-body"')
            );
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      expect(Math.max(...healthTimes)).toBeLessThan(1_000);
    });
  }
});
