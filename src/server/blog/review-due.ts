import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The SQL side of `isReviewDue` (src/lib/blog/medical-review.ts): not archived, and never reviewed or
 * reviewed before the cutoff (`reviewDueCutoff`). The integration tests check both sides agree.
 */
export function reviewDue(cutoff: string) {
  return (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
    eb.and([
      eb('blog_posts.status', '!=', 'archived'),
      eb.or([eb('blog_posts.reviewed_at', 'is', null), eb('blog_posts.reviewed_at', '<', cutoff)]),
    ]);
}
