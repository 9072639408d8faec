import { RequestLink } from '@/components/site/appointments/request-link';
import { Icon } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { getPublicPractice } from '@/server/practice/public-practice';
import type { ServiceSlug } from '@/content/service-catalog';
import { BookingLink } from './booking-link';

/** The closing call to action of service and guide pages. */
export async function BookingCta({
  title,
  text,
  serviceName,
  service,
  bookingText,
}: {
  title: string;
  text: string;
  serviceName?: string;
  /** The service page's own: the request form opens with its reason chosen. */
  service?: ServiceSlug;
  bookingText?: string;
}) {
  const { phone } = await getPublicPractice();
  return (
    <section aria-labelledby="rdv-titre" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
        <h2 id="rdv-titre" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-teal-50">{text}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <BookingLink serviceName={serviceName} text={bookingText} button={{ variant: 'inverted', size: 'lg' }}>
            <Icon name="calendar-check" aria-hidden />
            Prendre Rendez-vous
          </BookingLink>
          <RequestLink service={service} button={{ variant: 'outlineInverted', size: 'lg' }} />
          <a href={`tel:${phone.e164}`} className={buttonVariants({ variant: 'outlineInverted', size: 'lg' })}>
            <Icon name="phone" aria-hidden />
            {phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
