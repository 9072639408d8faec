import { expect, test } from './support/page-errors';
import { readStoredPosts, setScheduledAt } from './support/e2e-database';
import { openBlogPageListing } from './showcase-helpers';

function slugWithStatus(status: string, when?: (scheduledAt: string | null) => boolean) {
  const post = readStoredPosts().find(
    (candidate) => candidate.status === status && (!when || when(candidate.scheduled_at)),
  );
  if (!post) throw new Error(`The demo content has no ${status} article`);
  return post.slug;
}

async function expectArticleNotFound(page: import('@playwright/test').Page, slug: string) {
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article non trouvé' })).toBeVisible();
  await expect(page.getByText("L'article que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
  await expect(page.locator('main a[href="/blog"]').last()).toBeVisible();
}

test('a draft article answers 404 "Article non trouvé"', async ({ page }) => {
  await expectArticleNotFound(page, slugWithStatus('draft'));
});

test('an archived article answers 404 "Article non trouvé"', async ({ page }) => {
  await expectArticleNotFound(page, slugWithStatus('archived'));
});

test('an unknown slug answers 404 with a way back to the blog', async ({ page }) => {
  await expectArticleNotFound(page, 'article-qui-n-existe-pas');
  await page.locator('main a[href="/blog"]').last().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a scheduled article goes live, without a restart, once its date has passed', async ({ page }) => {
  const slug = slugWithStatus('scheduled', (at) => at !== null && Date.parse(at) > Date.now());
  await expectArticleNotFound(page, slug);

  const original = setScheduledAt(slug, new Date(Date.now() - 60_000).toISOString());
  try {
    // Written straight into the database, as another app process would: seen within 2 s.
    await expect(async () => expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200)).toPass({ timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openBlogPageListing(page, slug);
    await expect(page.locator(`main a[href="/blog/${slug}"]`).first()).toBeVisible();
  } finally {
    setScheduledAt(slug, original);
  }
  await expect(async () => expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)).toPass({ timeout: 2_000 });
});
