import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { withoutSessionTokens } from '@/lib/auth/session-token-free';

/**
 * Better Auth answers `/get-session`, `/list-sessions`, `/sign-in/email`… with the session token
 * in the body, where any script of the page could read it. Over HTTP, every answer leaves without
 * it (the HttpOnly cookie carries it); our own server code calling `auth().api` still gets it.
 */
export function sessionTokensHidden() {
  return {
    id: 'session-tokens-hidden',
    hooks: {
      after: [
        {
          matcher: (context) => !!context.request,
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (
              returned === null ||
              typeof returned !== 'object' ||
              returned instanceof Response ||
              returned instanceof Error
            )
              return;
            return ctx.json(withoutSessionTokens(returned));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
