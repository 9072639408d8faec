/**
 * Review links (decision 021): a read-only link to one article that anyone holding it
 * can open without an account, until it expires or is revoked. The rules here are pure; tokens
 * are drawn and hashed in src/server/blog/review-links.ts.
 */

/** Validity of a new link when REVIEW_LINK_VALIDITY_DAYS is not set. */
export const REVIEW_LINK_DEFAULT_VALIDITY_DAYS = 7;
/** The longest validity the setting accepts: a review link is for a review, not for sharing. */
export const REVIEW_LINK_MAX_VALIDITY_DAYS = 90;

/** 32 random bytes in base64url without padding: 43 characters of A–Z, a–z, 0–9, '-' and '_'. */
export const REVIEW_LINK_TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string can be a token at all; anything else is refused before the database. */
export function isReviewLinkTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link created at `createdAt` stops opening: `days` whole days (of 24 h) later. */
export function reviewLinkExpiry(createdAt: Date, days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Invalid review link validity: ${days}`);
  return new Date(createdAt.getTime() + days * DAY_MS).toISOString();
}

/** One link as the editor lists it: never its token, which only its creator saw once. */
export type ReviewLink = {
  id: string;
  createdAt: string;
  /** The staff member's name when the link was created. */
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  /**
   * The same instants as staff read them in Casablanca time, written by the server: a browser's
   * time-zone data can disagree with the server's about Morocco (Debian's Chromium 156 has it on
   * UTC+0 from late 2026, Node 20 on UTC+1), and would show other hours than the page's server
   * HTML, which breaks hydration.
   */
  labels: { createdAt: string; expiresAt: string; revokedAt: string | null };
};

export type ReviewLinkState = 'active' | 'expired' | 'revoked';

/** A revoked link stays revoked; otherwise it opens until its expiry instant, excluded. */
export function reviewLinkState(link: Pick<ReviewLink, 'expiresAt' | 'revokedAt'>, now: Date): ReviewLinkState {
  if (link.revokedAt !== null) return 'revoked';
  return now.getTime() < Date.parse(link.expiresAt) ? 'active' : 'expired';
}

export const REVIEW_LINK_STATE_LABELS: Record<ReviewLinkState, string> = {
  active: 'Actif',
  expired: 'Expiré',
  revoked: 'Révoqué',
};

/** A new link: its address, given this once, and the article's links now. */
export type CreatedReviewLink = { id: string; url: string; links: ReviewLink[] };
