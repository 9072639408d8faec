'use server';

import { SETUP_FIELDS, setupSchema, type SetupState } from '@/lib/auth/first-admin-setup-form';
import { refusedForm } from '@/lib/forms/form-errors';
import { defaultStaffName } from '@/lib/auth/staff-account';
import { runAction } from '@/server/actions/run-action';
import { consumeSetupToken } from '@/server/auth/first-admin-setup';
import { StaffAccountError, createStaff } from '@/server/auth/staff';
import { logger } from '@/server/logger';

const EXPIRED = 'Ce lien de configuration a déjà été utilisé ou a expiré. Redémarrez le serveur pour en obtenir un nouveau, ou utilisez npm run admin.';

/**
 * Public on purpose, guarded by the one-time token instead of a session: it exists for the
 * moment when no account can sign in. The token is consumed before the account is created.
 */
export async function completeFirstAdminSetup(_previous: SetupState, form: FormData): Promise<SetupState> {
  return runAction<SetupState>(
    async () => {
      const parsed = setupSchema.safeParse(form instanceof FormData ? Object.fromEntries(form) : {});
      if (!parsed.success) {
        const { fieldErrors, formError } = refusedForm(parsed.error, SETUP_FIELDS);
        return { ok: false, fieldErrors, formError: parsed.error.issues.some((issue) => issue.path[0] === 'token') ? EXPIRED : formError };
      }
      const { token, name, email, password } = parsed.data;
      if (!(await consumeSetupToken(token))) return { ok: false, formError: EXPIRED };
      await createStaff({ email, password, name: name || defaultStaffName(email), role: 'admin' });
      logger.info({ email }, 'First admin account created through the setup link');
      return { ok: true };
    },
    {
      answer: (formError) => ({ ok: false, formError }),
      message: "Le compte n’a pas pu être créé. Redémarrez le serveur pour obtenir un nouveau lien.",
      log: 'First admin setup failed',
      refusal: (error) => (error instanceof StaffAccountError ? { ok: false, formError: error.message } : undefined),
    },
  );
}
