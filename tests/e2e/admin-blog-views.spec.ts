import { signInAsEditor } from './admin-blog-helpers';
import { openE2eDatabase, readStoredPosts } from './support/e2e-database';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/page-errors';

function viewsOf(slug: string): number {
  const database = openE2eDatabase();
  try {
    return (database.prepare('SELECT views_count FROM blog_posts WHERE slug = ?').get(slug) as { views_count: number }).views_count;
  } finally {
    database.close();
  }
}

// The nginx recipe sets X-Forwarded-For to the peer's address; here each visitor states its own.
const visitorAt = (browser: Browser, address: string) => browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': address } });

test('a visitor counts once per browser session and per address within the window, a staff member never', async ({ page, browser }) => {
  const slug = readStoredPosts().find((post) => post.status === 'published')!.slug;
  const before = viewsOf(slug);

  const visitor = await visitorAt(browser, '198.51.100.21');
  const response = await visitor.goto(`/blog/${slug}`);
  expect(response?.headers()['set-cookie'] ?? '', 'the article page itself stays free of per-visitor cookies').toBe('');
  await expect.poll(() => viewsOf(slug)).toBe(before + 1);
  await visitor.reload();
  await visitor.goto('/blog');
  await visitor.goto(`/blog/${slug}`);
  await visitor.waitForTimeout(1_000);
  expect(viewsOf(slug)).toBe(before + 1);
  await visitor.context().close();

  const sameAddressNewSession = await visitorAt(browser, '198.51.100.21');
  const sent = sameAddressNewSession.waitForRequest((request) => request.url().endsWith('/api/views'));
  await sameAddressNewSession.goto(`/blog/${slug}`);
  await sent;
  await sameAddressNewSession.waitForTimeout(1_000);
  expect(viewsOf(slug), 'a new session from the same address within 30 minutes').toBe(before + 1);
  await sameAddressNewSession.context().close();

  const anotherAddress = await visitorAt(browser, '198.51.100.22');
  await anotherAddress.goto(`/blog/${slug}`);
  await expect.poll(() => viewsOf(slug)).toBe(before + 2);
  await anotherAddress.context().close();

  await signInAsEditor(page);
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/views'));
  await page.goto(`/blog/${slug}`);
  await beacon;
  await page.waitForTimeout(1_000);
  expect(viewsOf(slug)).toBe(before + 2);
});
