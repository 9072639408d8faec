import { expect, test } from './support/page-errors';
import { readStoredPosts } from './support/e2e-database';
import { openBlogPageListing } from './showcase-helpers';
import { isPubliclyVisible } from '../../src/lib/blog/visibility';
import { SPEC_NAMED_SLUGS } from '../support/spec-slugs';
import { BLOG_PAGE_SIZE } from '../../src/lib/blog/blog-pagination';

type Page = import('@playwright/test').Page;

const isPublicNow = (post: { status: string; scheduled_at: string | null; deleted_at: string | null }) =>
  isPubliclyVisible(post, new Date());

/** Walks /blog page by page through the "Articles plus anciens" links; returns every page's URL. */
async function visitEveryBlogPage(page: Page, onPage: () => Promise<void>): Promise<string[]> {
  const visited: string[] = [];
  let response = await page.goto('/blog');
  for (;;) {
    expect(response?.status()).toBe(200);
    visited.push(new URL(page.url()).pathname + new URL(page.url()).search);
    await onPage();
    const older = page.getByRole('link', { name: 'Articles plus anciens' });
    if ((await older.count()) === 0) return visited;
    const href = await older.getAttribute('href');
    response = await page.goto(href ?? '');
  }
}

test('/blog lists every public article, a page at a time, and none of the draft, archived or future ones', async ({
  page,
}) => {
  const stored = readStoredPosts();
  const hidden = stored.filter((post) => !isPublicNow(post));
  expect(hidden.map((post) => post.status).sort()).toEqual(expect.arrayContaining(['archived', 'draft', 'scheduled']));

  const shownSlugs: string[] = [];
  const pages = await visitEveryBlogPage(page, async () => {
    const cards = page.locator('main article a[href^="/blog/"]');
    // Category badges on the cards link to topic pages (decision 048): only /blog/{slug} is an article.
    const hrefs = (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter(
      (href) => /^\/blog\/[^/]+$/.test(href),
    );
    shownSlugs.push(...new Set(hrefs.map((href) => href.replace('/blog/', ''))));
    expect(new Set(hrefs).size).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
  });
  expect(pages.length, 'the demo content fills more than one page').toBeGreaterThan(1);
  expect(pages).toEqual(pages.map((_, index) => (index === 0 ? '/blog' : `/blog?page=${index + 1}`)));

  expect(shownSlugs.sort()).toEqual(
    stored
      .filter(isPublicNow)
      .map((post) => post.slug)
      .sort(),
  );
  for (const slug of SPEC_NAMED_SLUGS) expect(shownSlugs).toContain(slug);
  for (const post of hidden) expect(shownSlugs).not.toContain(post.slug);
});

test('the pages of /blog are chained by rel prev/next links and have their own canonical URL', async ({
  request,
  baseURL,
}) => {
  const first = await (await request.get('/blog')).text();
  expect(first).toContain('<link rel="next" href="/blog?page=2"/>');
  expect(first).not.toContain('rel="prev"');

  const second = await (await request.get('/blog?page=2')).text();
  expect(second).toContain('<link rel="prev" href="/blog"/>');
  expect(second).toContain(`<link rel="canonical" href="${baseURL}/blog?page=2"/>`);
  expect(second).toMatch(/<title>[^<]*page 2[^<]*<\/title>/);
});

test('a /blog page that does not exist answers 404', async ({ request }) => {
  for (const path of ['/blog?page=999', '/blog?page=0', '/blog?page=abc', '/blog?page=1.5']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the sitemap lists every public article, whatever page of /blog it is on', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const post of readStoredPosts().filter(isPublicNow)) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
});

test('each card has an illustration with size and alt text, a French date and a reading time', async ({ page }) => {
  await openBlogPageListing(page, 'echographie-clinique');
  const card = page.locator('article').filter({ has: page.locator('a[href="/blog/echographie-clinique"]') });
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /\/images\/articles\/.+\.svg$/);
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(image).toHaveAttribute('alt', /\S/);
  await expect(
    card.getByText(
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    ),
  ).toBeVisible();
  await expect(card.getByText(/^\d+ min de lecture$/)).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  const lastImage = page.locator('article img').last();
  await expect(lastImage).toHaveAttribute('loading', 'lazy');
});

test('the guide cards link to both practical guides', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('a[href="/guides/preparer-consultation"]').first()).toBeVisible();
  await expect(page.locator('a[href="/guides/preparer-echographie"]').first()).toBeVisible();
});

test('a card opens its article, with a loading spinner while the article comes', async ({ page }) => {
  await page.goto('/blog');
  // The newest card: other specs publish articles of their own, which come first.
  const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const path = await card.getAttribute('href');
  expect(path).toMatch(/^\/blog\/[a-z0-9-]+$/);
  // An answer without a page (204) keeps the list on screen in the state the visitor sees while
  // the server works on the article.
  await page.route(`**${path}`, (route) => route.fulfill({ status: 204 }));
  await card.click();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement de l’article' })).toBeVisible();
  // Impatient second click: still one spinner, one announcement.
  await card.click();
  await expect(page.getByText('Chargement de l’article…')).toHaveCount(1);
  await page.unroute(`**${path}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('link', { name: 'Retour au blog' })).toBeVisible();
});

test('/blog has its own title, description and canonical URL', async ({ request, baseURL }) => {
  const html = await (await request.get('/blog')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog"/>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
  expect(html).toMatch(/<title>[^<]*Blog[^<]*<\/title>/);
});

test('/blog lists every topic holding public articles with its article count, each leading to its page', async ({
  page,
}) => {
  const counts = new Map<string, number>();
  for (const post of readStoredPosts().filter(isPublicNow))
    if (post.category_name) counts.set(post.category_name, (counts.get(post.category_name) ?? 0) + 1);
  expect(counts.size).toBeGreaterThan(1);

  await page.goto('/blog');
  const topics = page.getByRole('navigation', { name: 'Thèmes' });
  await expect(topics.getByRole('link')).toHaveCount(counts.size);
  for (const [name, count] of counts) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = topics.getByRole('link', { name: new RegExp(`^${escaped}\\s+${count}\\sarticles?$`) });
    await expect(link).toHaveAttribute('href', /^\/blog\/categorie\/[^/]+$/);
  }
  await topics.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/categorie\//);
});
