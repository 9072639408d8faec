import type { Metadata } from 'next';
import { OpeningHoursList } from '@/components/site/appointments/opening-hours-list';
import { BookingLink } from '@/components/site/booking-link';
import { GuideList } from '@/components/site/guides/guide-list';
import { Icon } from '@/components/site/icons';
import { PlainPublicPage } from '@/components/site/plain-public-page';
import { formatHalfDay, parseHalfDayValue } from '@/lib/appointments/half-days';
import { findReason } from '@/lib/appointments/reasons';
import { patientChatText } from '@/lib/appointments/request-form';
import { APPOINTMENT_CONFIRMATION_PATH } from '@/lib/site/site-paths';
import { getPublicPractice } from '@/server/practice/public-practice';

// Per request and never stored by any cache: it answers one person's request (decision 044).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Demande de rendez-vous envoyée',
  robots: { index: false, follow: false },
};

type Props = {
  searchParams: Promise<{ motif?: string | string[]; visite?: string | string[]; creneau?: string | string[] }>;
};

const PAGE = {
  path: APPOINTMENT_CONFIRMATION_PATH,
  title: 'Votre demande est envoyée',
  crumb: 'Demande envoyée',
  lead: 'Le cabinet vous recontacte par WhatsApp ou par téléphone, comme vous l’avez demandé, pendant ses heures d’ouverture. Votre rendez-vous n’est fixé qu’une fois l’heure confirmée par le cabinet.',
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Where a sent request lands: what happens next, the half-days asked for as the practice received
 * them, the preparation of the chosen exam (from the guides), the hours, and the chat link
 * carrying the request so the patient may push it too.
 */
export default async function AppointmentConfirmationPage({ searchParams }: Props) {
  const params = await searchParams;
  const practice = await getPublicPractice();
  const reason = findReason(one(params.motif) ?? '');
  const visit = one(params.visite) === 'suivi' ? 'suivi' : 'premiere';
  const halfDays = [params.creneau ?? []]
    .flat()
    .flatMap((value) => parseHalfDayValue(value) ?? [])
    .slice(0, 3);
  return (
    <PlainPublicPage page={PAGE} width="4xl" className="space-y-8">
      {halfDays.length > 0 && (
        <section aria-labelledby="demi-journees-titre" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="demi-journees-titre" className="text-2xl font-semibold text-slate-900">
            Demi-journées demandées
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
            {halfDays.map((halfDay) => (
              <li key={`${halfDay.day}:${halfDay.part}`}>{formatHalfDay(halfDay)}</li>
            ))}
          </ul>
        </section>
      )}
      {reason && (
        <GuideList id="preparation-titre" title={`Préparation\u00a0: ${reason.label}`} items={reason.preparation} />
      )}
      <section aria-labelledby="horaires-titre" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="horaires-titre" className="text-2xl font-semibold text-slate-900">
          Horaires du cabinet
        </h2>
        <OpeningHoursList hours={practice.hours} className="mt-4 space-y-1 text-slate-700" rowClassName="sm:max-w-sm" />
      </section>
      {reason && halfDays.length > 0 && (
        <section aria-labelledby="whatsapp-titre" className="space-y-3">
          <h2 id="whatsapp-titre" className="text-2xl font-semibold text-slate-900">
            Pour aller plus vite
          </h2>
          <p className="text-slate-700">
            Vous pouvez aussi envoyer votre demande sur WhatsApp, sans votre nom ni votre note : le message est déjà
            écrit.
          </p>
          <BookingLink text={patientChatText(reason, visit, halfDays)} button={{ variant: 'default', size: 'lg' }}>
            <Icon name="message-circle" aria-hidden />
            Envoyer aussi sur WhatsApp
          </BookingLink>
        </section>
      )}
    </PlainPublicPage>
  );
}
