import 'server-only';
import type { Kysely } from 'kysely';
import { pagesBySubject, topicPageName } from '@/lib/statistics/page-names';
import { authorPath, articlePath, categoryPath, tagPath } from '@/lib/site/site-paths';
import { categoryWithPublicArticle, publiclyVisible, tagWithPublicArticle } from '@/server/blog/post-visibility';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

type SubjectPage = { page: string; name: string; postId: string | null };

/**
 * The article, author and topic pages named by `slugs` whose subject is in the database, with its
 * name (a topic's as « Statistiques » says it) and, for an article, its id: one query per kind of
 * page, whatever their number. With `publicAt`, only the pages public then: a published article,
 * a topic with a public article (decision 048).
 */
async function subjectPages(
  database: Kysely<Database>,
  slugs: ReturnType<typeof pagesBySubject>['slugs'],
  publicAt: Date | null,
): Promise<SubjectPage[]> {
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
  return [
    ...articles.map(({ id, slug, name }) => ({ page: articlePath(slug), name, postId: id })),
    ...authors.map(({ slug, name }) => ({ page: authorPath(slug), name, postId: null })),
    ...categories.map(({ slug, name }) => ({
      page: categoryPath(slug),
      name: topicPageName('category', name),
      postId: null,
    })),
    ...tags.map(({ slug, name }) => ({ page: tagPath(slug), name: topicPageName('tag', name), postId: null })),
  ];
}

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
  const { fixed, slugs } = pagesBySubject(pages);
  const known = new Map<string, { postId: string | null }>([...fixed.keys()].map((page) => [page, { postId: null }]));
  for (const { page, postId } of await subjectPages(database, slugs, now)) known.set(page, { postId });
  return known;
}

/**
 * What « Statistiques » calls each of `pages`: the fixed pages' names, an article's title, an
 * author's name, a topic's. A page whose article, author or topic is gone keeps its address.
 */
export async function pageNames(pages: readonly string[]): Promise<Map<string, string>> {
  const { fixed: names, slugs } = pagesBySubject(pages);
  for (const { page, name } of await subjectPages(db(), slugs, null)) names.set(page, name);
  for (const page of pages) if (!names.has(page)) names.set(page, page);
  return names;
}
