import { casablancaDay } from '../practice/practice-days';
import type { PostStatus } from './post-types';
import type { StaffRole } from '../auth/staff-account';
import { publicDisplayDate } from './visibility';

/**
 * When an article is due for a medical review, and which dates its header shows (decision 018).
 * One rule for the back-office badge, its filter and its counter: the SQL side in
 * src/server/blog/post-visibility.ts uses the same cutoff.
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
export function isReviewDue(
  post: { status: PostStatus; reviewed_at: string | null },
  now: Date,
  months: number,
): boolean {
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

/**
 * A staff account is an author when both carry the same e-mail address (case ignored): the
 * author form already holds an e-mail, and staff accounts are created by invitation to one.
 * That account may "Marquer comme relu" an article that names the author as reviewer.
 */
export function isStaffTheReviewer(reviewer: { email: string | null } | null, staff: { email: string }): boolean {
  if (!reviewer?.email) return false;
  return reviewer.email.trim().toLowerCase() === staff.email.trim().toLowerCase();
}

/**
 * Who may "Marquer comme relu" an article (decision 036): the reviewer's own account, or an admin
 * recording the review for the reviewer (kept as such); nobody while no reviewer is chosen.
 */
export function reviewMarkerKind(
  reviewer: { email: string | null } | null,
  staff: { email: string; role: StaffRole },
): 'reviewer' | 'admin' | null {
  if (!reviewer) return null;
  if (isStaffTheReviewer(reviewer, staff)) return 'reviewer';
  return staff.role === 'admin' ? 'admin' : null;
}

/**
 * Who recorded a review, as staff read it beside the review line and in the history: the
 * account that marked it, or that it was stored before reviews were recorded (decision 036).
 */
export function reviewRecordLabel(record: { by_name: string; by_admin: boolean } | null, clockLabel: string): string {
  if (!record) return 'date saisie à la main avant l’enregistrement des relectures : qui l’a marquée n’est pas connu';
  return record.by_admin
    ? `enregistrée par ${record.by_name} (administrateur) à ${clockLabel}`
    : `marquée par ${record.by_name} à ${clockLabel}`;
}
