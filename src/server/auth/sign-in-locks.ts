import 'server-only';
import { LOGIN_LIMITS, signInAccountKeyPrefix } from './login-limits';
import { deleteRateLimitsStartingWith, exceededRateLimits } from '@/server/rate-limit';
import { signInClock } from './sign-in-clock';

const ACCOUNT_KEYS = 'sign-in:account:';
const ADDRESS_PART = ':address:';

/** The e-mails that at least one address cannot sign in to right now (too many attempts). */
export async function lockedSignInEmails(now = signInClock().now()): Promise<Set<string>> {
  const keys = await exceededRateLimits(ACCOUNT_KEYS, LOGIN_LIMITS.signInAttemptsPerAccountAndAddress, now);
  return new Set(keys.map((key) => key.slice(ACCOUNT_KEYS.length, key.indexOf(ADDRESS_PART, ACCOUNT_KEYS.length))));
}

/**
 * An admin lifts every sign-in limit of one account, from every address, and its slow-down with
 * them. Answers how many addresses were locked out.
 */
export async function clearSignInLocks(email: string, now = signInClock().now()): Promise<number> {
  const prefix = signInAccountKeyPrefix(email);
  const locked = await exceededRateLimits(prefix, LOGIN_LIMITS.signInAttemptsPerAccountAndAddress, now);
  await deleteRateLimitsStartingWith(prefix);
  return locked.length;
}
