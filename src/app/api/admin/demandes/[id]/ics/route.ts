import { buildIcs } from '@/lib/appointments/appointment-ics';
import { findReason } from '@/lib/appointments/reasons';
import { addressLine } from '@/lib/practice/practice-facts';
import { getRequestForStaff } from '@/server/appointments/appointment-requests';
import { requireRequestHandlerForRequest } from '@/server/appointments/request-guard';
import { readPracticeFacts } from '@/server/practice/practice-settings';

type Props = { params: Promise<{ id: string }> };

/** The optional calendar file of a fixed appointment, for staff to hand the patient (decision 044); its reading is recorded. */
export async function GET(request: Request, { params }: Props): Promise<Response> {
  const staff = await requireRequestHandlerForRequest(request);
  if (staff instanceof Response) return staff;
  const { id } = await params;
  const found = await getRequestForStaff(id, staff, 'Fichier .ics');
  const reason = found ? findReason(found.reason) : undefined;
  if (!found || !reason || !found.appointmentDay || !found.appointmentTime) return new Response('Aucun rendez-vous fixé pour cette demande.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
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
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'attachment; filename="rendez-vous.ics"', 'Cache-Control': 'private, no-store' },
  });
}
