import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { isCodeStep, isPasswordCheck, TWO_FACTOR_STILL_REQUIRED } from '@/lib/auth/two-factor';
import { clientAddress } from './client-address';
import { consumeEachOrRefuse, FIFTEEN_MINUTES } from './login-limits';
import { deleteRateLimit, type RateLimitRule } from '@/server/rate-limit';
import { signInClock } from './sign-in-clock';
import { isTwoFactorRequired } from './two-factor-policy';

/**
 * The code step of a sign-in is limited like the password step: per member and per address, in
 * the shared database counters. Each attempt is counted before the code is checked, in one
 * atomic statement, so a burst of guesses cannot slip past; a right code clears the member's
 * counter (only consecutive failures count against them), never the address's.
 */
export const CODE_STEP_LIMITS = {
  codeAttemptsPerMember: { window: FIFTEEN_MINUTES, max: 5 },
  codeAttemptsPerAddress: { window: FIFTEEN_MINUTES, max: 20 },
} satisfies Record<string, RateLimitRule>;

/**
 * Turning two-factor on or off checks the signed-in member's password. Better Auth's plugin
 * allowed 3 such checks per address every 10 s, shared by every member behind that address (the
 * practice's staff share the office's): counted per member and address instead, like a sign-in,
 * one colleague's set-up never refuses another's. A right password clears the member's count.
 */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = { window: FIFTEEN_MINUTES, max: 5 };

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The member a pending sign-in belongs to, from the plugin's signed challenge cookie. */
async function challengedMember(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}

const memberKey = (userId: string) => `two-factor:member:${userId}`;

/** The signed-in member whose password a set-up or removal checks; null: the plugin answers 401. */
async function passwordCheckKeyOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  return session && ctx.request
    ? `two-factor:password:${session.user.id}:${clientAddress(ctx.request, ctx.context.options)}`
    : null;
}

const before = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/two-factor/disable' && (await isTwoFactorRequired())) {
    throw new APIError('FORBIDDEN', { code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_STILL_REQUIRED });
  }
  // Calls from our own server code carry no request and are not limited (as for the password).
  if (!ctx.request) return;
  if (isPasswordCheck(ctx.path)) {
    const key = await passwordCheckKeyOf(ctx);
    if (key) await consumeEachOrRefuse([[key, PASSWORD_CHECK_LIMIT]], () => signInClock().now());
    return;
  }
  if (!isCodeStep(ctx.path)) return;
  const userId = await challengedMember(ctx);
  if (!userId) return; // No pending sign-in: the plugin answers it (set-up by a signed-in member, or an expired step).
  const now = signInClock().now();
  await consumeEachOrRefuse(
    [
      [
        `two-factor:address:${clientAddress(ctx.request, ctx.context.options)}`,
        CODE_STEP_LIMITS.codeAttemptsPerAddress,
      ],
      [memberKey(userId), CODE_STEP_LIMITS.codeAttemptsPerMember],
    ],
    () => now,
  );
});

const after = createAuthMiddleware(async (ctx) => {
  if (!ctx.request || isAPIError(ctx.context.returned)) return;
  if (isPasswordCheck(ctx.path)) {
    const key = await passwordCheckKeyOf(ctx);
    if (key) await deleteRateLimit(key);
    return;
  }
  if (!isCodeStep(ctx.path)) return;
  const userId = ctx.context.newSession?.user.id;
  if (userId) await deleteRateLimit(memberKey(userId));
});

/** A plugin of ours beside Better Auth's twoFactor: the code-step and password-check limits, the admin's requirement. */
export function codeStepLimits(): BetterAuthPlugin {
  return {
    id: 'cabinet-code-step-limits',
    hooks: {
      before: [{ matcher: (context) => isCodeStep(context.path) || isPasswordCheck(context.path), handler: before }],
      after: [{ matcher: (context) => isCodeStep(context.path) || isPasswordCheck(context.path), handler: after }],
    },
  };
}
