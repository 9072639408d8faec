'use server';

import { z } from 'zod';
import { firstErrorPerField } from '@/lib/form-errors';
import { defaultStaffName, staffEmailSchema, staffNameSchema, staffPasswordSchema } from '@/lib/staff-account';
import { consumeSetupToken } from '@/server/auth/first-admin-setup';
import { StaffAccountError, createStaff } from '@/server/auth/staff';
import { logger } from '@/server/logger';

// The fields the form shows errors beside; a bad token is reported for the whole form.
const SETUP_FIELDS = ['email', 'password', 'confirmation'] as const;

export type SetupState = {
  ok: boolean;
  formError?: string;
  fieldErrors?: Partial<Record<(typeof SETUP_FIELDS)[number], string>>;
};

const setupSchema = z
  .object({ token: z.string().min(1), name: staffNameSchema, email: staffEmailSchema, password: staffPasswordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], error: 'Les deux mots de passe ne correspondent pas.' });

const EXPIRED = 'Ce lien de configuration a déjà été utilisé ou a expiré. Redémarrez le serveur pour en obtenir un nouveau, ou utilisez npm run admin.';

/**
 * Public on purpose, guarded by the one-time token instead of a session: it exists for the
 * moment when no account can sign in. The token is consumed before the account is created.
 */
export async function completeFirstAdminSetup(_previous: SetupState, form: FormData): Promise<SetupState> {
  const parsed = setupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors = firstErrorPerField(parsed.error, SETUP_FIELDS);
    return { ok: false, fieldErrors, formError: parsed.error.issues.some((issue) => issue.path[0] === 'token') ? EXPIRED : undefined };
  }
  const { token, name, email, password } = parsed.data;
  if (!(await consumeSetupToken(token))) return { ok: false, formError: EXPIRED };
  try {
    await createStaff({ email, password, name: name || defaultStaffName(email), role: 'admin' });
  } catch (error) {
    if (error instanceof StaffAccountError) return { ok: false, formError: error.message };
    logger.error({ err: error }, 'First admin setup failed after the token was used');
    return { ok: false, formError: "Le compte n'a pas pu être créé. Redémarrez le serveur pour obtenir un nouveau lien." };
  }
  logger.info({ email }, 'First admin account created through the setup link');
  return { ok: true };
}
