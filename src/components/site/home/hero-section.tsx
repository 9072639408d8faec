import { RequestLink } from '@/components/site/appointments/request-link';
import { Icon } from '@/components/site/icons';
import { practice } from '@/content/practice';
import { getPublicPractice } from '@/server/practice/public-practice';
import { buttonVariants } from '@/components/ui/button-variants';
import { BookingLink } from '../booking-link';
import { HeroIllustration } from './hero-illustration';

export async function HeroSection() {
  const view = await getPublicPractice();
  return (
    <section
      id="accueil"
      aria-labelledby="accueil-titre"
      className="scroll-mt-20 bg-gradient-to-b from-secondary to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.15fr_1fr] md:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
            <Icon name="shield-check" aria-hidden className="size-4" />
            Consultations sur rendez-vous · Confidentialité
          </p>
          <h1 id="accueil-titre" className="mt-5 text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
            Un médecin à votre écoute à Casablanca
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Sexologie médicale, échographie clinique, médecine générale et médecine psychosomatique : plus de{' '}
            {practice.yearsOfExperience} ans d’expérience au service de votre santé, au cabinet de{' '}
            {view.address.district}.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BookingLink button={{ size: 'lg' }}>
              <Icon name="calendar-check" aria-hidden />
              Prendre RDV
            </BookingLink>
            <RequestLink button={{ size: 'lg', variant: 'outline' }} />
            <a href={`tel:${view.phone.e164}`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <Icon name="phone" aria-hidden />
              Appeler le {view.phone.display}
            </a>
          </div>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md md:block" />
      </div>
    </section>
  );
}
