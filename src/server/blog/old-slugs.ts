import 'server-only';
import type { Kysely } from 'kysely';
import { db } from '../db/client';
import type { Database } from '../db/schema';
import { publiclyVisible } from './post-visibility';

/**
 * Old addresses keep working (decision 042). When a published article's slug changes, its old
 * slug is kept, pointing at the article (not at a slug), so any number of changes still answer
 * in one hop. A slug an article takes is no longer anyone's old slug: the article that holds it
 * now wins. Old slugs go with their article (a foreign key), so a deleted article's old
 * addresses answer 404 like its current one.
 */
export async function keepOldSlugIn(
  database: Kysely<Database>,
  change: { postId: string; previousSlug: string | null; slug: string; wasPublic: boolean },
): Promise<void> {
  await database.deleteFrom('post_old_slugs').where('slug', '=', change.slug).execute();
  if (!change.wasPublic || change.previousSlug === null || change.previousSlug === change.slug) return;
  await database
    .insertInto('post_old_slugs')
    .values({ slug: change.previousSlug, blog_post_id: change.postId, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet({ blog_post_id: change.postId }))
    .execute();
}

/**
 * The current slug of the public article that once had `slug`, or null: no such old slug, or
 * its article is not public now. Asked only when no article holds `slug` today.
 */
export async function currentSlugOfPublicOldSlug(slug: string, now: Date = new Date()): Promise<string | null> {
  const row = await db()
    .selectFrom('post_old_slugs')
    .innerJoin('blog_posts', 'blog_posts.id', 'post_old_slugs.blog_post_id')
    .select('blog_posts.slug')
    .where('post_old_slugs.slug', '=', slug)
    .where(publiclyVisible(now))
    .executeTakeFirst();
  return row?.slug ?? null;
}
