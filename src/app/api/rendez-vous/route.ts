import { publicRoute } from '@/server/http/route';
import { answerAppointmentRequest } from '@/server/appointments/request-route';

/**
 * The appointment request form's POST (decisions 039 and 044): same origin, bounded body, hidden
 * field, signed token and fill time, limits per client, idempotency, then the form's
 * own checks and limits, all in `submitPublicForm`.
 */
export const POST = publicRoute({
  handle: ({ request }) => answerAppointmentRequest(request),
  failure: {
    log: 'An appointment request could not be answered',
    message: 'La demande n’a pas pu être enregistrée. Appelez le cabinet.',
  },
});
