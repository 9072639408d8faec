'use client';

import Link from 'next/link';
import { CalendarCheck, Clock, Mail, MapPin, Phone } from '@/components/site/icons';
import type { PracticeView } from '@/lib/practice/practice-view';
import { BLOG_FEED_PATH } from '@/lib/site-paths';
import { CurrentServiceBookingLink } from './current-service-booking-link';
import { usePractice } from './practice-context';
import { SpecialHoursList } from './special-hours-list';

export type FooterProps = {
  name: string;
  email: string;
  addressLines: string[];
  hours: { days: string; time: string }[];
  specialHours: PracticeView['specialHours'];
  links: { href: string; label: string }[];
  copyrightYear: number;
};

/**
 * The footer of every public page. A client component although it has no interaction of its own:
 * a server component's markup travels twice, in the HTML and again in the React payload, while a
 * client component's payload is its props, a few strings here (decision 019). Its code is one
 * download cached for every page; the payload would be paid again on each one.
 */
export function SiteFooterContent({ name, email, addressLines, hours, specialHours, links, copyrightYear }: FooterProps) {
  const { phone } = usePractice();
  return (
    <footer className="bg-slate-900 text-slate-300 render-when-near">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className="footer-heading">Contact</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-1 size-4 shrink-0" />
              <a href={`tel:${phone.e164}`} className="footer-link">{phone.display}</a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden className="mt-1 size-4 shrink-0" />
              <a href={`mailto:${email}`} className="footer-link">{email}</a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
              <address className="not-italic">
                {addressLines.map((line) => <span key={line} className="block">{line}</span>)}
              </address>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="pied-liens">
          <h2 id="pied-liens" className="footer-heading">Liens rapides</h2>
          <ul className="mt-4 space-y-2">
            {links.map((link) => (
              <li key={link.href}><Link href={link.href} className="footer-link">{link.label}</Link></li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="pied-horaires">
          <h2 id="pied-horaires" className="footer-heading">Horaires</h2>
          <dl className="mt-4 space-y-3">
            {hours.map((slot) => (
              <div key={slot.days}>
                <dt className="flex items-center gap-2 font-medium text-white">
                  <Clock aria-hidden className="size-4 shrink-0" />
                  {slot.days}
                </dt>
                <dd className="pl-6">{slot.time}</dd>
              </div>
            ))}
          </dl>
          <SpecialHoursList specialHours={specialHours} className="mt-3 text-amber-200" />
          <p className="mt-3 text-sm">Consultations uniquement sur rendez-vous.</p>
        </section>
        <section aria-labelledby="pied-rdv">
          <h2 id="pied-rdv" className="footer-heading">Rendez-vous</h2>
          <p className="mt-4">Envoyez-nous un message : nous vous proposons un créneau rapidement.</p>
          <CurrentServiceBookingLink button={{ variant: 'inverted' }} className="mt-4">
            <CalendarCheck aria-hidden />
            Prendre RDV
          </CurrentServiceBookingLink>
          <p className="mt-4 text-sm">
            <a href={BLOG_FEED_PATH} className="footer-link">Flux RSS du blog</a>
          </p>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6">
          © {copyrightYear} {name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
