import { z } from '@/lib/forms/zod';
import { authErrorMessage, type AuthError } from './auth-messages';

/** Where a member is sent after the password step when the admins require a second factor. */
export const TWO_FACTOR_SETUP_PATH = '/admin/double-authentification';

/** The twoFactor plugin's code step: our limits replace Better Auth's per-path limiter there. */
export const CODE_STEP_PATHS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'] as const;

export function isCodeStep(path: string | undefined): boolean {
  return CODE_STEP_PATHS.some((codeStepPath) => codeStepPath === path);
}

/** Turning the second factor on or off: the member's password is checked, under our limits too. */
export const PASSWORD_CHECK_PATHS = ['/two-factor/enable', '/two-factor/disable'] as const;

export function isPasswordCheck(path: string | undefined): boolean {
  return PASSWORD_CHECK_PATHS.some((passwordCheckPath) => passwordCheckPath === path);
}

export const TWO_FACTOR_STILL_REQUIRED =
  'La double authentification est exigée pour tous les comptes : elle ne peut pas être désactivée.';
export const TWO_FACTOR_SETUP_NEEDED = 'Activez la double authentification pour accéder à l’administration.';
export const WRONG_CODE =
  'Code incorrect. Vérifiez l’heure de votre téléphone et saisissez le code affiché maintenant.';
const WRONG_RECOVERY_CODE = 'Code de secours incorrect ou déjà utilisé.';
export const CODE_STEP_EXPIRED = 'La vérification a expiré. Reconnectez-vous avec votre mot de passe.';
export const TWO_FACTOR_FAILED = 'La vérification n’a pas abouti. Veuillez réessayer.';
export const CODE_FORMAT = 'Saisissez les 6 chiffres affichés par votre application.';
export const RECOVERY_CODE_FORMAT = 'Un code de secours a la forme XXXXX-XXXXX.';

/** Better Auth's twoFactor codes, in French; everything else goes through the sign-in texts. */
const MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_CODE: WRONG_CODE,
  INVALID_BACKUP_CODE: WRONG_RECOVERY_CODE,
  INVALID_TWO_FACTOR_COOKIE: CODE_STEP_EXPIRED,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: CODE_STEP_EXPIRED,
  TOTP_ALREADY_ENABLED: 'La double authentification est déjà activée sur ce compte.',
  TOTP_NOT_ENABLED: 'La double authentification n’est pas activée sur ce compte.',
  TWO_FACTOR_NOT_ENABLED: 'La double authentification n’est pas activée sur ce compte.',
  TWO_FACTOR_REQUIRED: TWO_FACTOR_STILL_REQUIRED,
};

export function twoFactorErrorMessage(error: AuthError, fallback = TWO_FACTOR_FAILED): string {
  if (error.status !== 429 && error.code && Object.hasOwn(MESSAGES_BY_CODE, error.code))
    return MESSAGES_BY_CODE[error.code]!;
  return authErrorMessage(error, fallback);
}

/** Spaces and dashes typed by habit are dropped before the 6 digits are checked. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: CODE_FORMAT }));

/** Recovery codes as Better Auth makes them: 5 + 5 letters or digits joined by a dash. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, { error: RECOVERY_CODE_FORMAT }));

/** The base32 secret inside an otpauth:// URI, shown for manual entry; null if absent. */
export function totpSecretFromUri(uri: string): string | null {
  const url = URL.canParse(uri) ? new URL(uri) : null;
  return url?.protocol === 'otpauth:' ? url.searchParams.get('secret') : null;
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
