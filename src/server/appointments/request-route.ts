import 'server-only';
import { REQUEST_MESSAGES } from '@/lib/appointments/request-messages';
import { displayPhoneNumber } from '@/lib/practice/phone-number';
import { APPOINTMENT_REQUEST_PATH } from '@/lib/site/site-paths';
import { standalonePageHtml } from '@/lib/site/standalone-page';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { isDiskFull } from '@/server/disk-full';
import { logger } from '@/server/logger';
import { recordAppointmentRequest } from '@/server/statistics/record-beacon';
import { warnThrottled } from '@/server/throttled-log';
import {
  answerPublicForm,
  submitPublicForm,
  wantsJson,
  type PublicFormOutcome,
} from '@/server/public-forms/public-form';
import { appointmentRequestForm } from './appointment-form';
import { readRequestCalendar, type RequestCalendar } from './request-offer';
import { NO_STORE_HEADERS } from '@/lib/http/no-store';

/**
 * The appointment request's POST (decision 044): the public-form path with the form of the day.
 * A refusal links back to the form, not to the confirmation; when the database cannot be reached
 * or the disk is full the patient reads, in French, to call the practice, and nothing is stored
 * (the request is one transaction; the path releases its key).
 */
function callUs(calendar: RequestCalendar | null): string {
  return calendar
    ? REQUEST_MESSAGES.callUs(displayPhoneNumber(calendar.facts.phone))
    : REQUEST_MESSAGES.callUsWithoutNumber;
}

function answered(outcome: PublicFormOutcome, calendar: RequestCalendar): PublicFormOutcome {
  if (outcome.kind === 'sent') return outcome;
  return {
    ...outcome,
    backTo: APPOINTMENT_REQUEST_PATH,
    message: outcome.status === 500 ? callUs(calendar) : outcome.message,
  };
}

function outagePage(calendar: RequestCalendar | null, json: boolean): Response {
  const headers = NO_STORE_HEADERS;
  const message = callUs(calendar);
  if (json) return Response.json({ ok: false, message, fieldErrors: {} }, { status: 503, headers });
  const body = `<p role="alert">${message}</p>\n<p><a href="${APPOINTMENT_REQUEST_PATH}">Revenir au formulaire</a></p>`;
  return new Response(standalonePageHtml({ title: 'Demande non enregistrée', body }), {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** A stored request is answered as stored, whatever happens to its count. */
function countStoredRequest(request: Request, from: string): void {
  const failed = (error: unknown) => logger.error({ err: error }, 'Counting an appointment request failed');
  try {
    void recordAppointmentRequest(request, from)?.catch(failed);
  } catch (error) {
    failed(error);
  }
}

export async function answerAppointmentRequest(request: Request, now: () => number = Date.now): Promise<Response> {
  const json = wantsJson(request);
  let calendar: RequestCalendar | null = null;
  try {
    calendar = await readRequestCalendar(new Date(now()));
    let storedFrom = null as string | null;
    const form = appointmentRequestForm(calendar, (from) => {
      storedFrom = from;
    });
    const outcome = await submitPublicForm(form, request, { now });
    // Counted as a booking action once stored (a robot told it succeeded, a repeat, a refusal: never).
    if (storedFrom !== null) countStoredRequest(request, storedFrom);
    return answerPublicForm(form, answered(outcome, calendar), json, now());
  } catch (error) {
    if (!isDatabaseUnavailable(error) && !isDiskFull(error)) throw error;
    warnThrottled(
      'appointment-request-outage',
      { reason: error instanceof Error ? error.message : String(error) },
      'Appointment request refused: database unavailable or disk full',
    );
    return outagePage(calendar, json);
  }
}
