import { createHash } from 'node:crypto';

/**
 * The idempotency key under which a submission's first answer is kept (docs/decisions/039): the
 * form token's random key, the hashed client and the submitted values together. A form rendered
 * into a cached page carries the same token for every visitor; binding the key to who sends what
 * keeps two visitors of one cached copy apart, while a double click (same person, same values)
 * still finds the first answer. Only this hash is stored, never the values.
 */
export function submissionKey(form: string, tokenKey: string, clientHash: string, values: unknown): string {
  return createHash('sha256')
    .update(`${form}\n${tokenKey}\n${clientHash}\n${JSON.stringify(values)}`)
    .digest('base64url');
}
