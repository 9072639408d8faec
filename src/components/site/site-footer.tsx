import { LEGAL_NOTICE_PATH, PRIVACY_POLICY_PATH } from '@/lib/site/site-paths';
import { RequestLink } from '@/components/site/appointments/request-link';
import { practice } from '@/content/practice';
import { GUIDES } from '@/content/guides';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { Icon } from '@/components/site/icons';
import type { PracticeView } from '@/lib/practice/practice-view';
import { BLOG_FEED_PATH, BLOG_PATH, guidePath, servicePath } from '@/lib/site/site-paths';
import { AddressLines } from './address-lines';
import { BookingLink } from './booking-link';
import { SpecialHoursList } from './special-hours-list';
import { AUDIENCE_STATEMENT } from '@/lib/statistics/audience-statement';

const LINKS = [
  { href: '/', label: 'Accueil' },
  ...SERVICE_CATALOG.map((service) => ({ href: servicePath(service.slug), label: service.name })),
  { href: BLOG_PATH, label: 'Blog' },
  ...GUIDES.map((guide) => ({ href: guidePath(guide.slug), label: guide.title })),
];

/** The footer of every public page. */
export function SiteFooter({ view }: { view: PracticeView }) {
  return (
    <footer className="bg-slate-900 text-slate-300 render-when-near">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className="footer-heading">
            Contact
          </h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-2">
              <Icon name="phone" aria-hidden className="mt-1 size-4 shrink-0" />
              <a href={`tel:${view.phone.e164}`} className="footer-link">
                {view.phone.display}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" aria-hidden className="mt-1 size-4 shrink-0" />
              <a href={`mailto:${view.email}`} className="footer-link">
                {view.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="map-pin" aria-hidden className="mt-1 size-4 shrink-0" />
              <AddressLines lines={view.addressLines} />
            </li>
          </ul>
        </section>
        <nav aria-labelledby="pied-liens">
          <h2 id="pied-liens" className="footer-heading">
            Liens rapides
          </h2>
          <ul className="mt-4 space-y-2">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="footer-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="pied-horaires">
          <h2 id="pied-horaires" className="footer-heading">
            Horaires
          </h2>
          <dl className="mt-4 space-y-3">
            {view.hours.map((slot) => (
              <div key={slot.days}>
                <dt className="flex items-center gap-2 font-medium text-white">
                  <Icon name="clock" aria-hidden className="size-4 shrink-0" />
                  {slot.days}
                </dt>
                <dd className="pl-6">{slot.time}</dd>
              </div>
            ))}
          </dl>
          <SpecialHoursList specialHours={view.specialHours} className="mt-3 text-amber-200" />
          <p className="mt-3 text-sm">Consultations uniquement sur rendez-vous.</p>
        </section>
        <section aria-labelledby="pied-rdv">
          <h2 id="pied-rdv" className="footer-heading">
            Rendez-vous
          </h2>
          <p className="mt-4">Envoyez-nous un message : nous vous proposons un créneau rapidement.</p>
          <BookingLink button={{ variant: 'inverted' }} className="mt-4" data-follows-current-service="">
            <Icon name="calendar-check" aria-hidden />
            Prendre RDV
          </BookingLink>
          <RequestLink button={{ variant: 'outlineInverted' }} className="mt-3" />
          <p className="mt-4 text-sm">
            <a href={BLOG_FEED_PATH} className="footer-link">
              Flux RSS du blog
            </a>
          </p>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-5 text-sm sm:px-6">
          <span>
            © {practice.copyrightYear} {view.name}. Tous droits réservés.
          </span>
          <a href={PRIVACY_POLICY_PATH} className="footer-link">
            Politique de confidentialité
          </a>
          <a href={LEGAL_NOTICE_PATH} className="footer-link">
            Mentions légales
          </a>
        </p>
        <p className="mx-auto max-w-6xl px-4 pb-5 text-sm sm:px-6">{AUDIENCE_STATEMENT}</p>
      </div>
    </footer>
  );
}
