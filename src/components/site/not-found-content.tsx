import { Icon } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import type { NotFoundPage } from '@/lib/site/not-found-page';
import { BLOG_PATH, servicePath } from '@/lib/site/site-paths';
import { BookingLink } from './booking-link';

/**
 * The body of every not-found answer: what is missing, the way back, and where a visitor
 * usually goes next (the blog, the services, an appointment).
 */
export function NotFoundContent({ page }: { page: NotFoundPage }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      {page.code ? (
        <p className="text-7xl font-semibold tracking-tight text-primary">{page.code}</p>
      ) : (
        <Icon name="file-question" aria-hidden className="size-12 text-primary" />
      )}
      <h1 lang={page.headingLang} className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">
        {page.heading}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{page.text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={page.back.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Icon name="arrow-left" aria-hidden />
          {page.back.label}
        </a>
        <BookingLink button={{ size: 'lg' }}>
          <Icon name="calendar-check" aria-hidden />
          Prendre RDV
        </BookingLink>
      </div>
      <nav aria-label="Pages du site" className="mt-12 w-full text-left">
        <h2 className="text-base font-semibold text-slate-900">Nos services</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {SERVICE_CATALOG.map((service) => (
            <li key={service.slug}>
              <a href={servicePath(service.slug)} className="card-link">
                {service.name}
              </a>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-base font-semibold text-slate-900">Le blog</h2>
        <p className="mt-3">
          <a href={BLOG_PATH} className="card-link">
            Tous les articles du blog
          </a>
        </p>
      </nav>
    </div>
  );
}
