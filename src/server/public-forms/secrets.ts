import 'server-only';
import { deriveFormSecret, type PublicFormSecretPurpose } from '@/lib/public-forms/derived-secret';
import { authSecret } from '@/server/auth/auth-secret';

/** The public forms' keys, derived from the one secret of the site (AUTH_SECRET, or the local secrets file outside production). */
export function derivedSecret(purpose: PublicFormSecretPurpose, secret: string = authSecret()): string {
  return deriveFormSecret(secret, purpose);
}
