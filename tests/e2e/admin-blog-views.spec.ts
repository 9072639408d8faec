import { signInAsEditor } from './admin-blog-helpers';
import { openE2eDatabase, readStoredPosts } from './support/e2e-database';
import { expect, test } from './support/page-errors';

function viewsOf(slug: string): number {
  const database = openE2eDatabase();
  try {
    return (database.prepare('SELECT views_count FROM blog_posts WHERE slug = ?').get(slug) as { views_count: number }).views_count;
  } finally {
    database.close();
  }
}

test('a visitor counts once per browser session, a staff member never', async ({ page, browser }) => {
  const slug = readStoredPosts().find((post) => post.status === 'published')!.slug;
  const before = viewsOf(slug);

  const visitor = await browser.newPage();
  const response = await visitor.goto(`/blog/${slug}`);
  expect(response?.headers()['set-cookie'] ?? '', 'the article page itself stays free of per-visitor cookies').toBe('');
  await expect.poll(() => viewsOf(slug)).toBe(before + 1);
  await visitor.reload();
  await visitor.goto('/blog');
  await visitor.goto(`/blog/${slug}`);
  await visitor.waitForTimeout(1_000);
  expect(viewsOf(slug)).toBe(before + 1);
  await visitor.context().close();

  const anotherSession = await browser.newPage();
  await anotherSession.goto(`/blog/${slug}`);
  await expect.poll(() => viewsOf(slug)).toBe(before + 2);
  await anotherSession.context().close();

  await signInAsEditor(page);
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/views'));
  await page.goto(`/blog/${slug}`);
  await beacon;
  await page.waitForTimeout(1_000);
  expect(viewsOf(slug)).toBe(before + 2);
});
