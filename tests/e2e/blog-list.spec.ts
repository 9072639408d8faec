import { expect, test } from './support/page-errors';
import { readStoredPosts } from './support/e2e-database';
import { isPubliclyVisible } from '../../src/lib/visibility';
import { SPEC_NAMED_SLUGS } from '../support/spec-slugs';

const isPublicNow = (post: { status: string; scheduled_at: string | null }) => isPubliclyVisible(post, new Date());

test('/blog lists every public article and none of the draft, archived or future ones', async ({ page }) => {
  const stored = readStoredPosts();
  const hidden = stored.filter((post) => !isPublicNow(post));
  expect(hidden.map((post) => post.status).sort()).toEqual(expect.arrayContaining(['archived', 'draft', 'scheduled']));

  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);

  for (const slug of SPEC_NAMED_SLUGS) {
    await expect(page.locator(`a[href="/blog/${slug}"]`).first()).toBeVisible();
  }
  for (const post of stored.filter(isPublicNow)) {
    await expect(page.getByRole('heading', { name: post.title, exact: true })).toBeVisible();
  }
  for (const post of hidden) {
    await expect(page.locator(`a[href="/blog/${post.slug}"]`)).toHaveCount(0);
    await expect(page.getByText(post.title, { exact: true })).toHaveCount(0);
  }
});

test('each card has an illustration with size and alt text, a French date and a reading time', async ({ page }) => {
  await page.goto('/blog');
  const card = page.locator('article').filter({ has: page.locator('a[href="/blog/echographie-clinique"]') });
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /\/images\/articles\/.+\.svg$/);
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect(image).toHaveAttribute('alt', /\S/);
  await expect(card.getByText(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/)).toBeVisible();
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
  // Hold the article's server answer for a moment so the pending state can be seen.
  await page.route('**/blog/communication-couple?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.locator('a[href="/blog/communication-couple"]').first().click();
  await expect(page.getByRole('status').filter({ hasText: "Chargement de l'article" })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/communication-couple$/);
  await expect(page.getByRole('link', { name: 'Retour au blog' })).toBeVisible();
});

test('/blog has its own title, description and canonical URL', async ({ request, baseURL }) => {
  const html = await (await request.get('/blog')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog"/>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
  expect(html).toMatch(/<title>[^<]*Blog[^<]*<\/title>/);
});
