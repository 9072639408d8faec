import 'server-only';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { generateRecoveryCodes } from '@/lib/auth/recovery-codes';
import { noTrustedDevice } from './no-trusted-device';
import { codeStepLimits } from './two-factor-limits';

/** How long the code step of one sign-in stays open after the right password (seconds). */
const CODE_STEP_LIFETIME_SECONDS = 10 * 60;

/**
 * Better Auth's own TOTP second factor (RFC 6238, 6 digits, 30 s) with ten single-use recovery
 * codes without look-alike characters, both stored encrypted with the auth secret, in the table of migration 0004.
 * No "trusted device": every sign-in asks for a code, whatever the request asks (decision 032). The e-mailed one-time code of
 * the plugin is not configured, so only an authenticator app or a recovery code gets through.
 */
export function staffTwoFactorPlugins() {
  return [
    twoFactor({
      issuer: 'Cabinet médical',
      twoFactorCookieMaxAge: CODE_STEP_LIFETIME_SECONDS,
      backupCodeOptions: { customBackupCodesGenerate: () => generateRecoveryCodes(10), storeBackupCodes: 'encrypted' },
      // Consecutive failures across sign-ins lock the code step (not the password) for 15 minutes.
      accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      schema: { twoFactor: { modelName: 'auth_two_factors' } },
    }),
    codeStepLimits(),
    noTrustedDevice(),
  ] as const;
}

/** Doors of the plugin this site never uses (no e-mailed codes). */
export const UNUSED_TWO_FACTOR_PATHS = ['/two-factor/send-otp', '/two-factor/verify-otp'];
