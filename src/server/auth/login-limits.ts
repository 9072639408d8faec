import 'server-only';
import { APIError, createAuthMiddleware, isAPIError, type getIP } from 'better-auth/api';
import { TOO_MANY_ATTEMPTS } from '@/lib/auth-messages';
import { clientAddress } from './client-address';
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

type AuthOptions = Parameters<typeof getIP>[1];

function counterKeys(request: Request, requestBody: unknown, options: AuthOptions, action: 'sign-in' | 'reset') {
  const address = clientAddress(request, options);
  const body = requestBody as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return { address: `${action}:address:${address}`, email: `${action}:email:${email}` };
}

/** The 429 of every sign-in step (password, code), French message and Retry-After. */
export function tooManyAttempts(retryAfter: number | null): APIError {
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
  return new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS }, headers);
}

// Calls from our own server code (`auth().api…`, e.g. an admin sending an invitation) carry no
// request and are not limited; only what arrives over HTTP is.
export const loginLimitsBefore = createAuthMiddleware(async (ctx) => {
  if (!ctx.request) return;
  if (ctx.path === '/sign-in/email') {
    const keys = counterKeys(ctx.request, ctx.body, ctx.context.options, 'sign-in');
    for (const [key, rule] of [
      [keys.address, LOGIN_LIMITS.signInFailuresPerAddress],
      [keys.email, LOGIN_LIMITS.signInFailuresPerEmail],
    ] as const) {
      const verdict = await peekRateLimit(key, rule);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfter);
    }
  }
  if (ctx.path === '/request-password-reset') {
    const keys = counterKeys(ctx.request, ctx.body, ctx.context.options, 'reset');
    const verdicts = [
      await consumeRateLimit(keys.address, LOGIN_LIMITS.resetRequestsPerAddress),
      await consumeRateLimit(keys.email, LOGIN_LIMITS.resetRequestsPerEmail),
    ];
    const refused = verdicts.find((verdict) => !verdict.allowed);
    if (refused) throw tooManyAttempts(refused.retryAfter);
  }
});

export const loginLimitsAfter = createAuthMiddleware(async (ctx) => {
  if (!ctx.request || ctx.path !== '/sign-in/email') return;
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.statusCode !== 401) return;
  const keys = counterKeys(ctx.request, ctx.body, ctx.context.options, 'sign-in');
  await consumeRateLimit(keys.address, LOGIN_LIMITS.signInFailuresPerAddress);
  await consumeRateLimit(keys.email, LOGIN_LIMITS.signInFailuresPerEmail);
});
