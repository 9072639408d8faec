import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/server/auth/auth-secret';

/**
 * The public forms' keys, derived from the one secret of the site (AUTH_SECRET, or the local
 * secrets file outside production), each for one use, so no new setting is needed and one
 * leaked derived key reveals neither the others nor the secret (docs/decisions/039).
 */
export function derivedSecret(
  purpose: 'form-token' | 'client-address' | 'proof-of-work',
  secret: string = authSecret(),
): string {
  return createHmac('sha256', secret).update(`public-forms/${purpose}`).digest('base64url');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The client address as the limits know it: an HMAC keyed by the secret and the UTC day, so the
 * address is never stored in clear, a stored hash cannot be matched to an address without the
 * secret, and yesterday's hashes cannot be linked to today's.
 */
export function hashedClient(address: string, now: number, secret: string = derivedSecret('client-address')): string {
  const day = Math.floor(now / DAY_MS);
  return createHmac('sha256', secret).update(`${day}\n${address}`).digest('base64url').slice(0, 32);
}
