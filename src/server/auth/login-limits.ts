import 'server-only';
import { APIError, createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import { TOO_MANY_ATTEMPTS } from '@/lib/auth-messages';
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Sign-in counts failures only, so colleagues behind one office address can sign in all day while
 * guessing stops fast; reset requests count every request (each sends a mail).
 */
export const LOGIN_LIMITS = {
  signInFailuresPerEmail: { window: FIFTEEN_MINUTES, max: 5 },
  signInFailuresPerAddress: { window: FIFTEEN_MINUTES, max: 20 },
  resetRequestsPerEmail: { window: FIFTEEN_MINUTES, max: 3 },
  resetRequestsPerAddress: { window: FIFTEEN_MINUTES, max: 10 },
} satisfies Record<string, RateLimitRule>;

type LimitedRequest = { request?: Request; headers?: Headers; body?: unknown; context: { options: Parameters<typeof getIP>[1] } };

function counterKeys(ctx: LimitedRequest, action: 'sign-in' | 'reset') {
  const source = ctx.request ?? ctx.headers;
  const address = (source && getIP(source, ctx.context.options)) || 'unknown-address';
  const body = ctx.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return { address: `${action}:address:${address}`, email: `${action}:email:${email}` };
}

function tooManyAttempts(retryAfter: number | null): APIError {
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
  return new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS }, headers);
}

export const loginLimitsBefore = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-in/email') {
    const keys = counterKeys(ctx, 'sign-in');
    for (const [key, rule] of [
      [keys.address, LOGIN_LIMITS.signInFailuresPerAddress],
      [keys.email, LOGIN_LIMITS.signInFailuresPerEmail],
    ] as const) {
      const verdict = await peekRateLimit(key, rule);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfter);
    }
  }
  if (ctx.path === '/request-password-reset') {
    const keys = counterKeys(ctx, 'reset');
    const verdicts = [
      await consumeRateLimit(keys.address, LOGIN_LIMITS.resetRequestsPerAddress),
      await consumeRateLimit(keys.email, LOGIN_LIMITS.resetRequestsPerEmail),
    ];
    const refused = verdicts.find((verdict) => !verdict.allowed);
    if (refused) throw tooManyAttempts(refused.retryAfter);
  }
});

export const loginLimitsAfter = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-in/email') return;
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.statusCode !== 401) return;
  const keys = counterKeys(ctx, 'sign-in');
  await consumeRateLimit(keys.address, LOGIN_LIMITS.signInFailuresPerAddress);
  await consumeRateLimit(keys.email, LOGIN_LIMITS.signInFailuresPerEmail);
});
