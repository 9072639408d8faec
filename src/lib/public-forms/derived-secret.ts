import { createHmac } from 'node:crypto';

export type PublicFormSecretPurpose = 'form-token' | 'proof-of-work';

/**
 * One public-form key derived from the site's one secret, each for one use, so no new setting is
 * needed and one leaked derived key reveals neither the others nor the secret (decision 039).
 */
export function deriveFormSecret(secret: string, purpose: PublicFormSecretPurpose): string {
  return createHmac('sha256', secret).update(`public-forms/${purpose}`).digest('base64url');
}
