'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/forms/zod';
import { refusal } from '@/lib/actions/action-result';
import { staffAction } from '@/server/actions/staff-action';
import { requireBlogManager } from '@/server/auth/session';
import { endOtherSessions, endOwnSession } from '@/server/auth/staff-sessions';

const FAILURE = 'L’opération n’a pas abouti. Veuillez réessayer.';
const SESSION_GONE = 'Cette session est déjà fermée.';

/** « Déconnecter » on one of the member's own devices (by session id; tokens never leave the server). */
export const endMySessionAction = staffAction({
  guard: requireBlogManager,
  schema: z.string().min(1).max(100),
  invalid: SESSION_GONE,
  run: async (sessionId, staff) => {
    if (sessionId === staff.sessionId)
      return refusal('Pour fermer la session de cet appareil, utilisez « Se déconnecter ».');
    if (!(await endOwnSession(staff.id, sessionId))) return refusal(SESSION_GONE);
    return { ok: true, message: 'Appareil déconnecté.' };
  },
  revalidate: (result) => result.ok && revalidatePath('/admin/account'),
  failure: { message: FAILURE, log: 'Ending a session failed' },
});

/** « Déconnecter les autres appareils »: every session of the member but this browser's. */
export const endMyOtherSessionsAction = staffAction({
  guard: requireBlogManager,
  input: () => undefined,
  schema: z.undefined(),
  invalid: FAILURE,
  run: async (_nothing, staff) => {
    const ended = await endOtherSessions(staff.id, staff.sessionId);
    return {
      ok: true,
      message:
        ended === 0
          ? 'Aucun autre appareil n’était connecté.'
          : `${ended} autre${ended > 1 ? 's' : ''} appareil${ended > 1 ? 's' : ''} déconnecté${ended > 1 ? 's' : ''}.`,
    };
  },
  revalidate: () => revalidatePath('/admin/account'),
  failure: { message: FAILURE, log: 'Ending the other sessions failed' },
});
