import type { PostStatus } from './post-types';

/**
 * THE public visibility rule: an article is public when it is out of the Corbeille and published,
 * or scheduled with a date that has come. The SQL filter in src/server/post-visibility.ts states
 * the same rule, and an integration test proves both agree, so scheduling needs no cron job.
 */
export type VisibilityFields = {
  status: PostStatus | string;
  scheduled_at: string | null;
  /** When it went to the Corbeille; absent for shapes that never hold a trashed article. */
  deleted_at?: string | null;
};

export function isPubliclyVisible(post: VisibilityFields, now: Date): boolean {
  return publicFrom(post) <= now.getTime();
}

/**
 * The instant (milliseconds) from which an article is public: always for a published one, its
 * schedule for a scheduled one, never (+∞) otherwise. For callers that test many articles against
 * one `now`, such as the search index.
 */
export function publicFrom(post: VisibilityFields): number {
  if (post.deleted_at) return Number.POSITIVE_INFINITY;
  if (post.status === 'published') return Number.NEGATIVE_INFINITY;
  if (post.status !== 'scheduled' || post.scheduled_at === null) return Number.POSITIVE_INFINITY;
  const at = Date.parse(post.scheduled_at);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
}

/** The date shown publicly: a scheduled article is dated by its schedule, others by publication. */
export function publicDisplayDate(post: {
  status: PostStatus | string;
  scheduled_at: string | null;
  published_at: string | null;
  created_at: string;
}): string {
  if (post.status === 'scheduled' && post.scheduled_at !== null) return post.scheduled_at;
  return post.published_at ?? post.created_at;
}
