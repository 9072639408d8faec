import { openE2eDatabase, readStoredPosts } from './support/e2e-database';
import { expect, test } from './support/page-errors';
import { isPubliclyVisible } from '../../src/lib/blog/visibility';

const SLUG = 'communication-couple';

test('"Articles Recommandés" offers the six other public articles sharing most with this one, then the newest, each with a "Lire" link', async ({
  page,
}) => {
  const now = new Date();
  // Shared: the same category counts one, each shared tag one (decision 042).
  const database = openE2eDatabase();
  const shared = new Map(
    (
      database
        .prepare(
          `select p.slug, (case when p.category_id = a.category_id then 1 else 0 end) +
             (select count(*) from blog_post_tags t where t.blog_post_id = p.id
               and t.tag_id in (select tag_id from blog_post_tags where blog_post_id = a.id)) as shared
           from blog_posts p, blog_posts a where a.slug = ?`,
        )
        .all(SLUG) as Array<{ slug: string; shared: number }>
    ).map((row) => [row.slug, row.shared]),
  );
  database.close();
  const related = readStoredPosts()
    .filter((post) => post.slug !== SLUG && isPubliclyVisible(post, now))
    .sort((a, b) => (shared.get(b.slug) ?? 0) - (shared.get(a.slug) ?? 0) || b.created_at.localeCompare(a.created_at))
    .slice(0, 6);
  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Articles Recommandés' })).toBeVisible();
  const readLinks = page.getByRole('link', { name: 'Lire', exact: true });
  const hrefs = await readLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(related.map((post) => `/blog/${post.slug}`));
});
