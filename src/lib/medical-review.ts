import { dateTimeLocalValueToIso, toDateTimeLocalValue } from './french-dates';
import { casablancaDay } from './practice/practice-days';
import type { PostStatus } from './post-types';
import { publicDisplayDate } from './visibility';

/**
 * When an article is due for a medical review, and which dates its header shows (issue 14).
 * One rule for the back-office badge, its filter and its counter: the SQL side in
 * src/server/blog/review-due.ts uses the same cutoff.
 */

/** The instant `months` calendar months before `now`: a review older than this is stale. */
export function reviewDueCutoff(now: Date, months: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * An article is "À relire" when it was never reviewed or its last review is older than the
 * interval. Archived articles are out of circulation and never due.
 */
export function isReviewDue(post: { status: PostStatus; reviewed_at: string | null }, now: Date, months: number): boolean {
  if (post.status === 'archived') return false;
  return post.reviewed_at === null || post.reviewed_at < reviewDueCutoff(now, months);
}

/**
 * "Mis à jour le …" shows only when the content changed on a later day (in Casablanca) than the
 * public date; a correction made the day of publication is not an update to announce.
 */
export function shownUpdateDate(post: {
  status: PostStatus;
  scheduled_at: string | null;
  published_at: string | null;
  created_at: string;
  content_updated_at: string | null;
}): string | null {
  if (!post.content_updated_at) return null;
  const published = casablancaDay(new Date(publicDisplayDate(post)));
  return casablancaDay(new Date(post.content_updated_at)) > published ? post.content_updated_at : null;
}

/** `<input type="date">` value (Casablanca day) of a stored review instant, '' when none. */
export function toReviewDateValue(iso: string | null): string {
  return toDateTimeLocalValue(iso).slice(0, 10);
}

/** The stored instant of a review date typed in the editor: noon in Casablanca that day. */
export function reviewDateValueToIso(value: string): string | null {
  return dateTimeLocalValueToIso(`${value}T12:00`);
}

/**
 * A staff account is an author when both carry the same e-mail address (case ignored): the
 * author form already holds an e-mail, and staff accounts are created by invitation to one.
 * Only that account may "Marquer comme relu" an article that names the author as reviewer.
 */
export function isStaffTheReviewer(reviewer: { email: string | null } | null, staff: { email: string }): boolean {
  if (!reviewer?.email) return false;
  return reviewer.email.trim().toLowerCase() === staff.email.trim().toLowerCase();
}
