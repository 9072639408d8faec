import type { PostStatus } from './post-types';

/**
 * THE public visibility rule: an article is public when it is published, or scheduled with a
 * date that has come. The SQL filter in src/server/post-visibility.ts states the same rule, and
 * an integration test proves both agree, so scheduling needs no cron job.
 */
export type VisibilityFields = { status: PostStatus | string; scheduled_at: string | null };

export function isPubliclyVisible(post: VisibilityFields, now: Date): boolean {
  if (post.status === 'published') return true;
  if (post.status !== 'scheduled' || post.scheduled_at === null) return false;
  return Date.parse(post.scheduled_at) <= now.getTime();
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
