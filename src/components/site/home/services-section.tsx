import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { servicePath } from '@/lib/site/site-paths';
import { ServiceIcon } from '../service-icon';
import { HomeSection } from './home-section';

export function ServicesSection() {
  return (
    <HomeSection
      id="services"
      muted
      eyebrow="Services"
      title="Quatre domaines de soins"
      intro="Chaque consultation commence par un temps d’écoute ; l’échographie peut la compléter sur place."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {SERVICE_CATALOG.map((service) => (
          <li key={service.slug} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <ServiceIcon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.name}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{service.summary}</p>
            <Link
              href={servicePath(service.slug)}
              className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
            >
              Plus d&apos;informations
              <span className="sr-only"> : {service.name}</span>
              <Icon name="arrow-right" aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
