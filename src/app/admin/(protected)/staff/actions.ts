'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/forms/zod';
import { refusedForm } from '@/lib/forms/form-errors';
import {
  defaultStaffName,
  INVITE_FIELDS,
  inviteStaffSchema,
  staffRoleSchema,
  type InviteStaffResult,
  type StaffActionResult,
} from '@/lib/auth/staff-account';
import { runAction, type ActionFailure } from '@/server/actions/run-action';
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

const GENERIC_FAILURE = "L’opération n’a pas abouti. Veuillez réessayer.";
const MEMBER_GONE = 'Compte introuvable.';

/** An unexpected error is logged and answered generically; a StaffAccountError is a refusal shown as is. */
function staffFailure(log: string, context: Record<string, unknown>): ActionFailure<StaffActionResult> {
  return {
    answer: (error) => ({ ok: false, error }),
    message: GENERIC_FAILURE,
    log,
    context,
    refusal: (error) => (error instanceof StaffAccountError ? { ok: false, error: error.message } : undefined),
  };
}

/** The list shows the account whether or not its mail left. */
function invitationResult(outcome: InvitationOutcome): StaffActionResult {
  revalidatePath('/admin/staff');
  return outcome.sent ? { ok: true, message: outcome.message } : { ok: false, error: outcome.message };
}

export async function inviteStaffAction(values: unknown): Promise<InviteStaffResult> {
  return runAction<InviteStaffResult>(async () => {
    const admin = await requireAdmin();
    const parsed = inviteStaffSchema.safeParse(values);
    if (!parsed.success) {
      const refused = refusedForm(parsed.error, INVITE_FIELDS);
      return refused.formError ? { ok: false, error: refused.formError } : { ok: false, fieldErrors: refused.fieldErrors };
    }
    const { email, name, role } = parsed.data;
    const outcome = await inviteStaff({ email, name: name || defaultStaffName(email), role });
    logger.info({ by: admin.email, email, role, mailSent: outcome.sent }, 'Staff member invited');
    return invitationResult(outcome);
  }, staffFailure('Inviting a staff member failed', {}));
}

export async function resendInvitationAction(userId: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    await requireAdmin();
    const id = z.uuid().safeParse(userId);
    if (!id.success) return { ok: false, error: MEMBER_GONE };
    return invitationResult(await resendInvitation(id.data));
  }, staffFailure('Resending an invitation failed', { userId }));
}

export async function changeStaffRoleAction(userId: unknown, role: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    const admin = await requireAdmin();
    const parsed = z.tuple([z.uuid(), staffRoleSchema]).safeParse([userId, role]);
    if (!parsed.success) return { ok: false, error: GENERIC_FAILURE };
    const [id, newRole] = parsed.data;
    if (id === admin.id) return { ok: false, error: 'Vous ne pouvez pas changer votre propre rôle.' };
    await setStaffRole(id, newRole);
    revalidatePath('/admin/staff');
    return { ok: true, message: 'Rôle mis à jour.' };
  }, staffFailure('Changing a staff role failed', { userId }));
}

export async function setStaffDisabledAction(userId: unknown, disabled: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    const admin = await requireAdmin();
    const parsed = z.tuple([z.uuid(), z.boolean()]).safeParse([userId, disabled]);
    if (!parsed.success) return { ok: false, error: GENERIC_FAILURE };
    const [id, disable] = parsed.data;
    if (id === admin.id) return { ok: false, error: 'Vous ne pouvez pas désactiver votre propre compte.' };
    await setStaffDisabled(id, disable);
    revalidatePath('/admin/staff');
    return { ok: true, message: disable ? 'Compte désactivé : ses sessions ont été fermées.' : 'Compte réactivé.' };
  }, staffFailure('Disabling or re-enabling a staff account failed', { userId, disabled }));
}

/** Lifts a member's sign-in lock (too many attempts), from every address. */
export async function clearSignInLockAction(userId: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    const admin = await requireAdmin();
    const id = z.uuid().safeParse(userId);
    if (!id.success) return { ok: false, error: MEMBER_GONE };
    const member = await findStaffById(id.data);
    if (!member) throw new StaffAccountError(MEMBER_GONE);
    await clearSignInLocks(member.email);
    logger.info({ by: admin.email, email: member.email }, 'Sign-in lock cleared');
    revalidatePath('/admin/staff');
    return { ok: true, message: `Connexion débloquée pour ${member.email}.` };
  }, staffFailure('Clearing a sign-in lock failed', { userId }));
}

/** « Exiger la double authentification »: every member without it is sent to set it up. */
export async function setTwoFactorRequiredAction(required: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    const admin = await requireAdmin();
    const parsed = z.boolean().safeParse(required);
    if (!parsed.success) return { ok: false, error: GENERIC_FAILURE };
    // Otherwise the admin's own next page would be the set-up page, the setting half-seen.
    if (parsed.data && !admin.twoFactorEnabled) {
      return { ok: false, error: 'Activez d’abord votre propre double authentification dans « Mon compte ».' };
    }
    await setTwoFactorRequired(parsed.data);
    logger.info({ by: admin.email, required: parsed.data }, 'Two-factor requirement changed');
    revalidatePath('/admin/staff');
    return {
      ok: true,
      message: parsed.data
        ? 'La double authentification est exigée : chaque compte sans elle devra l’activer à sa prochaine page.'
        : 'La double authentification n’est plus exigée.',
    };
  }, staffFailure('Changing the two-factor requirement failed', {}));
}

/** A member lost their phone: their second factor is removed; they set a new one up. */
export async function resetStaffTwoFactorAction(userId: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    const admin = await requireAdmin();
    const id = z.uuid().safeParse(userId);
    if (!id.success) return { ok: false, error: MEMBER_GONE };
    const member = await findStaffById(id.data);
    if (!member) throw new StaffAccountError(MEMBER_GONE);
    if (!member.twoFactorEnabled) return { ok: false, error: `${member.email} n’a pas de double authentification.` };
    await resetTwoFactor(member.id);
    logger.info({ by: admin.email, email: member.email }, 'Two-factor reset by an admin');
    revalidatePath('/admin/staff');
    return { ok: true, message: `Double authentification réinitialisée pour ${member.email}.` };
  }, staffFailure('Resetting a second factor failed', { userId }));
}

/** « Déconnecter partout »: every session of the member ends at once. */
export async function endStaffSessionsAction(userId: unknown): Promise<StaffActionResult> {
  return runAction(async () => {
    const admin = await requireAdmin();
    const id = z.uuid().safeParse(userId);
    if (!id.success) return { ok: false, error: MEMBER_GONE };
    const member = await findStaffById(id.data);
    if (!member) throw new StaffAccountError(MEMBER_GONE);
    await endAllSessions(member.id);
    logger.info({ by: admin.email, email: member.email }, 'Sessions ended by an admin');
    return { ok: true, message: `Toutes les sessions de ${member.email} ont été fermées.` };
  }, staffFailure('Ending the sessions of a member failed', { userId }));
}
