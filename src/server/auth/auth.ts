import 'server-only';
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { CamelCasePlugin } from 'kysely';
import { nextCookies } from 'better-auth/next-js';
import { AUTH_COOKIE_PREFIX } from '@/lib/auth/auth-cookie';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';
import { CODE_STEP_PATHS, PASSWORD_CHECK_PATHS } from '@/lib/auth/two-factor';
import { processSingleton } from '@/lib/process-singleton';
import { db, databaseEngine } from '@/server/db/client';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { siteOrigins } from '@/server/same-origin';
import { sendAccountLinkMail } from './account-link-mail';
import { authSecret } from './auth-secret';
import { rejectDisabledStaff } from './disabled-staff';
import { guessablePasswordsRefused } from './guessable-passwords-refused';
import { loginLimitsAfter, loginLimitsBefore } from './login-limits';
import { consumeRateLimit } from '@/server/rate-limit';
import { sessionTokensHidden } from './session-tokens-hidden';
import { UNUSED_TWO_FACTOR_PATHS, staffTwoFactorPlugins } from './two-factor-plugin';

const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

const betterAuthLogLevels = { debug: 'debug', info: 'info', warn: 'warn', error: 'error' } as const;

function createAuth() {
  const { SITE_URL } = env();
  return betterAuth({
    appName: 'Cabinet médical',
    baseURL: SITE_URL,
    trustedOrigins: [...siteOrigins()],
    secret: authSecret(),
    // Better Auth's camelCase field names are our snake_case columns (emailVerified: email_verified).
    database: { db: db().withPlugin(new CamelCasePlugin()), type: databaseEngine() },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[betterAuthLogLevels[level]]({ args }, `better-auth: ${message}`),
    },
    // Its default prints an unexpected error to the console and answers an empty 500: thrown
    // instead, the route handler logs the original error (SQLITE_FULL…) and answers in French.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Our own link to the login page (which holds the new-password form), not Better Auth's
      // redirecting endpoint: one hop less and no callback URL to validate.
      sendResetPassword: ({ user, token }) => sendAccountLinkMail(user, token),
    },
    // Paths a staff back office never needs; fewer doors to guard.
    disabledPaths: [
      '/sign-up/email',
      '/update-user',
      '/change-email',
      '/delete-user',
      '/send-verification-email',
      '/verify-email',
      ...UNUSED_TWO_FACTOR_PATHS,
    ],
    user: {
      modelName: 'auth_users',
      additionalFields: {
        role: { type: 'string', required: true, defaultValue: 'editor', input: false },
        disabled: { type: 'boolean', required: true, defaultValue: false, input: false },
      },
    },
    session: {
      modelName: 'auth_sessions',
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: 'auth_accounts' },
    verification: {
      modelName: 'auth_verifications',
      // Reset and invitation tokens are stored as SHA-256 hashes: a copy of the database does not
      // open the links in flight (decision 014).
      storeIdentifier: 'hashed',
    },
    databaseHooks: { session: { create: { before: rejectDisabledStaff } } },
    hooks: { before: loginLimitsBefore, after: loginLimitsAfter },
    rateLimit: {
      enabled: true,
      customStorage: { consume: consumeRateLimit },
      // Sign-in, reset requests and two-factor's code and password checks have stricter limits of
      // our own, per member or email as well as per address.
      customRules: {
        '/sign-in/email': false,
        '/request-password-reset': false,
        ...Object.fromEntries([...CODE_STEP_PATHS, ...PASSWORD_CHECK_PATHS].map((path) => [path, false])),
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: SITE_URL.startsWith('https://'),
      // Better Auth skips its Origin/CSRF checks under NODE_ENV=test; keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => randomUUID() },
    },
    // Must stay last: lets server actions set the session cookies.
    plugins: [sessionTokensHidden(), guessablePasswordsRefused(), ...staffTwoFactorPlugins(), nextCookies()],
  });
}

type Auth = ReturnType<typeof createAuth>;
const store = processSingleton('auth', (): { built?: { auth: Auth; database: object } } => ({}));

/**
 * The Better Auth instance over the process's database; rebuilt if the database changes (tests).
 * The server builds it at start (src/instrumentation.ts), never inside a request (decision 034).
 */
export function auth(): Auth {
  const database = db();
  if (store.built?.database !== database) store.built = { auth: createAuth(), database };
  return store.built.auth;
}
