import type { Metadata } from 'next';
import { RequestActions } from '@/components/admin/appointments/request-actions';
import { Badge } from '@/components/ui/badge';
import { formatHalfDay } from '@/lib/appointments/half-days';
import { appointmentIcsPath } from '@/lib/appointments/inbox-paths';
import { findReason, REPLY_CHANNELS, VISIT_KINDS } from '@/lib/appointments/reasons';
import { stateLabel } from '@/lib/appointments/request-states';
import { formatAppointment, staffConfirmationLink, staffConfirmationText } from '@/lib/appointments/staff-confirmation';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { displayPhoneNumber } from '@/lib/practice/phone-number';
import { addressLine } from '@/lib/practice/practice-facts';
import {
  deleteExpiredRequests,
  listRequestsForStaff,
  type StaffRequest,
} from '@/server/appointments/appointment-requests';
import { requireRequestHandler } from '@/server/appointments/request-guard';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { changeRequestStateAction, fixAppointmentAction } from './actions';

export const metadata: Metadata = { title: 'Demandes' };

/**
 * « Demandes »: the appointment requests, open ones first (decision 044). Showing them is
 * recorded in each request's journal; the expired closed ones are deleted first (no cron job).
 */
export default async function RequestsInboxPage() {
  const staff = await requireRequestHandler();
  const facts = await readPracticeFacts();
  await deleteExpiredRequests(facts.requests.retentionDays);
  const requests = await listRequestsForStaff(staff);
  const confirmation = {
    practiceName: facts.name,
    addressLine: addressLine(facts),
    phoneDisplay: displayPhoneNumber(facts.phone),
  };

  const whatsappLink = (request: StaffRequest) => {
    const reason = findReason(request.reason);
    if (!reason || !request.appointmentDay || !request.appointmentTime) return null;
    return staffConfirmationLink(
      request.phone,
      staffConfirmationText(
        { name: request.name, reason, day: request.appointmentDay, time: request.appointmentTime },
        confirmation,
      ),
    );
  };

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Demandes de rendez-vous</h1>
        <p className="text-sm text-muted-foreground">
          Les demandes traitées sont supprimées {facts.requests.retentionDays} jours après leur clôture. Le site n’écrit
          jamais au patient : vous répondez depuis votre propre WhatsApp ou par téléphone.
        </p>
      </div>
      {requests.length === 0 ? (
        <p>Aucune demande pour le moment.</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((request) => (
            <li
              key={request.id}
              className="space-y-3 rounded-lg border bg-card p-4"
              aria-label={`Demande de ${request.name}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">
                  {request.name} · {displayPhoneNumber(request.phone)}
                </p>
                <Badge variant={request.state === 'nouvelle' ? 'default' : 'secondary'}>
                  {stateLabel(request.state)}
                </Badge>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-muted-foreground">Motif</dt>
                <dd>
                  {findReason(request.reason)?.label ?? request.reason} (
                  {VISIT_KINDS.find((kind) => kind.code === request.visit)?.label.toLowerCase()})
                </dd>
                <dt className="text-muted-foreground">Demi-journées</dt>
                <dd>{request.halfDays.map(formatHalfDay).join(' · ')}</dd>
                <dt className="text-muted-foreground">Réponse souhaitée</dt>
                <dd>
                  {REPLY_CHANNELS.find((channel) => channel.code === request.replyBy)?.label.replace('Me répondre', '')}
                </dd>
                {request.note && (
                  <>
                    <dt className="text-muted-foreground">Note</dt>
                    <dd className="whitespace-pre-wrap">{request.note}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">Reçue le</dt>
                <dd>{formatAdminDateTime(request.createdAt)}</dd>
                {request.handledBy && request.handledAt && (
                  <>
                    <dt className="text-muted-foreground">Traitée par</dt>
                    <dd>
                      {request.handledBy}, le {formatAdminDateTime(request.handledAt)}
                    </dd>
                  </>
                )}
                {request.appointmentDay && request.appointmentTime && (
                  <>
                    <dt className="text-muted-foreground">Rendez-vous</dt>
                    <dd>{formatAppointment(request.appointmentDay, request.appointmentTime)}</dd>
                  </>
                )}
              </dl>
              <RequestActions
                id={request.id}
                state={request.state}
                phoneE164={request.phone}
                whatsappLink={whatsappLink(request)}
                icsPath={request.appointmentDay ? appointmentIcsPath(request.id) : null}
                changeState={changeRequestStateAction}
                fixAppointment={fixAppointmentAction}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
