import 'server-only';
import { APIError, createAuthMiddleware, isAPIError, type getIP } from 'better-auth/api';
import { TOO_MANY_ATTEMPTS } from '@/lib/auth/auth-messages';
import { clientAddress } from './client-address';
import {
  consumeRateLimit,
  deleteRateLimit,
  refundRateLimit,
  type RateLimitRule,
  type RateLimitVerdict,
} from '@/server/rate-limit';
import { signInClock } from './sign-in-clock';

export const FIFTEEN_MINUTES = 15 * 60;

/**
 * Decision 012. A sign-in attempt is counted before its password is checked, in one atomic
 * statement, so a burst of concurrent guesses cannot all pass a check made before any of them
 * failed; a success takes its count back. The limit is per account and address, so a stranger's
 * failures never lock the staff member out of their own office, plus one per address across
 * accounts. Reset requests count every request (each sends a mail).
 */
export const LOGIN_LIMITS = {
  signInAttemptsPerAccountAndAddress: { window: FIFTEEN_MINUTES, max: 5 },
  signInAttemptsPerAddress: { window: FIFTEEN_MINUTES, max: 20 },
  resetRequestsPerEmail: { window: FIFTEEN_MINUTES, max: 3 },
  resetRequestsPerAddress: { window: FIFTEEN_MINUTES, max: 10 },
} satisfies Record<string, RateLimitRule>;

/**
 * The wait before the password of the n-th attempt from one address on one account is checked:
 * 0, 0.25, 0.5, 1, then 2 s (the limit refuses the sixth).
 */
export function signInDelayMs(attempt: number): number {
  return attempt <= 1 ? 0 : 250 * 2 ** (attempt - 2);
}

/** The first part of every sign-in counter of one account: what an admin clears. */
export function signInAccountKeyPrefix(email: string): string {
  return `sign-in:account:${email.trim().toLowerCase()}:address:`;
}

type AuthOptions = Parameters<typeof getIP>[1];

function requestedEmail(requestBody: unknown): string {
  const body = requestBody as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function signInKeys(request: Request, requestBody: unknown, options: AuthOptions) {
  const address = clientAddress(request, options);
  return {
    address: `sign-in:address:${address}`,
    accountAndAddress: `${signInAccountKeyPrefix(requestedEmail(requestBody))}${address}`,
  };
}

/** The 429 of every sign-in step (password, code), French message and Retry-After. */
export function tooManyAttempts(retryAfter: number | null): APIError {
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
  return new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS }, headers);
}

/**
 * Counts the attempt against each rule in turn, every rule even after a refusal, then refuses
 * with the first rule that refused: its Retry-After is the one answered.
 */
export async function consumeEachOrRefuse(
  limits: ReadonlyArray<readonly [key: string, rule: RateLimitRule]>,
  now: () => number,
): Promise<RateLimitVerdict[]> {
  const verdicts: RateLimitVerdict[] = [];
  for (const [key, rule] of limits) verdicts.push(await consumeRateLimit(key, rule, now()));
  const refused = verdicts.find((verdict) => !verdict.allowed);
  if (refused) throw tooManyAttempts(refused.retryAfter);
  return verdicts;
}

// Calls from our own server code (`auth().api…`, e.g. an admin sending an invitation) carry no
// request and are not limited; only what arrives over HTTP is.
export const loginLimitsBefore = createAuthMiddleware(async (ctx) => {
  if (!ctx.request) return;
  const clock = signInClock();
  if (ctx.path === '/sign-in/email') {
    const keys = signInKeys(ctx.request, ctx.body, ctx.context.options);
    const [, perAccount] = await consumeEachOrRefuse(
      [
        [keys.address, LOGIN_LIMITS.signInAttemptsPerAddress],
        [keys.accountAndAddress, LOGIN_LIMITS.signInAttemptsPerAccountAndAddress],
      ],
      () => clock.now(),
    );
    await clock.wait(signInDelayMs(perAccount!.count));
  }
  if (ctx.path === '/request-password-reset') {
    const address = clientAddress(ctx.request, ctx.context.options);
    await consumeEachOrRefuse(
      [
        [`reset:address:${address}`, LOGIN_LIMITS.resetRequestsPerAddress],
        [`reset:email:${requestedEmail(ctx.body)}`, LOGIN_LIMITS.resetRequestsPerEmail],
      ],
      () => clock.now(),
    );
  }
});

/** A successful sign-in was no guess: its address and account start afresh. */
export const loginLimitsAfter = createAuthMiddleware(async (ctx) => {
  if (!ctx.request || ctx.path !== '/sign-in/email' || isAPIError(ctx.context.returned)) return;
  const keys = signInKeys(ctx.request, ctx.body, ctx.context.options);
  await deleteRateLimit(keys.accountAndAddress);
  await refundRateLimit(keys.address);
});
