import 'server-only';
import { newFormKey, signFormToken } from '@/lib/public-forms/form-token';
import { derivedSecret } from './secrets';

/** A fresh signed token for `form`, issued now (docs/decisions/039): goes in its hidden field. */
export function publicFormToken(form: string, now: number = Date.now()): string {
  return signFormToken(form, { issuedAt: now, key: newFormKey() }, derivedSecret('form-token'));
}
