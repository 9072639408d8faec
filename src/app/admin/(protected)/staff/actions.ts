'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { defaultStaffName, staffEmailSchema, staffNameSchema, staffRoleSchema } from '@/lib/staff-account';
import { auth } from '@/server/auth/auth';
import { requireAdmin } from '@/server/auth/session';
import { StaffAccountError, createStaff, findStaffById, setStaffDisabled, setStaffRole } from '@/server/auth/staff';
import { logger } from '@/server/logger';

export type StaffActionResult = { ok: true; message: string } | { ok: false; error: string };

const GENERIC_FAILURE = "L'opération n'a pas abouti. Veuillez réessayer.";

async function attempt(run: () => Promise<string>, context: Record<string, unknown>): Promise<StaffActionResult> {
  try {
    const message = await run();
    revalidatePath('/admin/staff');
    return { ok: true, message };
  } catch (error) {
    if (error instanceof StaffAccountError) return { ok: false, error: error.message };
    logger.error({ err: error, ...context }, 'Staff management action failed');
    return { ok: false, error: GENERIC_FAILURE };
  }
}

/** Sends the set-password mail (Better Auth's reset token; the mail reads as an invitation). */
async function sendInvitation(email: string): Promise<void> {
  await auth().api.requestPasswordReset({ body: { email } });
}

const inviteSchema = z.object({ email: staffEmailSchema, name: staffNameSchema, role: staffRoleSchema });

export async function inviteStaffAction(values: unknown): Promise<StaffActionResult> {
  const admin = await requireAdmin();
  const parsed = inviteSchema.safeParse(values);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? GENERIC_FAILURE };
  const { email, name, role } = parsed.data;
  return attempt(async () => {
    await createStaff({ email, name: name || defaultStaffName(email), role });
    await sendInvitation(email);
    logger.info({ by: admin.email, email, role }, 'Staff member invited');
    return `Invitation envoyée à ${email}.`;
  }, { email });
}

export async function resendInvitationAction(userId: unknown): Promise<StaffActionResult> {
  await requireAdmin();
  const id = z.uuid().safeParse(userId);
  if (!id.success) return { ok: false, error: GENERIC_FAILURE };
  return attempt(async () => {
    const member = await findStaffById(id.data);
    if (!member) throw new StaffAccountError('Compte introuvable.');
    if (member.hasPassword) throw new StaffAccountError('Ce compte a déjà un mot de passe : utilisez « Mot de passe oublié ? ».');
    await sendInvitation(member.email);
    return `Invitation renvoyée à ${member.email}.`;
  }, { userId });
}

export async function changeStaffRoleAction(userId: unknown, role: unknown): Promise<StaffActionResult> {
  const admin = await requireAdmin();
  const parsed = z.tuple([z.uuid(), staffRoleSchema]).safeParse([userId, role]);
  if (!parsed.success) return { ok: false, error: GENERIC_FAILURE };
  const [id, newRole] = parsed.data;
  if (id === admin.id) return { ok: false, error: 'Vous ne pouvez pas changer votre propre rôle.' };
  return attempt(async () => {
    await setStaffRole(id, newRole);
    return 'Rôle mis à jour.';
  }, { userId });
}

export async function setStaffDisabledAction(userId: unknown, disabled: unknown): Promise<StaffActionResult> {
  const admin = await requireAdmin();
  const parsed = z.tuple([z.uuid(), z.boolean()]).safeParse([userId, disabled]);
  if (!parsed.success) return { ok: false, error: GENERIC_FAILURE };
  const [id, disable] = parsed.data;
  if (id === admin.id) return { ok: false, error: 'Vous ne pouvez pas désactiver votre propre compte.' };
  return attempt(async () => {
    await setStaffDisabled(id, disable);
    return disable ? 'Compte désactivé : ses sessions ont été fermées.' : 'Compte réactivé.';
  }, { userId });
}
