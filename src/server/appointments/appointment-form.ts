import 'server-only';
import { availableHalfDays } from '@/lib/appointments/half-days';
import { parseRequestForm } from '@/lib/appointments/request-form';
import { requestFormFields } from '@/lib/appointments/request-form-fields';
import { APPOINTMENT_INBOX_PATH } from '@/lib/appointments/inbox-paths';
import { confirmationPath, REQUEST_MESSAGES } from '@/lib/appointments/request-messages';
import { BOOKING_ORIGIN_FIELD } from '@/lib/statistics/booking-origin';
import { APPOINTMENT_REQUEST_ACTION } from '@/lib/site/site-paths';
import { z } from '@/lib/forms/zod';
import { runInBackground } from '@/server/background-task';
import { recordAppointmentRequest } from '@/server/statistics/record-beacon';
import { definePublicForm, PublicFormRefusal } from '@/server/public-forms/public-form';
import { createAppointmentRequest, deleteExpiredRequests } from './appointment-requests';
import type { RequestCalendar } from './request-offer';
import { notifyStaffOfRequests } from './staff-notice';

/**
 * The appointment request as a public form (decisions 039 and 044), as offered and checked on the
 * calendar's day: the path's defences come first, then the schema checks every value against the
 * calendar of the day, then the handler stores the request under its own limit per number and
 * tells staff, grouped.
 */
export function appointmentRequestForm(calendar: RequestCalendar) {
  return definePublicForm({
    name: 'rendez-vous',
    action: APPOINTMENT_REQUEST_ACTION,
    alert: { formLabel: 'demande de rendez-vous', inboxPath: APPOINTMENT_INBOX_PATH },
    // The values as posted (a field left out reads as empty), all checked on the calendar of the
    // day; the request goes on with the page the reader came to the form from (decision 064).
    schema: z.record(z.string(), z.string()).transform((values, context) => {
      const result = parseRequestForm(values, calendar.facts.weeklyHours, calendar.periods, calendar.today);
      if (result.ok) return { request: result.request, from: values[BOOKING_ORIGIN_FIELD] ?? '' };
      for (const [field, message] of Object.entries(result.errors))
        context.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    }),
    fields: requestFormFields(availableHalfDays(calendar.facts.weeklyHours, calendar.periods, calendar.today)),
    // Only reached by a send that passed: the confirmation names the reason and the half-days.
    backTo: confirmationPath,
    handle: async ({ request, from }, { now, request: post }) => {
      const outcome = await createAppointmentRequest(request, now);
      if (outcome.kind === 'limited') throw new PublicFormRefusal(429, REQUEST_MESSAGES.phoneLimited);
      if (outcome.kind === 'created') {
        // After the answer: a count, a mail or a clean-up that fails must not turn a stored request
        // into an error. Counted as a booking action of the page the reader came from (decision 064);
        // a robot told it succeeded, a repeat or a refusal never is.
        runInBackground('Counting an appointment request', {}, () => recordAppointmentRequest(post, from));
        runInBackground('Sending the appointment request notice', {}, () => notifyStaffOfRequests(now));
        runInBackground('Deleting expired appointment requests', {}, () =>
          deleteExpiredRequests(calendar.facts.requests.retentionDays, now),
        );
      }
      return { message: REQUEST_MESSAGES.sent };
    },
  });
}
