import 'server-only';
import { formatPublicDate } from '@/lib/french-dates';
import { isStaffTheReviewer } from '@/lib/medical-review';
import type { CurrentStaff } from '../auth/session';
import { markPostReviewed } from './post-writes';
import { getPostForStaff } from './posts';
import { POST_GONE_MESSAGE } from './save-post';

export const NOT_THE_REVIEWER_MESSAGE =
  "Seul le relecteur désigné pour cet article peut le marquer comme relu (son compte doit avoir l’adresse e-mail de l’auteur relecteur).";

/** The review's day as the editor shows it, in Casablanca time as the server writes it (see ReviewLink's labels). */
export type MarkReviewedResult = { ok: true; reviewedAtLabel: string } | { ok: false; message: string };

/** "Marquer comme relu": today's review by the staff member who is the article's reviewer. */
export async function markReviewedByStaff(postId: string, staff: Pick<CurrentStaff, 'email'>, now: Date = new Date()): Promise<MarkReviewedResult> {
  const post = await getPostForStaff(postId);
  if (!post) return { ok: false, message: POST_GONE_MESSAGE };
  if (!isStaffTheReviewer(post.reviewer, staff)) return { ok: false, message: NOT_THE_REVIEWER_MESSAGE };
  if (!(await markPostReviewed(postId, now))) return { ok: false, message: POST_GONE_MESSAGE };
  return { ok: true, reviewedAtLabel: formatPublicDate(now.toISOString()) };
}
