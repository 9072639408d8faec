import 'server-only';
import { sql } from 'kysely';
import { combinedVerdict, type LimitRule } from '@/lib/public-forms/limits';
import { consumeLimit } from '@/server/public-forms/limits-store';
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
 * Views counted per address (across articles) and for everyone, with the public forms' limits
 * (docs/decisions/039): a reader opens a few dozen articles an hour; a script walking every
 * article from one address, or a flood from many, stops adding views instead of loading the
 * database.
 */
export const VIEW_LIMITS = {
  perAddress: [{ windowSeconds: 60 * 60, max: 60 }] as readonly LimitRule[],
  global: [{ windowSeconds: 60 * 60, max: 5_000 }] as readonly LimitRule[],
};

/**
 * Counts a view unless one was already counted for this client and article in the last 30
 * minutes, whatever the browser session: a script posting in a loop adds one view, not a
 * thousand; then within the limits above. The marks are counters in the database (every process
 * sees them; swept with the others), keyed by the client hash (an HMAC of the address with the
 * day's key, decision 039), so no address is stored in clear.
 */
export async function countArticleView(postId: string, clientHash: string, now: number = Date.now()): Promise<boolean> {
  const { allowed } = await consumeRateLimit(`view:${clientHash}:${postId}`, { window: VIEW_WINDOW_SECONDS, max: 1 }, now);
  if (!allowed) return false;
  const perAddress = combinedVerdict(await Promise.all(VIEW_LIMITS.perAddress.map((rule) => consumeLimit('vue', clientHash, rule, now))));
  if (!perAddress.allowed) return false;
  const global = combinedVerdict(await Promise.all(VIEW_LIMITS.global.map((rule) => consumeLimit('vue', 'all', rule, now))));
  if (!global.allowed) return false;
  await incrementArticleViews(postId);
  return true;
}
