import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { notFound } from 'next/navigation';
import { RequestActions } from '@/components/admin/appointments/request-actions';
import { Badge } from '@/components/ui/badge';
import { firstHalfDayStart } from '@/lib/appointments/appointment-time';
import { formatHalfDay } from '@/lib/appointments/half-days';
import { APPOINTMENT_INBOX_PATH, appointmentIcsPath } from '@/lib/appointments/inbox-paths';
import { findReason, REPLY_CHANNELS, VISIT_KINDS } from '@/lib/appointments/reasons';
import { stateLabel } from '@/lib/appointments/request-states';
import {
  formatAppointment,
  staffConfirmationLink,
  staffConfirmationText,
  staffFirstReplyText,
} from '@/lib/appointments/staff-confirmation';
import { z } from '@/lib/forms/zod';
import { displayPhoneNumber } from '@/lib/practice/phone-number';
import { addressLine } from '@/lib/practice/practice-facts';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { getRequestForStaff } from '@/server/appointments/appointment-requests';
import { requireRequestHandler } from '@/server/appointments/request-guard';
import { readRequestCalendar } from '@/server/appointments/request-offer';
import { changeRequestStateAction, fixAppointmentAction } from '../actions';

export const metadata: Metadata = { title: 'Demande de rendez-vous' };

type Props = { params: Promise<{ id: string }> };

/**
 * One appointment request with the patient's number and note: each opening is one « Consultée »
 * in its journal (decision 044). The date and time start from the patient's first half-day; the
 * WhatsApp reply is there from the start, neutral until a time is fixed.
 */
export default async function RequestPage({ params }: Props) {
  const staff = await requireRequestHandler();
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const request = await getRequestForStaff(id, staff, 'Consultée');
  if (!request) notFound();
  const { facts, periods } = await readRequestCalendar();
  const reason = findReason(request.reason);
  const fixed = request.appointmentDay && request.appointmentTime;
  const whatsappText =
    reason && request.appointmentDay && request.appointmentTime
      ? staffConfirmationText(
          { name: request.name, reason, day: request.appointmentDay, time: request.appointmentTime },
          { practiceName: facts.name, addressLine: addressLine(facts), phoneDisplay: displayPhoneNumber(facts.phone) },
        )
      : staffFirstReplyText(request.name, { practiceName: facts.name });
  const start =
    request.appointmentDay && request.appointmentTime
      ? { day: request.appointmentDay, time: request.appointmentTime }
      : firstHalfDayStart(request.halfDays[0]!, { weekly: facts.weeklyHours, periods });

  return (
    <div className="max-w-4xl space-y-6">
      <AdminLink href={APPOINTMENT_INBOX_PATH} className="text-sm underline underline-offset-4">
        Retour aux demandes
      </AdminLink>
      <section aria-label={`Demande de ${request.name}`} className="space-y-3 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold">
            {request.name} · {displayPhoneNumber(request.phone)}
          </h1>
          <Badge variant={request.state === 'nouvelle' ? 'default' : 'secondary'}>{stateLabel(request.state)}</Badge>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Motif</dt>
          <dd>
            {reason?.label ?? request.reason} (
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
          {fixed && (
            <>
              <dt className="text-muted-foreground">Rendez-vous</dt>
              <dd>{formatAppointment(request.appointmentDay!, request.appointmentTime!)}</dd>
            </>
          )}
        </dl>
        <RequestActions
          id={request.id}
          state={request.state}
          phoneE164={request.phone}
          whatsappLink={staffConfirmationLink(request.phone, whatsappText)}
          start={start}
          icsPath={request.appointmentDay ? appointmentIcsPath(request.id) : null}
          changeState={changeRequestStateAction}
          fixAppointment={fixAppointmentAction}
        />
      </section>
    </div>
  );
}
