import 'server-only';
import type { Kysely } from 'kysely';
import { pagesBySubject, topicPageName } from '@/lib/statistics/page-names';
import { authorPath, articlePath, categoryPath, tagPath } from '@/lib/site/site-paths';
import { categoryWithPublicArticle, publiclyVisible, tagWithPublicArticle } from '@/server/blog/post-visibility';
import type { Database } from '@/server/db/schema';

type KnownPage = { name: string; postId: string | null };

/**
 * Which of `pages` exist, with what « Statistiques » calls each (the fixed pages' names, an
 * article's title, an author's name, a topic's) and, for an article, its id: one query per kind
 * of page, whatever their number. With `publicAt`, only the pages public then: a beacon may name
 * any address of the right shape, and only real public pages are counted (an unpublished article,
 * a deleted author, a topic without a public article (a 404, decision 048) or a made-up slug
 * counts nothing). Without it, « Statistiques » names the pages whose subject is still stored.
 */
export async function knownPages(
  database: Kysely<Database>,
  pages: readonly string[],
  publicAt: Date | null,
): Promise<Map<string, KnownPage>> {
  const { fixed, slugs } = pagesBySubject(pages);
  const [articles, authors, categories, tags] = await Promise.all([
    slugs.article.size === 0
      ? []
      : database
          .selectFrom('blog_posts')
          .select(['id', 'slug', 'title as name'])
          .where('slug', 'in', [...slugs.article])
          .$if(publicAt !== null, (query) => query.where(publiclyVisible(publicAt!)))
          .execute(),
    slugs.author.size === 0
      ? []
      : database
          .selectFrom('authors')
          .select(['slug', 'name'])
          .where('slug', 'in', [...slugs.author])
          .execute(),
    slugs.category.size === 0
      ? []
      : database
          .selectFrom('categories')
          .select(['slug', 'name'])
          .where('slug', 'in', [...slugs.category])
          .$if(publicAt !== null, (query) => query.where(categoryWithPublicArticle(publicAt!)))
          .execute(),
    slugs.tag.size === 0
      ? []
      : database
          .selectFrom('tags')
          .select(['slug', 'name'])
          .where('slug', 'in', [...slugs.tag])
          .$if(publicAt !== null, (query) => query.where(tagWithPublicArticle(publicAt!)))
          .execute(),
  ]);
  const known = new Map<string, KnownPage>([...fixed].map(([page, name]) => [page, { name, postId: null }]));
  for (const { id, slug, name } of articles) known.set(articlePath(slug), { name, postId: id });
  for (const { slug, name } of authors) known.set(authorPath(slug), { name, postId: null });
  for (const { slug, name } of categories)
    known.set(categoryPath(slug), { name: topicPageName('category', name), postId: null });
  for (const { slug, name } of tags) known.set(tagPath(slug), { name: topicPageName('tag', name), postId: null });
  return known;
}
