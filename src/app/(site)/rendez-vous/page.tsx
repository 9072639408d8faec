import type { Metadata } from 'next';
import { OpeningHoursList } from '@/components/site/appointments/opening-hours-list';
import { RequestFormControls } from '@/components/site/appointments/request-form-controls';
import { BookingLink } from '@/components/site/booking-link';
import { Icon } from '@/components/site/icons';
import { type PlainPage, PlainPublicPage, plainPageMetadata } from '@/components/site/plain-public-page';
import { PublicForm } from '@/components/site/public-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { preselectedReason } from '@/lib/appointments/reasons';
import { REQUEST_MESSAGES } from '@/lib/appointments/request-messages';
import { BOOKING_ORIGIN_FIELD } from '@/lib/statistics/booking-origin';
import { APPOINTMENT_REQUEST_PATH } from '@/lib/site/site-paths';
import { appointmentRequestForm } from '@/server/appointments/appointment-form';
import { readRequestCalendar } from '@/server/appointments/request-offer';
import { getPublicPractice } from '@/server/practice/public-practice';

const PAGE: PlainPage = {
  path: APPOINTMENT_REQUEST_PATH,
  title: 'Demander un rendez-vous',
  lead: 'Indiquez le motif et les demi-journées qui vous conviennent\u00a0: le cabinet vous recontacte pendant ses heures d’ouverture pour fixer l’heure exacte.',
  description:
    'Demandez un rendez-vous au cabinet à Casablanca (Sidi Maarouf)\u00a0: choisissez le motif et vos demi-journées, le cabinet vous recontacte par WhatsApp ou par téléphone.',
};

export function generateMetadata(): Metadata {
  return plainPageMetadata(PAGE);
}

type Props = { searchParams: Promise<{ service?: string | string[] }> };

/**
 * « Demander un rendez-vous » (decision 044): the second choice beside the chat link. A service
 * page's link chooses its reason (`?service=`, a parameter the page cache keys on). The form is
 * always offered: no count of everyone's requests closes it (decision 069).
 */
export default async function AppointmentRequestPage({ searchParams }: Props) {
  const { service } = await searchParams;
  const chosen = typeof service === 'string' ? SERVICE_CATALOG.find((entry) => entry.slug === service) : undefined;
  const [practice, calendar] = await Promise.all([getPublicPractice(), readRequestCalendar()]);
  const form = appointmentRequestForm(calendar);
  const reason = preselectedReason(chosen?.slug);
  return (
    <PlainPublicPage page={PAGE} width="5xl" className="grid gap-10 lg:grid-cols-[1fr_18rem]">
      <PublicForm form={form} sentMessage={REQUEST_MESSAGES.sent} className="rounded-xl border bg-card p-6 shadow-sm">
        {/* The site script names here the page the reader came from (decision 064). */}
        <input type="hidden" name={BOOKING_ORIGIN_FIELD} defaultValue="" />
        <RequestFormControls fields={form.fields} selected={reason ? { motif: reason.id } : {}} />
        <p className="mt-6">
          <button type="submit" className={buttonVariants({ size: 'lg' })}>
            Envoyer ma demande
          </button>
        </p>
      </PublicForm>
      <aside aria-labelledby="autres-moyens" className="space-y-4">
        <h2 id="autres-moyens" className="text-xl font-semibold text-slate-900">
          Vous préférez écrire ou appeler ?
        </h2>
        <BookingLink serviceName={chosen?.name} button={{ variant: 'default' }} className="w-full">
          <Icon name="message-circle" aria-hidden />
          Écrire sur WhatsApp
        </BookingLink>
        <a href={`tel:${practice.phone.e164}`} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <Icon name="phone" aria-hidden />
          {practice.phone.display}
        </a>
        <h2 className="pt-2 text-xl font-semibold text-slate-900">Horaires</h2>
        <OpeningHoursList hours={practice.hours} className="space-y-1 text-slate-700" />
      </aside>
    </PlainPublicPage>
  );
}
