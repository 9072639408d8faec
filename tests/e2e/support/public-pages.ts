import { expect, type APIRequestContext } from '@playwright/test';

/** Every public page that shows an article, and what in it names the article. */
const PAGES_SHOWING_AN_ARTICLE = (slug: string) => [
  { path: `/blog/${slug}`, names: 'title' },
  { path: '/blog', names: 'title' },
  { path: '/', names: 'title' },
  { path: '/sitemap.xml', names: 'slug' },
  { path: '/blog/rss.xml', names: 'title' },
] as const;

/** What the pages answer now: for each path, whether the article is on it. */
async function presence(request: APIRequestContext, origin: string, article: { title: string; slug: string }) {
  const answers = await Promise.all(
    PAGES_SHOWING_AN_ARTICLE(article.slug).map(async ({ path, names }) => {
      const response = await request.get(`${origin}${path}`);
      const body = await response.text();
      return [path, response.status() === 200 && body.includes(names === 'title' ? article.title : `/blog/${article.slug}`)] as const;
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
  await expect.poll(() => presence(request, origin, article), { timeout: withinMs, intervals: [100] }).toEqual(expected);
}

/** Visits every page that shows articles, so that each is cached before a change. */
export async function visitArticlePages(request: APIRequestContext, origin: string, slug: string) {
  for (const { path } of PAGES_SHOWING_AN_ARTICLE(slug)) await request.get(`${origin}${path}`);
}
