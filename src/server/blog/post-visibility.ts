import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import { db } from '../db/client';
import type { Database } from '../db/schema';
import { isoTimestampOrNull } from '../db/stored-values';

/** An article out of the Corbeille: what the staff's lists and the editor see. */
export function notInTrash() {
  return (eb: ExpressionBuilder<Database, 'blog_posts'>) => eb('blog_posts.deleted_at', 'is', null);
}

/**
 * The SQL side of `isPubliclyVisible` (src/lib/blog/visibility.ts): out of the Corbeille, and
 * published, or scheduled with `scheduled_at <= now`. Every public read filters with this and nothing else; the integration
 * tests check both sides agree row by row. ISO strings compare as timestamps on PostgreSQL and,
 * being all in `toISOString()` format, in the same order as text on SQLite.
 */
export function publiclyVisible(now: Date) {
  return (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
    eb.and([
      notInTrash()(eb),
      eb.or([
        eb('blog_posts.status', '=', 'published'),
        eb.and([eb('blog_posts.status', '=', 'scheduled'), eb('blog_posts.scheduled_at', '<=', now.toISOString())]),
      ]),
    ]);
}

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

/** A category the site shows: one with a public article (its topic page answers, decision 048). */
export function categoryWithPublicArticle(now: Date) {
  return (eb: ExpressionBuilder<Database, 'categories'>) =>
    eb.exists(
      eb
        .selectFrom('blog_posts')
        .select('blog_posts.id')
        .whereRef('blog_posts.category_id', '=', 'categories.id')
        .where(publiclyVisible(now)),
    );
}

/** A tag the site shows: one on a public article (its topic page answers, decision 048). */
export function tagWithPublicArticle(now: Date) {
  return (eb: ExpressionBuilder<Database, 'tags'>) =>
    eb.exists(
      eb
        .selectFrom('blog_post_tags')
        .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_tags.blog_post_id')
        .select('blog_post_tags.tag_id')
        .whereRef('blog_post_tags.tag_id', '=', 'tags.id')
        .where(publiclyVisible(now)),
    );
}

/**
 * When the next scheduled article becomes public, if one is waiting: the public pages change then
 * by themselves, so nothing cached before may be served after it.
 */
export async function nextScheduledPublication(now: Date): Promise<Date | null> {
  const row = await db()
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('scheduled_at').as('next_at'))
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '>', now.toISOString())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const next = isoTimestampOrNull(row?.next_at ?? null);
  return next ? new Date(next) : null;
}
