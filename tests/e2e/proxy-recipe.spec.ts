import { expect, test } from './support/page-errors';
import { startNginxProxy, type RunningProxy } from '../../scripts/proxy/start-proxy';
import {
  createDraft,
  deleteArticleFromList,
  openEditor,
  saveWith,
  scheduleDraftSecondsAhead,
  signInAsEditor,
  uniqueTitle,
} from './admin-blog-helpers';
import {
  expectArticleEverywhere,
  expectArticleToAppearAt,
  THROUGH_NGINX_MS,
  visitArticlePages,
} from './support/public-pages';
import { readStoredPosts, storedFigures } from './support/e2e-database';
import { isPubliclyVisible } from '../../src/lib/blog/visibility';

/*
 * The production recipe (deploy/nginx/, started the way `npm run proxy` starts it) in front of
 * the app under test: what a visitor and a staff member get through it.
 */
let proxy: RunningProxy;

test.beforeAll(async ({ baseURL }) => {
  proxy = await startNginxProxy([Number(new URL(baseURL ?? '').port)]);
});

test.afterAll(async () => {
  await proxy?.stop();
});

test('public pages come through the proxy, compressed', async ({ request }) => {
  for (const path of ['/', '/blog', '/blog/communication-couple', '/services/sexologie-medicale', '/sitemap.xml']) {
    const response = await request.get(`${proxy.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('an encoding refused with q=0 is never sent, each encoding has its own ETag, and nginx hides its version', async ({
  request,
}) => {
  const answer = async (acceptEncoding: string) => {
    const response = await request.get(`${proxy.url}/blog`, { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    return {
      encoding: response.headers()['content-encoding'],
      etag: response.headers()['etag'],
      server: response.headers()['server'],
    };
  };
  const brotli = await answer('br, gzip');
  const noBrotli = await answer('br;q=0, gzip');
  const none = await answer('gzip;q=0, br;q=0');
  expect([brotli.encoding, noBrotli.encoding, none.encoding]).toEqual(['br', 'gzip', undefined]);
  expect(new Set([brotli.etag, noBrotli.etag, none.etag]).size).toBe(3);
  expect(brotli.server).toBe('nginx');
});

test("the framework's hashed assets are kept by the proxy", async ({ request }) => {
  const html = await (await request.get(`${proxy.url}/`)).text();
  const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(asset, 'the home page loads a script').toBeTruthy();
  await request.get(`${proxy.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  const again = await request.get(`${proxy.url}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(again.headers()['x-cache-status'], 'two spellings of the same encodings share one copy').toBe('HIT');
  expect(again.headers()['content-encoding']).toBe('br');
  expect(again.headers()['vary'], 'caches further on still tell the encodings apart').toContain('Accept-Encoding');
  expect(again.headers()['cache-control']).toContain('immutable');
  // Decision 025: a client without brotli never gets the brotli copy from the cache.
  await request.get(`${proxy.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  const gzip = await request.get(`${proxy.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  expect(gzip.headers()['x-cache-status']).toBe('HIT');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

test("a staff member's back-office page is never served from the cache to an anonymous visitor", async ({
  page,
  request,
}) => {
  await signInAsEditor(page);
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

  for (let round = 0; round < 2; round += 1) {
    const staff = await request.get(`${proxy.url}/admin/blog`, { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(staff.status()).toBe(200);
    expect(await staff.text()).toContain('Gestion du Blog');
    expect(staff.headers()['cache-control']).toContain('no-store');
    expect(staff.headers()['x-cache-status']).not.toBe('HIT');

    const anonymous = await request.get(`${proxy.url}/admin/blog`, { maxRedirects: 0 });
    expect(anonymous.status(), 'the anonymous visitor is sent to the sign-in page').toBe(307);
    expect(anonymous.headers()['location']).toContain('/admin/login');
    expect(await anonymous.text()).not.toContain('Gestion du Blog');
  }
});

test('an edit, a slug change and a delete show through the proxy within 2 s', async ({ page, request }) => {
  await signInAsEditor(page, null);
  const article = await createDraft(page, 'Proxy e2e');
  await openEditor(page, article.title);
  await saveWith(page, 'Publier');
  await expectArticleEverywhere(request, proxy.url, article, true, THROUGH_NGINX_MS);

  const edited = { ...article, title: `${article.title} corrigé` };
  await visitArticlePages(request, proxy.url, edited.slug);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(edited.title);
  await saveWith(page, 'Publier');
  await expectArticleEverywhere(request, proxy.url, edited, true, THROUGH_NGINX_MS);

  const moved = { ...edited, slug: uniqueTitle('Proxy deplace').slug };
  await page.getByLabel('Adresse de la page').fill(moved.slug);
  await saveWith(page, 'Publier');
  await expectArticleEverywhere(request, proxy.url, moved, true, THROUGH_NGINX_MS);
  // The old address moves for good to the new one, in one hop, through nginx too (decision 042).
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${proxy.url}/blog/${edited.slug}`, { maxRedirects: 0 });
        return `${answer.status()} ${new URL(answer.headers().location ?? '/', proxy.url).pathname}`;
      },
      { timeout: THROUGH_NGINX_MS },
    )
    .toBe(`301 /blog/${moved.slug}`);

  await deleteArticleFromList(page, moved.title);
  await expectArticleEverywhere(request, proxy.url, moved, false, THROUGH_NGINX_MS);
});

test('a scheduled article appears through the proxy by itself, within 60 s of its date', async ({ page, request }) => {
  await signInAsEditor(page);
  const { article, dueAt } = await scheduleDraftSecondsAhead(page, 'Proxy programme');
  await expectArticleToAppearAt(request, proxy.url, article, dueAt, THROUGH_NGINX_MS);
});

test('a reader’s beacon through the proxy is answered and counted by the app, once; another site’s is refused', async ({
  request,
  baseURL,
}) => {
  // Not the article statistics.spec.ts counts on: the two run side by side.
  const post = readStoredPosts()
    .filter((candidate) => isPubliclyVisible(candidate, new Date()))
    .at(-1)!;
  const articlePage = `/blog/${post.slug}`;
  const before = storedFigures(articlePage);
  // Behind nginx every reader's address is the test's own: a browser name of its own makes it a new reader.
  const reader = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 run/${Date.now()}`;
  const beacon = (origin: string) =>
    request.post(`${proxy.url}/api/views`, {
      headers: { origin, 'sec-fetch-site': origin === baseURL ? 'same-origin' : 'cross-site', 'user-agent': reader },
      data: { kind: 'view', path: articlePage, referrer: 'https://www.google.com/' },
    });
  expect((await beacon('https://autre-site.example')).status()).toBe(403);
  for (const origin of [baseURL!, baseURL!]) {
    const answer = await beacon(origin);
    expect(answer.status(), origin).toBe(204);
    expect(answer.headers()['set-cookie'], 'counting sets no cookie').toBeUndefined();
  }
  // The app counts what it received in its next batch, within 5 s (FLUSH_EVERY_MS).
  await expect
    .poll(() => storedFigures(articlePage), { timeout: 15_000 })
    .toEqual({ ...before, views: before.views + 1, viewsCount: before.viewsCount + 1 });
});
