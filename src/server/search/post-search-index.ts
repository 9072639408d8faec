import 'server-only';
import type { Kysely } from 'kysely';
import { storedSearchTermsOf } from '@/lib/search/indexed-terms';
import type { Database } from '../db/schema';

/**
 * Keeps an article's row of `post_search_terms` in step with what it is searched by (decision
 * 058): written in the transaction that changes the article, its category's or its tags' names.
 * The row is replaced, never updated, so it gets a new revision and the table's trigger moves
 * the counter every process's index checks before it searches. Every article is indexed whatever
 * its status: the index applies the visibility rule at each search's `now`.
 */
export async function reindexPostIn(database: Kysely<Database>, postId: string): Promise<void> {
  const post = await database
    .selectFrom('blog_posts')
    .leftJoin('categories', 'categories.id', 'blog_posts.category_id')
    .select(['blog_posts.title', 'blog_posts.excerpt', 'blog_posts.content', 'categories.name as category_name'])
    .where('blog_posts.id', '=', postId)
    .executeTakeFirst();
  await database.deleteFrom('post_search_terms').where('post_id', '=', postId).execute();
  if (!post) return;
  const tags = await database
    .selectFrom('blog_post_tags')
    .innerJoin('tags', 'tags.id', 'blog_post_tags.tag_id')
    .select('tags.name')
    .where('blog_post_tags.blog_post_id', '=', postId)
    .execute();
  const stored = storedSearchTermsOf({
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    categoryName: post.category_name,
    tagNames: tags.map((tag) => tag.name),
  });
  await database
    .insertInto('post_search_terms')
    .values({ post_id: postId, ...stored })
    .execute();
}

/** After a category or tag is renamed or deleted: its articles are searched by its new name, or no longer by it. */
export async function reindexPostsIn(database: Kysely<Database>, postIds: readonly string[]): Promise<void> {
  for (const postId of postIds) await reindexPostIn(database, postId);
}
