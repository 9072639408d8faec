import { RequestLink } from '@/components/site/appointments/request-link';
import { Icon } from '@/components/site/icons';
import type { ServicePage } from '@/content/services';
import { buttonVariants } from '@/components/ui/button-variants';
import { BookingCta } from '../booking-cta';
import { BookingLink } from '../booking-link';
import { getPublicPractice } from '@/server/practice/public-practice';
import { PageHero } from '../page-hero';

/**
 * The one component behind the four service routes; everything it shows comes from content data,
 * but for `articles`: the latest blog articles of the speciality (decision 048), above the closing call.
 */
export async function ServicePageView({ service, articles }: { service: ServicePage; articles?: React.ReactNode }) {
  const { phone } = await getPublicPractice();
  return (
    <>
      <PageHero
        breadcrumb={[{ name: 'Accueil', path: '/' }, { name: 'Services', path: '/#services' }, { name: service.name }]}
        title={service.heroTitle}
        text={service.heroText}
      >
        <BookingLink serviceName={service.name} button={{ size: 'lg' }} data-current-service="">
          <Icon name="calendar-check" aria-hidden />
          Prendre Rendez-vous
        </BookingLink>
        <RequestLink service={service.slug} button={{ size: 'lg', variant: 'outline' }} />
        <a href={`tel:${phone.e164}`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          <Icon name="phone" aria-hidden />
          Appeler le cabinet
        </a>
      </PageHero>

      <section aria-labelledby="atouts-titre" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="atouts-titre" className="sr-only">
          Les atouts de la consultation
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <Icon name="circle-check" aria-hidden className="size-7 text-primary" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {service.sections.map((section, sectionIndex) => (
        <section key={section.title} aria-labelledby={`section-${sectionIndex}`} className="bg-muted/60 py-14">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id={`section-${sectionIndex}`} className="text-3xl font-semibold tracking-tight text-slate-900">
              {section.title}
            </h2>
            {section.intro && <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{section.intro}</p>}
            <div className={section.groups.length > 1 ? 'mt-8 grid gap-10 lg:grid-cols-2' : 'mt-8'}>
              {section.groups.map((group, groupIndex) => (
                <div key={group.title ?? groupIndex}>
                  {group.title && <h3 className="text-2xl font-semibold text-primary">{group.title}</h3>}
                  <ul className={group.title ? 'mt-4 space-y-4' : 'grid gap-6 sm:grid-cols-2'}>
                    {group.items.map((item) => (
                      <li key={item.title} className="rounded-xl border bg-card p-5">
                        {group.title ? (
                          <h4 className="font-semibold text-slate-900">{item.title}</h4>
                        ) : (
                          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                        )}
                        <p className="mt-1 text-slate-700">{item.text}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}

      {articles}
      <BookingCta
        title={service.closingTitle}
        text={service.closingText}
        serviceName={service.name}
        service={service.slug}
      />
    </>
  );
}
