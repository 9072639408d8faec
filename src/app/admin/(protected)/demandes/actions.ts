'use server';

import { revalidatePath } from 'next/cache';
import { appointmentSchema, stateChangeSchema, type RequestActionResult } from '@/lib/appointments/request-actions';
import { APPOINTMENT_INBOX_PATH } from '@/lib/appointments/inbox-paths';
import type { RequestState } from '@/lib/appointments/request-states';
import { firstErrorPerField } from '@/lib/form-errors';
import { runAction, type ActionFailure } from '@/server/actions/run-action';
import { changeRequestState } from '@/server/appointments/appointment-requests';
import { requireRequestHandler } from '@/server/appointments/request-guard';

const GONE = 'Cette demande n’existe plus.';

function failure(log: string): ActionFailure<RequestActionResult> {
  return { answer: (message) => ({ ok: false, message, fieldErrors: {} }), message: 'La demande n’a pas pu être mise à jour. Veuillez réessayer.', log };
}

/** Moves a request to another state, recorded with who and when. */
export async function changeRequestStateAction(values: unknown): Promise<RequestActionResult> {
  return runAction<RequestActionResult>(
    async () => {
      const staff = await requireRequestHandler();
      const parsed = stateChangeSchema.safeParse(values);
      if (!parsed.success) return { ok: false, message: GONE, fieldErrors: {} };
      if (!(await changeRequestState(parsed.data.id, { state: parsed.data.state as RequestState }, staff))) return { ok: false, message: GONE, fieldErrors: {} };
      revalidatePath(APPOINTMENT_INBOX_PATH, 'layout');
      return { ok: true, message: 'La demande est mise à jour.' };
    },
    failure('Changing an appointment request state failed'),
  );
}

/** « Rendez-vous fixé » with the date and time staff typed: the WhatsApp confirmation and the .ics follow them. */
export async function fixAppointmentAction(values: unknown): Promise<RequestActionResult> {
  return runAction<RequestActionResult>(
    async () => {
      const staff = await requireRequestHandler();
      const parsed = appointmentSchema.safeParse(values);
      if (!parsed.success) return { ok: false, message: 'Certains champs sont à corriger.', fieldErrors: firstErrorPerField(parsed.error, ['day', 'time']) as Record<string, string> };
      const { id, day, time } = parsed.data;
      if (!(await changeRequestState(id, { state: 'rdv-fixe', appointment: { day, time } }, staff))) return { ok: false, message: GONE, fieldErrors: {} };
      revalidatePath(APPOINTMENT_INBOX_PATH, 'layout');
      return { ok: true, message: 'Le rendez-vous est fixé. Envoyez la confirmation sur WhatsApp.' };
    },
    failure('Fixing an appointment failed'),
  );
}
