'use server';

import { FIELDS_TO_CORRECT_MESSAGE, refusal } from '@/lib/actions/action-result';
import { SETUP_FIELDS, setupSchema } from '@/lib/auth/first-admin-setup-form';
import { refusedForm } from '@/lib/forms/form-errors';
import { defaultStaffName } from '@/lib/auth/staff-account';
import { staffAction } from '@/server/actions/staff-action';
import { consumeSetupToken } from '@/server/auth/first-admin-setup';
import { StaffAccountError, createStaff } from '@/server/auth/staff';
import { logger } from '@/server/logger';

const EXPIRED =
  'Ce lien de configuration a déjà été utilisé ou a expiré. Redémarrez le serveur pour en obtenir un nouveau, ou utilisez npm run admin.';

/** No session exists yet: the one-time token of the form is this action's guard, checked in `run`. */
const noSessionYet = async () => null;

/**
 * Public on purpose, guarded by the one-time token instead of a session: it exists for the
 * moment when no account can sign in. The token is consumed before the account is created.
 */
export const completeFirstAdminSetup = staffAction({
  guard: noSessionYet,
  input: (_previous: unknown, form: FormData) => (form instanceof FormData ? Object.fromEntries(form) : {}),
  schema: setupSchema,
  // Without a valid token, correcting the fields would not help: the link itself is dead.
  invalid: (error) =>
    error.issues.some((issue) => issue.path[0] === 'token')
      ? refusal(EXPIRED)
      : refusedForm(error, SETUP_FIELDS, FIELDS_TO_CORRECT_MESSAGE),
  run: async ({ token, name, email, password }) => {
    if (!(await consumeSetupToken(token))) return refusal(EXPIRED);
    await createStaff({ email, password, name: name || defaultStaffName(email), role: 'admin' });
    logger.info({ email }, 'First admin account created through the setup link');
    return { ok: true };
  },
  failure: {
    message: 'Le compte n’a pas pu être créé. Redémarrez le serveur pour obtenir un nouveau lien.',
    log: 'First admin setup failed',
    refusal: (error) => (error instanceof StaffAccountError ? error.message : undefined),
  },
});
