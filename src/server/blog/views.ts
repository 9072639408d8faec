import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { consumeRateLimit } from '../auth/rate-limit';
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

export const VIEW_WINDOW_SECONDS = 30 * 60;

/**
 * Counts a view unless one was already counted for this address and article in the last 30
 * minutes, whatever the browser session: a script posting in a loop adds one view, not a
 * thousand. The mark is a counter of the shared rate-limit table (in the database, so every
 * process sees it; swept with the others), keyed by a hash so no address is stored in clear.
 */
export async function countArticleView(postId: string, address: string, now: number = Date.now()): Promise<boolean> {
  const mark = createHash('sha256').update(`${address}\n${postId}`).digest('hex');
  const { allowed } = await consumeRateLimit(`view:${mark}`, { window: VIEW_WINDOW_SECONDS, max: 1 }, now);
  if (allowed) await incrementArticleViews(postId);
  return allowed;
}
