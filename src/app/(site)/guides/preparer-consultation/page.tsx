import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { BookingCta } from '@/components/site/booking-cta';
import { GuideList } from '@/components/site/guides/guide-list';
import { guidePage } from '@/components/site/guides/guide-page';
import { PlainPublicPage, plainPageMetadata } from '@/components/site/plain-public-page';
import { CONSULTATION_GUIDE as guide } from '@/content/guides';
import { servicePath } from '@/lib/site/site-paths';

const PAGE = guidePage('preparer-consultation', guide);

export function generateMetadata(): Metadata {
  return plainPageMetadata(PAGE);
}

export default function ConsultationGuidePage() {
  return (
    <>
      <PlainPublicPage page={PAGE} width="4xl" className="space-y-10">
        <section aria-labelledby="etapes-titre">
          <h2 id="etapes-titre" className="text-3xl font-semibold tracking-tight text-slate-900">
            4 étapes pour bien se préparer
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2">
            {guide.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span
                  aria-hidden
                  className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <GuideList id="deroulement-titre" title={guide.expectations.title} items={guide.expectations.items} />
        <GuideList id="maroc-titre" title={guide.moroccoNotes.title} items={guide.moroccoNotes.items} />
        <section
          aria-labelledby="confidentialite-titre"
          className="rounded-xl bg-secondary p-6 text-secondary-foreground"
        >
          <h2 id="confidentialite-titre" className="flex items-center gap-2 text-2xl font-semibold">
            <Icon name="lock" aria-hidden className="size-6" />
            Confidentialité
          </h2>
          <p className="mt-3">{guide.confidentiality}</p>
          <Link
            href={servicePath('sexologie-medicale')}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Découvrir la consultation de sexologie médicale
            <Icon name="arrow-right" aria-hidden className="size-4" />
          </Link>
        </section>
      </PlainPublicPage>
      <BookingCta
        title="Prêt(e) pour votre consultation ?"
        text="Le message de demande de rendez-vous est déjà rédigé : il ne vous reste qu’à l’envoyer."
        bookingText={guide.bookingText}
      />
    </>
  );
}
