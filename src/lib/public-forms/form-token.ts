import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The hidden token a public form carries (docs/decisions/039): when the form was issued and a
 * random key, signed for one form. The time gives the minimum fill time; the key is the form's
 * idempotency key. `issuedAt` in milliseconds since the epoch.
 */
export type FormToken = { issuedAt: number; key: string };

const KEY_BYTES = 16;
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function signature(form: string, issuedAt: number, key: string, secret: string): string {
  return createHmac('sha256', secret).update(`public-form\n${form}\n${issuedAt}\n${key}`).digest('base64url');
}

export function newFormKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** `issuedAt.key.signature`: plain ASCII, safe in a hidden field and in JSON. */
export function signFormToken(form: string, token: FormToken, secret: string): string {
  return `${token.issuedAt}.${token.key}.${signature(form, token.issuedAt, token.key, secret)}`;
}

/** The token's time and key when it was signed by us for `form`, else null (forged, another form's, garbled). */
export function readFormToken(form: string, text: unknown, secret: string): FormToken | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  const [time, key, signed, ...rest] = text.split('.');
  if (rest.length > 0 || !time || !key || !signed || !/^\d{1,15}$/.test(time) || !KEY_PATTERN.test(key)) return null;
  const issuedAt = Number(time);
  const expected = Buffer.from(signature(form, issuedAt, key, secret));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { issuedAt, key };
}
