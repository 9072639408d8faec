import 'server-only';
import type { PostSummary } from '@/lib/blog/post-types';
import { db } from '../db/client';
import { plainNumber } from '../db/stored-values';
import { categoryWithPublicArticle, publiclyVisible } from './post-visibility';
import { byFrenchName, newestFirst, newestSummariesPage, selectPostSummaries, toPostSummary } from './post-rows';

/*
 * Topic pages (decision 048): the public articles of one category or one tag, a page at a time,
 * newest first like /blog. A topic without public articles is no page: these return null and the
 * route answers 404. Only the visibility rule's articles are read or counted.
 */

export type PublicTopic = { id: string; name: string; slug: string; introduction: string | null };
export type PublicTopicPage = { topic: PublicTopic; posts: PostSummary[]; total: number };

type SummaryQuery = ReturnType<typeof selectPostSummaries>;

async function pageOf(
  topic: PublicTopic,
  filter: (query: SummaryQuery) => SummaryQuery,
  page: number,
  pageSize: number,
  now: Date,
): Promise<PublicTopicPage | null> {
  const visible = filter(selectPostSummaries(db()).where(publiclyVisible(now)));
  const { posts, total } = await newestSummariesPage(visible, pageSize, (page - 1) * pageSize);
  return total === 0 ? null : { topic, posts, total };
}

export async function getPublicCategoryPage(
  slug: string,
  page: number,
  pageSize: number,
  now: Date = new Date(),
): Promise<PublicTopicPage | null> {
  const category = await db()
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'introduction'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!category) return null;
  return pageOf(category, (query) => query.where('blog_posts.category_id', '=', category.id), page, pageSize, now);
}

export async function getPublicTagPage(
  slug: string,
  page: number,
  pageSize: number,
  now: Date = new Date(),
): Promise<PublicTopicPage | null> {
  const tag = await db().selectFrom('tags').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();
  if (!tag) return null;
  return pageOf(
    { ...tag, introduction: null },
    (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_post_tags')
            .select('blog_post_tags.tag_id')
            .whereRef('blog_post_tags.blog_post_id', '=', 'blog_posts.id')
            .where('blog_post_tags.tag_id', '=', tag.id),
        ),
      ),
    page,
    pageSize,
    now,
  );
}

/** A topic page for the sitemap: its address segment, how many public articles, when the newest changed. */
export type TopicPageEntry = { slug: string; articles: number; lastModified: string };

/** Every category and tag holding public articles, with their count and latest article save. */
export async function listPublicTopicPages(
  now: Date = new Date(),
): Promise<{ categories: TopicPageEntry[]; tags: TopicPageEntry[] }> {
  const [categories, tags] = await Promise.all([
    db()
      .selectFrom('blog_posts')
      .innerJoin('categories', 'categories.id', 'blog_posts.category_id')
      .where(publiclyVisible(now))
      .select((eb) => [
        'categories.slug',
        eb.fn.countAll().as('articles'),
        eb.fn.max('blog_posts.updated_at').as('last_modified'),
      ])
      .groupBy('categories.slug')
      .execute(),
    db()
      .selectFrom('blog_post_tags')
      .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_tags.blog_post_id')
      .innerJoin('tags', 'tags.id', 'blog_post_tags.tag_id')
      .where(publiclyVisible(now))
      .select((eb) => [
        'tags.slug',
        eb.fn.countAll().as('articles'),
        eb.fn.max('blog_posts.updated_at').as('last_modified'),
      ])
      .groupBy('tags.slug')
      .execute(),
  ]);
  const entries = (rows: typeof categories) =>
    rows
      .map((row) => ({
        slug: row.slug,
        articles: plainNumber(row.articles),
        lastModified: new Date(row.last_modified as string | Date).toISOString(),
      }))
      .sort((a, b) => byFrenchName(a.slug, b.slug));
  return { categories: entries(categories), tags: entries(tags) };
}

/** A topic as /blog lists it: its name, its page, how many public articles it holds. */
export type PublicTopicEntry = { name: string; slug: string; articles: number };

/** Every category holding public articles, by French name, with its count: /blog's list of topics. */
export async function listPublicTopics(now: Date = new Date()): Promise<PublicTopicEntry[]> {
  const rows = await db()
    .selectFrom('blog_posts')
    .innerJoin('categories', 'categories.id', 'blog_posts.category_id')
    .where(publiclyVisible(now))
    .select((eb) => ['categories.name', 'categories.slug', eb.fn.countAll().as('articles')])
    .groupBy(['categories.name', 'categories.slug'])
    .execute();
  return rows
    .map((row) => ({ name: row.name, slug: row.slug, articles: plainNumber(row.articles) }))
    .sort((a, b) => byFrenchName(a.name, b.name));
}

/** What a service page shows of the blog: its categories holding public articles, and their newest articles. */
export type ServiceArticles = { categories: Array<{ name: string; slug: string }>; posts: PostSummary[] };

export async function listLatestPublicPostsForService(
  serviceSlug: string,
  limit: number,
  now: Date = new Date(),
): Promise<ServiceArticles> {
  const rows = await newestFirst(
    selectPostSummaries(db()).where(publiclyVisible(now)).where('categories.service_slug', '=', serviceSlug),
  )
    .limit(limit)
    .execute();
  const categories = await db()
    .selectFrom('categories')
    .select(['categories.name', 'categories.slug'])
    .where('categories.service_slug', '=', serviceSlug)
    .where(categoryWithPublicArticle(now))
    .execute();
  return { categories: categories.sort((a, b) => byFrenchName(a.name, b.name)), posts: rows.map(toPostSummary) };
}
