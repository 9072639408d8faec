import 'server-only';
import { refusal, type ActionResult } from '@/lib/actions/action-result';
import { displayName } from '@/lib/blog/author-display';
import { formatCasablancaClock, formatPublicDate } from '@/lib/text/french-dates';
import { reviewMarkerKind, reviewRecordLabel } from '@/lib/blog/medical-review';
import type { CurrentStaff } from '../auth/session';
import { markPostReviewed } from './post-writes';
import { getPostForStaff } from './posts';
import { POST_GONE_MESSAGE } from './save-post';

export const NOT_THE_REVIEWER_MESSAGE =
  'Seul le relecteur désigné pour cet article (son compte a l’adresse e-mail de l’auteur relecteur) ou un administrateur peut le marquer comme relu.';
export const NO_REVIEWER_MESSAGE = 'Choisissez d’abord le relecteur de cet article et enregistrez-le.';

/** The review's day as the editor shows it, in Casablanca time as the server writes it (see ReviewLink's labels). */
export type MarkReviewedResult = ActionResult<{ reviewedAtLabel: string }>;

/**
 * "Marquer comme relu": a review by the article's reviewer now, marked by their own account or
 * recorded for them by an admin, who is kept as such (decision 036).
 */
export async function markReviewedByStaff(
  postId: string,
  staff: Pick<CurrentStaff, 'id' | 'name' | 'email' | 'role'>,
  now: Date = new Date(),
): Promise<MarkReviewedResult> {
  const post = await getPostForStaff(postId);
  if (!post) return refusal(POST_GONE_MESSAGE);
  if (!post.reviewer) return refusal(NO_REVIEWER_MESSAGE);
  const kind = reviewMarkerKind(post.reviewer, staff);
  if (!kind) return refusal(NOT_THE_REVIEWER_MESSAGE);
  const reviewer = displayName(post.reviewer);
  const note =
    kind === 'admin'
      ? `Relu par ${reviewer}, enregistré par ${staff.name} (administrateur)`
      : `Relu par ${reviewer}, marqué par son propre compte`;
  if (!(await markPostReviewed(postId, now, { id: staff.id, name: staff.name, byAdmin: kind === 'admin' }, note))) {
    return refusal(POST_GONE_MESSAGE);
  }
  return { ok: true, reviewedAtLabel: formatPublicDate(now.toISOString()) };
}

/** The review line staff read in the editor: when, by whom, and who recorded it. */
export function savedReviewLine(post: {
  reviewed_at: string | null;
  reviewer: { name: string; title: string | null } | null;
  review_record: { by_name: string; by_admin: boolean } | null;
}): string | null {
  if (!post.reviewed_at || !post.reviewer) return null;
  const recorded = reviewRecordLabel(post.review_record, formatCasablancaClock(post.reviewed_at));
  return `${formatPublicDate(post.reviewed_at)} par ${displayName(post.reviewer)} (${recorded})`;
}
