import 'server-only';
import type { Kysely } from 'kysely';
import { pagesBySubject } from '@/lib/statistics/page-names';
import { articlePath, authorPath, categoryPath, tagPath } from '@/lib/site/site-paths';
import { categoryWithPublicArticle, publiclyVisible, tagWithPublicArticle } from '@/server/blog/post-visibility';
import type { Database } from '@/server/db/schema';

/**
 * Which of `pages` exist right now, and the article id behind each article page: a beacon may
 * name any address of the right shape, and only real public pages are counted (an unpublished
 * article, a deleted author, a topic without a public article (a 404, decision 048) or a made-up
 * slug counts nothing).
 */
export async function knownPages(
  database: Kysely<Database>,
  pages: readonly string[],
  now: Date,
): Promise<Map<string, { postId: string | null }>> {
  const known = new Map<string, { postId: string | null }>();
  const { fixed, slugs } = pagesBySubject(pages);
  for (const page of fixed.keys()) known.set(page, { postId: null });
  if (slugs.article.size > 0) {
    const posts = await database
      .selectFrom('blog_posts')
      .select(['id', 'slug'])
      .where('slug', 'in', [...slugs.article])
      .where(publiclyVisible(now))
      .execute();
    for (const post of posts) known.set(articlePath(post.slug), { postId: post.id });
  }
  if (slugs.author.size > 0) {
    const authors = await database
      .selectFrom('authors')
      .select('slug')
      .where('slug', 'in', [...slugs.author])
      .execute();
    for (const author of authors) known.set(authorPath(author.slug), { postId: null });
  }
  if (slugs.category.size > 0) {
    const categories = await database
      .selectFrom('categories')
      .select('slug')
      .where('slug', 'in', [...slugs.category])
      .where(categoryWithPublicArticle(now))
      .execute();
    for (const category of categories) known.set(categoryPath(category.slug), { postId: null });
  }
  if (slugs.tag.size > 0) {
    const tags = await database
      .selectFrom('tags')
      .select('slug')
      .where('slug', 'in', [...slugs.tag])
      .where(tagWithPublicArticle(now))
      .execute();
    for (const tag of tags) known.set(tagPath(tag.slug), { postId: null });
  }
  return known;
}
