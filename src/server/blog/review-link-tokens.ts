import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { REVIEW_LINK_TOKEN_BYTES } from '@/lib/blog/review-links';

/** A fresh token: 32 bytes from the system's CSPRNG, base64url (43 characters, URL-safe). */
export function newReviewLinkToken(): string {
  return randomBytes(REVIEW_LINK_TOKEN_BYTES).toString('base64url');
}

/**
 * What is stored and looked up instead of the token. A plain SHA-256 is enough: the token has 256
 * random bits, so the hash cannot be reversed by trying tokens, and no salt or slow hash is needed.
 */
export function hashReviewLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
