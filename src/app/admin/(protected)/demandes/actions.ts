'use server';

import { revalidatePath } from 'next/cache';
import { refusal } from '@/lib/actions/action-result';
import { appointmentTimeProblem } from '@/lib/appointments/appointment-time';
import {
  appointmentSchema,
  archiveRangeSchema,
  archiveSelectionSchema,
  stateChangeSchema,
} from '@/lib/appointments/request-actions';
import { APPOINTMENT_INBOX_PATH } from '@/lib/appointments/inbox-paths';
import type { RequestState } from '@/lib/appointments/request-states';
import { refusedForm } from '@/lib/forms/form-errors';
import { staffAction } from '@/server/actions/staff-action';
import { archiveRequests, changeRequestState } from '@/server/appointments/appointment-requests';
import { readRequestCalendar } from '@/server/appointments/request-offer';
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
  run: async ({ id, day, time }, staff) => {
    const now = new Date();
    const { facts, periods } = await readRequestCalendar(now);
    const problem = appointmentTimeProblem(day, time, { weekly: facts.weeklyHours, periods }, now);
    if (problem) return refusal(problem.message, { [problem.field]: problem.message });
    return (await changeRequestState(id, { state: 'rdv-fixe', appointment: { day, time } }, staff))
      ? { ok: true, message: 'Le rendez-vous est fixé. Envoyez la confirmation sur WhatsApp.' }
      : refusal(GONE);
  },
  revalidate: refreshInbox,
  failure: { message: FAILED, log: 'Fixing an appointment failed' },
});

const archived = (count: number) =>
  count === 0
    ? refusal('Aucune demande à archiver.')
    : { ok: true as const, message: count === 1 ? '1 demande archivée.' : `${count} demandes archivées.` };

/** « Archiver la sélection »: the requests ticked on the inbox's page, in one action. */
export const archiveSelectedRequestsAction = staffAction({
  guard: requireRequestHandler,
  schema: archiveSelectionSchema,
  invalid: 'Cochez au moins une demande.',
  run: async ({ ids }, staff) => archived(await archiveRequests({ ids }, staff)),
  revalidate: refreshInbox,
  failure: { message: FAILED, log: 'Archiving selected appointment requests failed' },
});

/** « Archiver » every request still to handle that was received between two days. */
export const archiveRequestsReceivedBetweenAction = staffAction({
  guard: requireRequestHandler,
  schema: archiveRangeSchema,
  invalid: (error) => refusedForm(error, ['receivedFrom', 'receivedTo'], 'Certains champs sont à corriger.'),
  run: async (range, staff) => archived(await archiveRequests(range, staff)),
  revalidate: refreshInbox,
  failure: { message: FAILED, log: 'Archiving appointment requests by date failed' },
});
