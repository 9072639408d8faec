import { expect, type APIRequestContext } from '@playwright/test';

/** Every public page that shows an article, and what in it names the article. */
const PAGES_SHOWING_AN_ARTICLE = (slug: string) =>
  [
    { path: `/blog/${slug}`, names: 'title' },
    { path: '/blog', names: 'title' },
    { path: '/', names: 'title' },
    { path: '/sitemap.xml', names: 'slug' },
    { path: '/blog/rss.xml', names: 'title' },
  ] as const;

/**
 * How soon a change must show through the nginx recipe. The app is exact within its 100 ms poll;
 * nginx keeps time in whole seconds, so its copy (`s-maxage=1`) may live up to 2 s after it was
 * fetched, and the first request after that still gets it while the background update runs
 * (decision 011). One polling round is allowed on top of the 2 s rule for that request.
 */
export const THROUGH_NGINX_MS = 3_000;

/** What the pages answer now: for each path, whether the article is on it. */
async function presence(request: APIRequestContext, origin: string, article: { title: string; slug: string }) {
  const answers = await Promise.all(
    PAGES_SHOWING_AN_ARTICLE(article.slug).map(async ({ path, names }) => {
      const response = await request.get(`${origin}${path}`);
      const body = await response.text();
      return [
        path,
        response.status() === 200 && body.includes(names === 'title' ? article.title : `/blog/${article.slug}`),
      ] as const;
    }),
  );
  return Object.fromEntries(answers);
}

/**
 * Waits (at most `withinMs`, 2 s by default: the freshness rule) until the article is on every
 * public page that shows articles, or on none of them.
 */
export async function expectArticleEverywhere(
  request: APIRequestContext,
  origin: string,
  article: { title: string; slug: string },
  shown: boolean,
  withinMs = 2_000,
) {
  const expected = Object.fromEntries(PAGES_SHOWING_AN_ARTICLE(article.slug).map(({ path }) => [path, shown]));
  await expect
    .poll(() => presence(request, origin, article), { timeout: withinMs, intervals: [100] })
    .toEqual(expected);
}

/** Visits every page that shows articles, so that each is cached before a change. */
export async function visitArticlePages(request: APIRequestContext, origin: string, slug: string) {
  for (const { path } of PAGES_SHOWING_AN_ARTICLE(slug)) await request.get(`${origin}${path}`);
}

/**
 * A scheduled article due at `dueAt` (epoch ms): on no public page before its date (checked
 * within `withinMs`), then on every one within 60 s of it.
 */
export async function expectArticleToAppearAt(
  request: APIRequestContext,
  origin: string,
  article: { title: string; slug: string },
  dueAt: number,
  withinMs = 2_000,
) {
  await expectArticleEverywhere(request, origin, article, false, withinMs);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now())));
  await expectArticleEverywhere(request, origin, article, true, 60_000);
}
