import Link from 'next/link';
import { CalendarCheck, Clock, Mail, MapPin, Phone } from '@/components/site/icons';
import { practice } from '@/content/practice';
import type { PracticeView } from '@/lib/practice/practice-view';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { GUIDES } from '@/content/guides';
import { BLOG_FEED_PATH, BLOG_PATH, guidePath, servicePath } from '@/lib/site-paths';
import { CurrentServiceBookingLink } from './current-service-booking-link';
import { SpecialHoursList } from './special-hours-list';

// Utilities of globals.css: the footer is in every public page's HTML and React payload.
const headingClass = 'footer-heading';
const linkClass = 'footer-link';

export function SiteFooter({ view }: { view: PracticeView }) {
  return (
    <footer className="bg-slate-900 text-slate-300 render-when-near">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className={headingClass}>Contact</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-1 size-4 shrink-0" />
              <a href={`tel:${view.phone.e164}`} className={linkClass}>{view.phone.display}</a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden className="mt-1 size-4 shrink-0" />
              <a href={`mailto:${view.email}`} className={linkClass}>{view.email}</a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
              <address className="not-italic">
                {view.addressLines.map((line) => <span key={line} className="block">{line}</span>)}
              </address>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="pied-liens">
          <h2 id="pied-liens" className={headingClass}>Liens rapides</h2>
          <ul className="mt-4 space-y-2">
            <li><Link href="/" className={linkClass}>Accueil</Link></li>
            {SERVICE_CATALOG.map((service) => (
              <li key={service.slug}><Link href={servicePath(service.slug)} className={linkClass}>{service.name}</Link></li>
            ))}
            <li><Link href={BLOG_PATH} className={linkClass}>Blog</Link></li>
            {GUIDES.map((guide) => (
              <li key={guide.slug}><Link href={guidePath(guide.slug)} className={linkClass}>{guide.title}</Link></li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="pied-horaires">
          <h2 id="pied-horaires" className={headingClass}>Horaires</h2>
          <dl className="mt-4 space-y-3">
            {view.hours.map((slot) => (
              <div key={slot.days}>
                <dt className="flex items-center gap-2 font-medium text-white">
                  <Clock aria-hidden className="size-4 shrink-0" />
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
          <h2 id="pied-rdv" className={headingClass}>Rendez-vous</h2>
          <p className="mt-4">Envoyez-nous un message : nous vous proposons un créneau rapidement.</p>
          <CurrentServiceBookingLink button={{ variant: 'inverted' }} className="mt-4">
            <CalendarCheck aria-hidden />
            Prendre RDV
          </CurrentServiceBookingLink>
          <p className="mt-4 text-sm">
            <a href={BLOG_FEED_PATH} className={linkClass}>Flux RSS du blog</a>
          </p>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6">
          © {practice.copyrightYear} {view.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
