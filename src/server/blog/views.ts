import 'server-only';
import { sql } from 'kysely';
import { db } from '../db/client';
import { publiclyVisible } from './post-visibility';

/** The id of the public article at `slug`, or null (drafts and unknown slugs are never counted). */
export async function findPublicPostIdBySlug(slug: string, now: Date = new Date()): Promise<string | null> {
  const row = await db().selectFrom('blog_posts').select('id').where('slug', '=', slug).where(publiclyVisible(now)).executeTakeFirst();
  return row?.id ?? null;
}

/** One more view; incremented in SQL so simultaneous visitors never overwrite each other's count. */
export async function incrementArticleViews(postId: string): Promise<void> {
  await db()
    .updateTable('blog_posts')
    .set({ views_count: sql`views_count + 1` })
    .where('id', '=', postId)
    .execute();
}
