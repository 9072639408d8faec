import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '@/lib/auth/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';

/**
 * What the three password forms (first admin, new password from a mail, change of one's own)
 * check in the browser before sending (the server checks again): the new password's length, and
 * its confirmation where the form asks for one (only the change of one's own: onboarding asks
 * once, with « Afficher le mot de passe »). The French message, and the field it is about.
 */
export function passwordProblem(
  password: string,
  confirmation?: string,
): { message: string; field: 'password' | 'confirmation' } | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { message: PASSWORD_TOO_SHORT, field: 'password' };
  if (confirmation !== undefined && password !== confirmation)
    return { message: PASSWORDS_DIFFER, field: 'confirmation' };
  return null;
}
