import { buildIcs } from '@/lib/appointments/appointment-ics';
import { findReason } from '@/lib/appointments/reasons';
import { PRIVATE_NO_STORE } from '@/lib/http/no-store';
import { addressLine } from '@/lib/practice/practice-facts';
import { getRequestForStaff } from '@/server/appointments/appointment-requests';
import { requireRequestHandlerForRequest } from '@/server/appointments/request-guard';
import { refuse, staffRoute } from '@/server/http/route';
import { readPracticeFacts } from '@/server/practice/practice-settings';

/** The request's id in `/api/admin/demandes/{id}/ics`. */
const requestIdOf = (request: Request) => new URL(request.url).pathname.split('/').at(-2) ?? '';

/** The optional calendar file of a fixed appointment, for staff to hand the patient (decision 044); its reading is recorded. */
export const GET = staffRoute({
  guard: requireRequestHandlerForRequest,
  handle: async ({ request, staff }) => {
    const found = await getRequestForStaff(requestIdOf(request), staff, 'Fichier .ics');
    const reason = found ? findReason(found.reason) : undefined;
    if (!found || !reason || !found.appointmentDay || !found.appointmentTime)
      return refuse('Aucun rendez-vous fixé pour cette demande.', 404);
    const facts = await readPracticeFacts();
    const ics = buildIcs({
      uid: `${found.id}@rendez-vous`,
      day: found.appointmentDay,
      time: found.appointmentTime,
      minutes: 30,
      summary: `Rendez-vous au ${facts.name}`,
      location: addressLine(facts),
      description: reason.preparation.join('\n'),
      now: new Date(),
    });
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="rendez-vous.ics"',
        'Cache-Control': PRIVATE_NO_STORE,
      },
    });
  },
  failure: {
    log: 'Building an appointment calendar file failed',
    message: 'Le fichier du rendez-vous n’a pas pu être préparé.',
  },
});
