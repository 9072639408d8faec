'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/forms/zod';
import type { StaffActionResult } from '@/lib/auth/staff-account';
import { runAction, type ActionFailure } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { endOtherSessions, endOwnSession } from '@/server/auth/staff-sessions';

const FAILURE = "L’opération n’a pas abouti. Veuillez réessayer.";
const SESSION_GONE = 'Cette session est déjà fermée.';

function accountFailure(log: string): ActionFailure<StaffActionResult> {
  return { answer: (error) => ({ ok: false, error }), message: FAILURE, log };
}

/** « Déconnecter » on one of the member's own devices (by session id; tokens never leave the server). */
export async function endMySessionAction(sessionId: unknown): Promise<StaffActionResult> {
  return runAction<StaffActionResult>(
    async () => {
      const staff = await requireBlogManager();
      const id = z.string().min(1).max(100).safeParse(sessionId);
      if (!id.success) return { ok: false, error: SESSION_GONE };
      if (id.data === staff.sessionId) return { ok: false, error: 'Pour fermer la session de cet appareil, utilisez « Se déconnecter ».' };
      if (!(await endOwnSession(staff.id, id.data))) return { ok: false, error: SESSION_GONE };
      revalidatePath('/admin/account');
      return { ok: true, message: 'Appareil déconnecté.' };
    },
    accountFailure('Ending a session failed'),
  );
}

/** « Déconnecter les autres appareils »: every session of the member but this browser's. */
export async function endMyOtherSessionsAction(): Promise<StaffActionResult> {
  return runAction<StaffActionResult>(
    async () => {
      const staff = await requireBlogManager();
      const ended = await endOtherSessions(staff.id, staff.sessionId);
      revalidatePath('/admin/account');
      return { ok: true, message: ended === 0 ? 'Aucun autre appareil n’était connecté.' : `${ended} autre${ended > 1 ? 's' : ''} appareil${ended > 1 ? 's' : ''} déconnecté${ended > 1 ? 's' : ''}.` };
    },
    accountFailure('Ending the other sessions failed'),
  );
}
