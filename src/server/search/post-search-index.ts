import 'server-only';
import { type Kysely, sql } from 'kysely';
import { searchDocumentOf } from '@/lib/search/document';
import { databaseEngine } from '../db/client';
import type { Database } from '../db/schema';

/**
 * Keeps an article's row of `post_search` in step with what it is searched by (decision 042):
 * written in the transaction that changes the article, its category's or its tags' names, so a
 * search never lags behind the page. Every article is indexed whatever its status: the public
 * search joins the visibility rule, as every public read does.
 */
export async function reindexPostIn(database: Kysely<Database>, postId: string): Promise<void> {
  const post = await database
    .selectFrom('blog_posts')
    .leftJoin('categories', 'categories.id', 'blog_posts.category_id')
    .select(['blog_posts.title', 'blog_posts.excerpt', 'blog_posts.content', 'categories.name as category_name'])
    .where('blog_posts.id', '=', postId)
    .executeTakeFirst();
  await sql`delete from post_search where post_id = ${postId}`.execute(database);
  if (!post) return;
  const tags = await database
    .selectFrom('blog_post_tags')
    .innerJoin('tags', 'tags.id', 'blog_post_tags.tag_id')
    .select('tags.name')
    .where('blog_post_tags.blog_post_id', '=', postId)
    .execute();
  const document = searchDocumentOf({
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    categoryName: post.category_name,
    tagNames: tags.map((tag) => tag.name),
  });
  if (databaseEngine() === 'sqlite') {
    await sql`insert into post_search (post_id, title, excerpt, taxonomy, body)
      values (${postId}, ${document.title}, ${document.excerpt}, ${document.taxonomy}, ${document.body})`.execute(
      database,
    );
    return;
  }
  // Weights: title A, excerpt and taxonomy B, body D; ts_rank weighs them 1, 0.4 and 0.1.
  await sql`insert into post_search (post_id, document) values (${postId},
    setweight(to_tsvector('simple', ${document.title}), 'A') || setweight(to_tsvector('simple', ${document.excerpt}), 'B') ||
    setweight(to_tsvector('simple', ${document.taxonomy}), 'B') || setweight(to_tsvector('simple', ${document.body}), 'D'))`.execute(
    database,
  );
}

/** After a category or tag is renamed or deleted: its articles are searched by its new name, or no longer by it. */
export async function reindexPostsIn(database: Kysely<Database>, postIds: readonly string[]): Promise<void> {
  for (const postId of postIds) await reindexPostIn(database, postId);
}
