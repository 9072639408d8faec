'use server';

import { revalidatePath } from 'next/cache';
import { refusal } from '@/lib/actions/action-result';
import { appointmentSchema, stateChangeSchema } from '@/lib/appointments/request-actions';
import { APPOINTMENT_INBOX_PATH } from '@/lib/appointments/inbox-paths';
import type { RequestState } from '@/lib/appointments/request-states';
import { refusedForm } from '@/lib/forms/form-errors';
import { staffAction } from '@/server/actions/staff-action';
import { changeRequestState } from '@/server/appointments/appointment-requests';
import { requireRequestHandler } from '@/server/appointments/request-guard';

const GONE = 'Cette demande n’existe plus.';
const FAILED = 'La demande n’a pas pu être mise à jour. Veuillez réessayer.';
const refreshInbox = () => revalidatePath(APPOINTMENT_INBOX_PATH, 'layout');

/** Moves a request to another state, recorded with who and when. */
export const changeRequestStateAction = staffAction({
  guard: requireRequestHandler,
  schema: stateChangeSchema,
  invalid: GONE,
  run: async ({ id, state }, staff) =>
    (await changeRequestState(id, { state: state as RequestState }, staff))
      ? { ok: true, message: 'La demande est mise à jour.' }
      : refusal(GONE),
  revalidate: refreshInbox,
  failure: { message: FAILED, log: 'Changing an appointment request state failed' },
});

/** « Rendez-vous fixé » with the date and time staff typed: the WhatsApp confirmation and the .ics follow them. */
export const fixAppointmentAction = staffAction({
  guard: requireRequestHandler,
  schema: appointmentSchema,
  invalid: (error) => refusedForm(error, ['day', 'time'], 'Certains champs sont à corriger.'),
  run: async ({ id, day, time }, staff) =>
    (await changeRequestState(id, { state: 'rdv-fixe', appointment: { day, time } }, staff))
      ? { ok: true, message: 'Le rendez-vous est fixé. Envoyez la confirmation sur WhatsApp.' }
      : refusal(GONE),
  revalidate: refreshInbox,
  failure: { message: FAILED, log: 'Fixing an appointment failed' },
});
