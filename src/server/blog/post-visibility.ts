import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The SQL side of `isPubliclyVisible` (src/lib/visibility.ts): published, or scheduled with
 * `scheduled_at <= now`. Every public read filters with this and nothing else; the integration
 * tests check both sides agree row by row. ISO strings compare as timestamps on PostgreSQL and,
 * being all in `toISOString()` format, in the same order as text on SQLite.
 */
export function publiclyVisible(now: Date) {
  return (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
    eb.or([
      eb('blog_posts.status', '=', 'published'),
      eb.and([eb('blog_posts.status', '=', 'scheduled'), eb('blog_posts.scheduled_at', '<=', now.toISOString())]),
    ]);
}
