import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_TOO_COMMON } from '@/lib/auth/auth-messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';
import { isGuessablePassword } from '@/lib/auth/staff-password';

/** Better Auth's paths that set a password: the mailed link (invitation, reset) and « Mon compte ». */
const SETS_A_PASSWORD = new Set(['/reset-password', '/change-password']);

/**
 * Decision 032: the rule of `isGuessablePassword` on Better Auth's own password paths, before they
 * hash anything. A password of the wrong length is left to Better Auth's own refusal.
 */
export function guessablePasswordsRefused(): BetterAuthPlugin {
  return {
    id: 'cabinet-guessable-passwords-refused',
    hooks: {
      before: [
        {
          matcher: (context) => SETS_A_PASSWORD.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const password: unknown = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
            if (
              typeof password !== 'string' ||
              password.length < MIN_PASSWORD_LENGTH ||
              password.length > MAX_PASSWORD_LENGTH
            )
              return;
            if (isGuessablePassword(password))
              throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON });
          }),
        },
      ],
    },
  };
}
