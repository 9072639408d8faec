import 'server-only';
import { createHmac } from 'node:crypto';
import { deriveFormSecret, type PublicFormSecretPurpose } from '@/lib/public-forms/derived-secret';
import { authSecret } from '@/server/auth/auth-secret';

/** The public forms' keys, derived from the one secret of the site (AUTH_SECRET, or the local secrets file outside production). */
export function derivedSecret(purpose: PublicFormSecretPurpose, secret: string = authSecret()): string {
  return deriveFormSecret(secret, purpose);
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
