import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { expireCookie } from 'better-auth/cookies';
import { isCodeStep } from '@/lib/auth/two-factor';

/** The cookie Better Auth's twoFactor plugin sets for "trust this device" (its constant). */
const TRUST_DEVICE_COOKIE = 'trust_device';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const trustCookieName = (ctx: HookContext) => ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name;

/** The Cookie header without the trust cookie, or null when it carries none. */
function cookieHeaderWithoutTrust(ctx: HookContext): string | null {
  const header = ctx.headers?.get('cookie');
  if (!header) return null;
  const name = trustCookieName(ctx);
  const pairs = header.split(';').map((pair) => pair.trim());
  const kept = pairs.filter((pair) => pair.slice(0, pair.indexOf('=')) !== name);
  return kept.length === pairs.length ? null : kept.join('; ');
}

/**
 * Decision 032: every sign-in asks for the second factor (decision 013). The plugin's "trust this
 * device" would let the password alone open sessions for 30 days, renewed at each sign-in and
 * out of reach of « Déconnecter partout ». The option is ignored on the code step, and a trust
 * cookie set before this rule is withheld from the plugin at sign-in and expired in the browser.
 */
export function noTrustedDevice(): BetterAuthPlugin {
  return {
    id: 'cabinet-no-trusted-device',
    hooks: {
      before: [
        {
          matcher: (context) => isCodeStep(context.path),
          handler: createAuthMiddleware(async (ctx) => ({
            context: { body: { ...(ctx.body as object), trustDevice: false } },
          })),
        },
        {
          matcher: (context) => context.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const cookie = cookieHeaderWithoutTrust(ctx);
            if (cookie === null) return;
            return { context: { headers: new Headers({ cookie }) } };
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const sent = ctx.request?.headers.get('cookie') ?? '';
            if (sent.split(';').some((pair) => pair.trim().startsWith(`${trustCookieName(ctx)}=`))) {
              expireCookie(ctx, ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE));
            }
          }),
        },
      ],
    },
  };
}
