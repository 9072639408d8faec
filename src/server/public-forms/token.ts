import 'server-only';
import { deriveFormSecret, type PublicFormSecretPurpose } from '@/lib/public-forms/derived-secret';
import { newFormKey, signFormToken } from '@/lib/public-forms/form-token';
import { authSecret } from '@/server/auth/auth-secret';

/** The public forms' keys, derived from the one secret of the site (AUTH_SECRET, or the local secrets file outside production). */
export function derivedSecret(purpose: PublicFormSecretPurpose, secret: string = authSecret()): string {
  return deriveFormSecret(secret, purpose);
}

/** A fresh signed token for `form`, issued now (docs/decisions/039): goes in its hidden field. */
export function publicFormToken(form: string, now: number = Date.now()): string {
  return signFormToken(form, { issuedAt: now, key: newFormKey() }, derivedSecret('form-token'));
}
