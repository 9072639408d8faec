import 'server-only';
import { auth } from './auth';

/**
 * The email of the account an unexpired reset or invitation link belongs to, or null. The page of
 * the link signs the person in right after the password is chosen, and a password manager files
 * the new password under this address.
 */
export async function accountLinkOwnerEmail(token: string): Promise<string | null> {
  const { internalAdapter } = await auth().$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const user = await internalAdapter.findUserById(verification.value);
  return user?.email ?? null;
}
