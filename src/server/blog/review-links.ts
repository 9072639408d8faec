import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { isReviewLinkTokenShape, reviewLinkExpiry, type ReviewLink } from '@/lib/blog/review-links';
import type { PostDetail } from '@/lib/blog/post-types';
import { db } from '../db/client';
import type { BlogReviewLinkTable } from '../db/schema';
import { isoTimestamp, isoTimestampOrNull, storedTimestamp } from '../db/stored-values';
import { hashReviewLinkToken, newReviewLinkToken } from './review-link-tokens';
import { getPostWithPendingChangesForStaff } from './pending-revision';

/**
 * Review links (decision 021). The token is 32 random bytes handed out once, at creation; the
 * database keeps its SHA-256 only, so a copy of the database (a backup) opens no article. A token
 * is found by the hash alone, one indexed equality lookup: the time it takes says nothing about
 * how close a wrong token came.
 */

/** Who creates a link: the signed-in staff member (the name is kept if the account goes). */
export type ReviewLinkCreator = { id: string; name: string };

type LinkRow = Pick<
  Selectable<BlogReviewLinkTable>,
  'id' | 'created_at' | 'created_by_name' | 'expires_at' | 'revoked_at'
>;

function toReviewLink(row: LinkRow): ReviewLink {
  const createdAt = isoTimestamp(row.created_at);
  const expiresAt = isoTimestamp(row.expires_at);
  const revokedAt = isoTimestampOrNull(row.revoked_at);
  return {
    id: row.id,
    createdAt,
    createdBy: row.created_by_name,
    expiresAt,
    revokedAt,
    labels: {
      createdAt: formatAdminDateTime(createdAt),
      expiresAt: formatAdminDateTime(expiresAt),
      revokedAt: revokedAt && formatAdminDateTime(revokedAt),
    },
  };
}

/**
 * A new link to the article, valid `validityDays`; null when the article does not exist. The
 * token is returned here and nowhere else.
 */
export async function createReviewLink(
  postId: string,
  creator: ReviewLinkCreator,
  validityDays: number,
  now: Date = new Date(),
): Promise<{ token: string; link: ReviewLink } | null> {
  const post = await db().selectFrom('blog_posts').select('id').where('id', '=', postId).executeTakeFirst();
  if (!post) return null;
  const token = newReviewLinkToken();
  const row = {
    id: randomUUID(),
    blog_post_id: post.id,
    token_hash: hashReviewLinkToken(token),
    created_by_id: creator.id,
    created_by_name: creator.name,
    created_at: storedTimestamp(now),
    expires_at: reviewLinkExpiry(now, validityDays),
    revoked_at: null,
  };
  await db().insertInto('blog_review_links').values(row).execute();
  return { token, link: toReviewLink(row) };
}

/** The article's links, newest first, revoked and expired ones included. */
export async function listReviewLinks(postId: string): Promise<ReviewLink[]> {
  const rows = await db()
    .selectFrom('blog_review_links')
    .select(['id', 'created_at', 'created_by_name', 'expires_at', 'revoked_at'])
    .where('blog_post_id', '=', postId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toReviewLink);
}

/**
 * Revokes one link of the article (a link of another article is left alone). True when the link
 * is revoked afterwards, including when it already was; false when there is no such link.
 */
export async function revokeReviewLink(postId: string, linkId: string, now: Date = new Date()): Promise<boolean> {
  await db()
    .updateTable('blog_review_links')
    .set({ revoked_at: storedTimestamp(now) })
    .where('id', '=', linkId)
    .where('blog_post_id', '=', postId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db()
    .selectFrom('blog_review_links')
    .select('revoked_at')
    .where('id', '=', linkId)
    .where('blog_post_id', '=', postId)
    .executeTakeFirst();
  return row !== undefined && row.revoked_at !== null;
}

/**
 * The article a token opens, with the link's expiry; null for a token of the wrong shape, unknown,
 * revoked or expired, or whose article is gone: the page answers 404 to all of them alike.
 */
export async function openReviewLink(
  token: string,
  now: Date = new Date(),
): Promise<{ post: PostDetail; expiresAt: string } | null> {
  if (!isReviewLinkTokenShape(token)) return null;
  const link = await db()
    .selectFrom('blog_review_links')
    .select(['blog_post_id', 'expires_at'])
    .where('token_hash', '=', hashReviewLinkToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', storedTimestamp(now))
    .executeTakeFirst();
  if (!link) return null;
  const found = await getPostWithPendingChangesForStaff(link.blog_post_id);
  return found ? { post: found.post, expiresAt: isoTimestamp(link.expires_at) } : null;
}
