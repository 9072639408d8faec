import 'server-only';
import type { Kysely } from 'kysely';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/site/public-content-version';
import { publicFrom } from '@/lib/blog/visibility';
import { ArticleSearch } from '@/lib/search/article-search';
import type { SearchSynonym } from '@/lib/search/query';
import { visibleText } from '@/lib/search/snippet';
import { readAppSetting } from '../db/app-settings';
import { db } from '../db/client';
import type { Database } from '../db/schema';
import { isoTimestamp, isoTimestampOrNull } from '../db/stored-values';

/** What a search is planned and ranked with: the articles' search and the everyday words. */
export type SearchIndex = { articles: ArticleSearch; synonyms: SearchSynonym[] };

type HeldIndex = { index: SearchIndex; version: string | null; building: Promise<void> | null };

// One index per database connection: a test or a tool that opens another database gets its own.
const held = new WeakMap<Kysely<Database>, HeldIndex>();

/**
 * This process's search index (decision 066), brought up to date with what is stored whenever
 * the public content version moved since: one small read when nothing changed, so a change made
 * through any process shows in the next search on every process. One update serves all the
 * searches waiting for it.
 */
export async function currentSearchIndex(database: Kysely<Database> = db()): Promise<SearchIndex> {
  let state = held.get(database);
  if (!state) {
    state = { index: { articles: new ArticleSearch(), synonyms: [] }, version: null, building: null };
    held.set(database, state);
  }
  for (;;) {
    const version = (await readAppSetting(PUBLIC_CONTENT_VERSION_KEY, database)) ?? '';
    if (version === state.version) return state.index;
    if (!state.building) {
      const building = state;
      building.building = updateIndex(database, building.index.articles)
        .then((synonyms) => {
          building.index = { articles: building.index.articles, synonyms };
          building.version = version;
        })
        .finally(() => {
          building.building = null;
        });
    }
    await state.building;
  }
}

/**
 * Brings `articles` up to every published or scheduled article, with its category's and tags'
 * names (only those that changed are indexed again); answers the everyday words.
 */
async function updateIndex(database: Kysely<Database>, articles: ArticleSearch): Promise<SearchSynonym[]> {
  const synonyms = await database.selectFrom('search_synonyms').select(['term', 'meaning']).orderBy('term').execute();
  const posts = await database
    .selectFrom('blog_posts')
    .leftJoin('categories', 'categories.id', 'blog_posts.category_id')
    .select([
      'blog_posts.id',
      'blog_posts.title',
      'blog_posts.excerpt',
      'blog_posts.content',
      'blog_posts.status',
      'blog_posts.scheduled_at',
      'blog_posts.deleted_at',
      'blog_posts.created_at',
      'categories.name as category_name',
    ])
    .where('blog_posts.status', 'in', ['published', 'scheduled'])
    .execute();
  const tags = await database
    .selectFrom('blog_post_tags')
    .innerJoin('tags', 'tags.id', 'blog_post_tags.tag_id')
    .select(['blog_post_tags.blog_post_id', 'tags.name'])
    .execute();
  const tagNames = new Map<string, string[]>();
  for (const tag of tags) tagNames.set(tag.blog_post_id, [...(tagNames.get(tag.blog_post_id) ?? []), tag.name]);
  await articles.update(
    posts.map((post) => ({
      id: post.id,
      title: post.title,
      excerpt: post.excerpt ?? '',
      taxonomy: [post.category_name ?? '', ...(tagNames.get(post.id) ?? [])].join(' '),
      body: visibleText(post.content),
      publicFrom: publicFrom({
        status: post.status,
        scheduled_at: isoTimestampOrNull(post.scheduled_at),
        deleted_at: isoTimestampOrNull(post.deleted_at),
      }),
      createdAt: isoTimestamp(post.created_at),
    })),
  );
  return synonyms;
}
