import 'server-only';
import { pagesBySubject, topicPageName } from '@/lib/statistics/page-names';
import { authorPath, articlePath, categoryPath, tagPath } from '@/lib/site/site-paths';
import { db } from '@/server/db/client';

async function namesOf(table: 'authors' | 'categories' | 'tags', slugs: Set<string>) {
  if (slugs.size === 0) return [];
  return db()
    .selectFrom(table)
    .select(['slug', 'name'])
    .where('slug', 'in', [...slugs])
    .execute();
}

/**
 * What « Statistiques » calls each of `pages`: the fixed pages' names, an article's title, an
 * author's name, a topic's. A page whose article, author or topic is gone keeps its address.
 * One query per kind of page, whatever their number.
 */
export async function pageNames(pages: readonly string[]): Promise<Map<string, string>> {
  const { fixed: names, slugs } = pagesBySubject(pages);
  const [articles, authors, categories, tags] = await Promise.all([
    slugs.article.size > 0
      ? db()
          .selectFrom('blog_posts')
          .select(['slug', 'title as name'])
          .where('slug', 'in', [...slugs.article])
          .execute()
      : [],
    namesOf('authors', slugs.author),
    namesOf('categories', slugs.category),
    namesOf('tags', slugs.tag),
  ]);
  for (const { slug, name } of articles) names.set(articlePath(slug), name);
  for (const { slug, name } of authors) names.set(authorPath(slug), name);
  for (const { slug, name } of categories) names.set(categoryPath(slug), topicPageName('category', name));
  for (const { slug, name } of tags) names.set(tagPath(slug), topicPageName('tag', name));
  for (const page of pages) if (!names.has(page)) names.set(page, page);
  return names;
}
