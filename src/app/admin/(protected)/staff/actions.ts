'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/forms/zod';
import { FIELDS_TO_CORRECT_MESSAGE, refusal, type ActionResult } from '@/lib/actions/action-result';
import { refusedForm } from '@/lib/forms/form-errors';
import { defaultStaffName, INVITE_FIELDS, inviteStaffSchema, staffRoleSchema } from '@/lib/auth/staff-account';
import { staffAction } from '@/server/actions/staff-action';
import { requireAdmin } from '@/server/auth/session';
import {
  StaffAccountError,
  endAllSessions,
  findStaffById,
  inviteStaff,
  resendInvitation,
  setStaffDisabled,
  setStaffRole,
  type InvitationOutcome,
} from '@/server/auth/staff';
import { clearSignInLocks } from '@/server/auth/sign-in-locks';
import { resetTwoFactor, setTwoFactorRequired } from '@/server/auth/two-factor-policy';
import { logger } from '@/server/logger';

const GENERIC_FAILURE = 'L’opération n’a pas abouti. Veuillez réessayer.';
const MEMBER_GONE = 'Compte introuvable.';

/** An unexpected error is logged and answered generically; a StaffAccountError is a refusal shown as is. */
const failure = (log: string, context?: (...args: unknown[]) => Record<string, unknown>) => ({
  message: GENERIC_FAILURE,
  log,
  context,
  refusal: (error: unknown) => (error instanceof StaffAccountError ? error.message : undefined),
});

const member = z.object({ userId: z.uuid() });
/** What the actions on one member given by their id share: an id that is not one is a member gone. */
const oneMemberById = { input: (userId: unknown) => ({ userId }), schema: member, invalid: MEMBER_GONE };

/** The member the action is about; gone since the page was drawn is a refusal (`Compte introuvable.`). */
async function existingMember(userId: string) {
  const found = await findStaffById(userId);
  if (!found) throw new StaffAccountError(MEMBER_GONE);
  return found;
}

/** The list shows the account whether or not its mail left. */
const invitationResult = (outcome: InvitationOutcome): ActionResult =>
  outcome.sent ? { ok: true, message: outcome.message } : refusal(outcome.message);
const refreshList = () => revalidatePath('/admin/staff');

export const inviteStaffAction = staffAction({
  guard: requireAdmin,
  schema: inviteStaffSchema,
  invalid: (error) => refusedForm(error, INVITE_FIELDS, FIELDS_TO_CORRECT_MESSAGE),
  run: async ({ email, name, role }, admin) => {
    const outcome = await inviteStaff({ email, name: name || defaultStaffName(email), role });
    logger.info({ by: admin.email, email, role, mailSent: outcome.sent }, 'Staff member invited');
    return invitationResult(outcome);
  },
  revalidate: refreshList,
  failure: failure('Inviting a staff member failed'),
});

export const resendInvitationAction = staffAction({
  guard: requireAdmin,
  ...oneMemberById,
  run: async ({ userId }) => invitationResult(await resendInvitation(userId)),
  revalidate: refreshList,
  failure: failure('Resending an invitation failed', (userId) => ({ userId })),
});

export const changeStaffRoleAction = staffAction({
  guard: requireAdmin,
  input: (userId: unknown, role: unknown) => ({ userId, role }),
  schema: member.extend({ role: staffRoleSchema }),
  invalid: GENERIC_FAILURE,
  run: async ({ userId, role }, admin) => {
    if (userId === admin.id) return refusal('Vous ne pouvez pas changer votre propre rôle.');
    await setStaffRole(userId, role);
    return { ok: true, message: 'Rôle mis à jour.' };
  },
  revalidate: (result) => result.ok && refreshList(),
  failure: failure('Changing a staff role failed', (userId) => ({ userId })),
});

export const setStaffDisabledAction = staffAction({
  guard: requireAdmin,
  input: (userId: unknown, disabled: unknown) => ({ userId, disabled }),
  schema: member.extend({ disabled: z.boolean() }),
  invalid: GENERIC_FAILURE,
  run: async ({ userId, disabled }, admin) => {
    if (userId === admin.id) return refusal('Vous ne pouvez pas désactiver votre propre compte.');
    await setStaffDisabled(userId, disabled);
    return { ok: true, message: disabled ? 'Compte désactivé : ses sessions ont été fermées.' : 'Compte réactivé.' };
  },
  revalidate: (result) => result.ok && refreshList(),
  failure: failure('Disabling or re-enabling a staff account failed', (userId, disabled) => ({ userId, disabled })),
});

/** Lifts a member's sign-in lock (too many attempts), from every address. */
export const clearSignInLockAction = staffAction({
  guard: requireAdmin,
  ...oneMemberById,
  run: async ({ userId }, admin) => {
    const { email } = await existingMember(userId);
    await clearSignInLocks(email);
    logger.info({ by: admin.email, email }, 'Sign-in lock cleared');
    return { ok: true, message: `Connexion débloquée pour ${email}.` };
  },
  revalidate: (result) => result.ok && refreshList(),
  failure: failure('Clearing a sign-in lock failed', (userId) => ({ userId })),
});

/** « Exiger la double authentification »: every member without it is sent to set it up. */
export const setTwoFactorRequiredAction = staffAction({
  guard: requireAdmin,
  input: (required: unknown) => ({ required }),
  schema: z.object({ required: z.boolean() }),
  invalid: GENERIC_FAILURE,
  run: async ({ required }, admin) => {
    // Otherwise the admin's own next page would be the set-up page, the setting half-seen.
    if (required && !admin.twoFactorEnabled)
      return refusal('Activez d’abord votre propre double authentification dans « Mon compte ».');
    await setTwoFactorRequired(required);
    logger.info({ by: admin.email, required }, 'Two-factor requirement changed');
    return {
      ok: true,
      message: required
        ? 'La double authentification est exigée : chaque compte sans elle devra l’activer à sa prochaine page.'
        : 'La double authentification n’est plus exigée.',
    };
  },
  revalidate: (result) => result.ok && refreshList(),
  failure: failure('Changing the two-factor requirement failed'),
});

/** A member lost their phone: their second factor is removed; they set a new one up. */
export const resetStaffTwoFactorAction = staffAction({
  guard: requireAdmin,
  ...oneMemberById,
  run: async ({ userId }, admin) => {
    const found = await existingMember(userId);
    if (!found.twoFactorEnabled) return refusal(`${found.email} n’a pas de double authentification.`);
    await resetTwoFactor(found.id);
    logger.info({ by: admin.email, email: found.email }, 'Two-factor reset by an admin');
    return { ok: true, message: `Double authentification réinitialisée pour ${found.email}.` };
  },
  revalidate: (result) => result.ok && refreshList(),
  failure: failure('Resetting a second factor failed', (userId) => ({ userId })),
});

/** « Déconnecter partout »: every session of the member ends at once. */
export const endStaffSessionsAction = staffAction({
  guard: requireAdmin,
  ...oneMemberById,
  run: async ({ userId }, admin) => {
    const found = await existingMember(userId);
    await endAllSessions(found.id);
    logger.info({ by: admin.email, email: found.email }, 'Sessions ended by an admin');
    return { ok: true, message: `Toutes les sessions de ${found.email} ont été fermées.` };
  },
  failure: failure('Ending the sessions of a member failed', (userId) => ({ userId })),
});
