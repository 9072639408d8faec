import 'server-only';
import { REQUEST_MESSAGES } from '@/lib/appointments/request-messages';
import { displayPhoneNumber } from '@/lib/practice/phone-number';
import { APPOINTMENT_REQUEST_ACTION, APPOINTMENT_REQUEST_PATH } from '@/lib/site/site-paths';
import { parseHalfDayValue } from '@/lib/appointments/half-days';
import { HALF_DAY_FIELDS } from '@/lib/appointments/request-form';
import { requestFormFields } from '@/lib/appointments/request-form-fields';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/http/outage-answer';
import { readRawValues } from '@/lib/public-forms/raw-values';
import { readLimitedRequestBody } from '@/server/http/read-limited-body';
import { reportOutage } from '@/server/http/outage';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { isDiskFull } from '@/server/disk-full';
import { warnThrottled } from '@/server/throttled-log';
import { answerPublicForm, wantsJson } from '@/server/public-forms/answer';
import { DEFAULT_PUBLIC_FORM_BODY_LIMIT } from '@/server/public-forms/public-form';
import { refused, submitPublicForm } from '@/server/public-forms/submit';
import { appointmentRequestForm } from './appointment-form';
import { readRequestCalendar, type RequestCalendar } from './request-offer';

/**
 * The database down or the disk full before the form of the day could be built: the public
 * forms' own outage answer (503 with Retry-After; 507 for the disk), saying to call, and without
 * the script the form again with what was typed, its half-days as chosen.
 */
async function unrecordedAnswer(request: Request, json: boolean, diskFull: boolean, now: number): Promise<Response> {
  // The body is unread (the calendar could not be read first): what was typed, if it can be read.
  const body = json ? null : await readLimitedRequestBody(request, DEFAULT_PUBLIC_FORM_BODY_LIMIT).catch(() => null);
  const values = (body && readRawValues(body.toString('utf8'))?.values) ?? {};
  const chosen = HALF_DAY_FIELDS.flatMap((name) => parseHalfDayValue(values[name] ?? '') ?? []);
  const form = { name: 'rendez-vous', action: APPOINTMENT_REQUEST_ACTION, fields: requestFormFields(chosen) };
  const retryAfter = diskFull ? undefined : OUTAGE_RETRY_AFTER_SECONDS;
  const message = REQUEST_MESSAGES.callUsWithoutNumber;
  const outcome = refused(diskFull ? 507 : 503, message, values, APPOINTMENT_REQUEST_PATH, {}, retryAfter);
  return answerPublicForm(form, outcome, json, now);
}

/**
 * The appointment request's POST (decision 044): the public-form path with the form of the day.
 * A refusal links back to the form, not to the confirmation; when the database cannot be reached
 * or the disk is full the patient reads, in French, to call the practice, and nothing is stored
 * (the request is one transaction; the path releases its key).
 */
export async function answerAppointmentRequest(request: Request, now: () => number = Date.now): Promise<Response> {
  const json = wantsJson(request);
  let calendar: RequestCalendar;
  try {
    calendar = await readRequestCalendar(new Date(now()));
  } catch (error) {
    const diskFull = isDiskFull(error);
    if (!isDatabaseUnavailable(error) && !diskFull) throw error;
    if (diskFull) warnThrottled('Appointment request: disk full', {}, 'Appointment request: disk full');
    else reportOutage('Appointment request', error);
    return unrecordedAnswer(request, json, diskFull, now());
  }
  // From here on, the public-form path answers an outage or a full disk itself.
  const form = appointmentRequestForm(calendar);
  const outcome = await submitPublicForm(form, request, { now });
  if (outcome.kind === 'refused') {
    outcome.backTo = APPOINTMENT_REQUEST_PATH;
    if (outcome.status === 500) outcome.message = REQUEST_MESSAGES.callUs(displayPhoneNumber(calendar.facts.phone));
  }
  return answerPublicForm(form, outcome, json, now());
}
