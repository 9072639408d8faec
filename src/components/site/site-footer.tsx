import { practice } from '@/content/practice';
import type { PracticeView } from '@/lib/practice/practice-view';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { GUIDES } from '@/content/guides';
import { BLOG_PATH, guidePath, servicePath } from '@/lib/site-paths';
import { SiteFooterContent } from './site-footer-content';

/** The footer with what it shows picked out of the practice view and the site's pages. */
export function SiteFooter({ view }: { view: PracticeView }) {
  const links = [
    { href: '/', label: 'Accueil' },
    ...SERVICE_CATALOG.map((service) => ({ href: servicePath(service.slug), label: service.name })),
    { href: BLOG_PATH, label: 'Blog' },
    ...GUIDES.map((guide) => ({ href: guidePath(guide.slug), label: guide.title })),
  ];
  return (
    <SiteFooterContent
      name={view.name}
      email={view.email}
      addressLines={view.addressLines}
      hours={view.hours.map(({ days, time }) => ({ days, time }))}
      specialHours={view.specialHours}
      links={links}
      copyrightYear={practice.copyrightYear}
    />
  );
}
