import { expect, test, type APIRequestContext } from '@playwright/test';
import { markPublicContentChanged } from './support/e2e-database';

/*
 * The public page cache (decision 029) keeps only a whole page rendered for an ordinary request.
 * A request carrying `x-middleware-prefetch: 1` got Next's `200 {}`, which the cache stored as the
 * page: every later visitor of `/`, `/blog`, an article, the sitemap or the feed got `{}` until the
 * next back-office change. Each case starts from a page nobody asked for since the last change.
 */
const PAGES: Array<[path: string, ending: RegExp]> = [
  ['/', /<\/html>\s*$/],
  ['/blog', /<\/html>\s*$/],
  ['/blog/communication-couple', /<\/html>\s*$/],
  ['/sitemap.xml', /<\/urlset>\s*$/],
  ['/blog/rss.xml', /<\/rss>\s*$/],
  ['/robots.txt', /Sitemap: /],
];

// Every header of Next's infrastructure and client that changed or could change its answer.
const ATTACKS: Array<Record<string, string>> = [
  { 'x-middleware-prefetch': '1' },
  { 'x-nextjs-data': '1' },
  { 'x-now-route-matches': '1' },
  { 'x-matched-path': '/blog' },
  { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  { 'x-invoke-path': '/blog', 'x-invoke-status': '404' },
  { 'x-prerender-revalidate': 'x' },
  { 'next-resume': '1' },
  { rsc: '1' },
  { rsc: 'n1' },
  { rsc: '1', 'next-router-prefetch': '1' },
  { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
  { 'next-router-prefetch': '1' },
  { 'next-url': '/blog' },
  { 'content-security-policy': "script-src 'nonce-EMPOISONNE'" },
];

/** Waits until the cache has taken the change in (a HEAD is answered from memory only when a page is kept). */
async function untilNoPageKept(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.head(path)).headers()['x-page-cache'] ?? 'none', { timeout: 5_000 })
    .toBe('none');
}

for (const [path, ending] of PAGES) {
  test(`${path}: no request header of Next's makes the cache keep anything but the page`, async ({ request }) => {
    for (const headers of ATTACKS) {
      markPublicContentChanged();
      await untilNoPageKept(request, path);
      const attack = await request.get(path, { headers, maxRedirects: 0 });
      const visitor = await request.get(path);
      const body = await visitor.text();
      const label = `${path} after ${JSON.stringify(headers)}`;
      expect(visitor.status(), label).toBe(200);
      expect(body, label).toMatch(ending);
      expect(body, label).not.toContain('EMPOISONNE');
      if (!('rsc' in headers && headers.rsc === '1')) {
        // Stripped or ignored by Next: the sender gets the page too.
        expect(await attack.text(), `${label}: the sender`).toMatch(ending);
      }
    }
  });
}
