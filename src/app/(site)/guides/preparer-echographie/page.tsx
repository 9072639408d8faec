import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { BookingCta } from '@/components/site/booking-cta';
import { GuideList } from '@/components/site/guides/guide-list';
import { guidePage } from '@/components/site/guides/guide-page';
import { PlainPublicPage, plainPageMetadata } from '@/components/site/plain-public-page';
import { ULTRASOUND_GUIDE as guide } from '@/content/guides';
import { servicePath } from '@/lib/site/site-paths';

const PAGE = guidePage('preparer-echographie', guide);

export function generateMetadata(): Metadata {
  return plainPageMetadata(PAGE);
}

export default function UltrasoundGuidePage() {
  return (
    <>
      <PlainPublicPage page={PAGE} width="5xl" className="space-y-10">
        <section aria-labelledby="examens-titre">
          <h2 id="examens-titre" className="text-3xl font-semibold tracking-tight text-slate-900">
            Préparation selon l’examen
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {guide.exams.map((exam) => (
              <li key={exam.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                <h3 className="text-xl font-semibold text-slate-900">{exam.title}</h3>
                <p className="mt-2 inline-flex items-center gap-2 self-start rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
                  <Icon name="timer" aria-hidden className="size-4" />
                  Durée : {exam.duration}
                </p>
                <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
                  {exam.preparation.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-muted-foreground">{exam.why}</p>
              </li>
            ))}
          </ul>
        </section>
        <GuideList id="conseils-titre" title={guide.generalTips.title} items={guide.generalTips.items} />
        <p>
          <Link
            href={servicePath('echographie-clinique')}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            En savoir plus sur l’échographie clinique au cabinet
            <Icon name="arrow-right" aria-hidden className="size-4" />
          </Link>
        </p>
      </PlainPublicPage>
      <BookingCta
        title="Réserver votre échographie"
        text="Précisez le type d’examen dans votre message ; nous vous rappellerons la préparation à suivre."
        serviceName="Échographie clinique"
      />
    </>
  );
}
