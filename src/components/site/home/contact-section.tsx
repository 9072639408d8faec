import { RequestLink } from '@/components/site/appointments/request-link';
import { Icon } from '@/components/site/icons';
import { practice } from '@/content/practice';
import { getPublicPractice } from '@/server/practice/public-practice';
import { AddressLines } from '../address-lines';
import { BookingLink } from '../booking-link';
import { EmergencyNumberList } from '../emergency-number-list';
import { MapsLink } from '../maps-link';
import { SpecialHoursList } from '../special-hours-list';
import { HomeSection } from './home-section';
import { MapPlaceholder } from './map-placeholder';

function ContactRow({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export async function ContactSection() {
  const view = await getPublicPractice();
  return (
    <HomeSection
      id="contact"
      eyebrow="Contact"
      title="Venir au cabinet"
      intro="Consultations uniquement sur rendez-vous."
    >
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <ul className="space-y-6">
          <ContactRow icon={<Icon name="phone" aria-hidden className="size-5" />} title="Téléphone">
            <a href={`tel:${view.phone.e164}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {view.phone.display}
            </a>
          </ContactRow>
          <ContactRow icon={<Icon name="map-pin" aria-hidden className="size-5" />} title="Adresse">
            <AddressLines lines={view.addressLines} />
          </ContactRow>
          <ContactRow icon={<Icon name="clock" aria-hidden className="size-5" />} title="Horaires">
            <dl>
              {view.hours.map((slot) => (
                <div key={slot.days} className="flex flex-wrap gap-x-2">
                  <dt>{slot.days} :</dt>
                  <dd className="font-medium">{slot.time}</dd>
                </div>
              ))}
            </dl>
            <SpecialHoursList specialHours={view.specialHours} className="mt-2 text-amber-900" />
          </ContactRow>
          <ContactRow icon={<Icon name="mail" aria-hidden className="size-5" />} title="E-mail">
            <a
              href={`mailto:${view.email}`}
              className="break-all font-medium text-primary underline-offset-4 hover:underline"
            >
              {view.email}
            </a>
          </ContactRow>
          <ContactRow icon={<Icon name="car" aria-hidden className="size-5" />} title="Accès et stationnement">
            <ul className="space-y-1">
              {practice.access.map((note) => (
                <li key={note}>{note}</li>
              ))}
              <li>{practice.parking}</li>
            </ul>
          </ContactRow>
          <li>
            <BookingLink button={{ size: 'lg' }}>
              <Icon name="calendar-check" aria-hidden />
              Prendre RDV
            </BookingLink>
            <RequestLink button={{ size: 'lg', variant: 'outline' }} className="mt-3" />
          </li>
        </ul>
        <div className="space-y-6">
          <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <MapPlaceholder district={view.address.district} className="h-auto w-full" />
            <div className="flex flex-col gap-3 p-5 sm:flex-row sm:flex-wrap">
              <MapsLink kind="directions" button={{}}>
                <Icon name="navigation" aria-hidden />
                Obtenir l&apos;itinéraire
              </MapsLink>
              <MapsLink kind="place" button={{ variant: 'outline' }}>
                <Icon name="map-pin" aria-hidden />
                Voir sur Google Maps
              </MapsLink>
            </div>
            <p className="px-5 pb-5 text-sm text-muted-foreground">
              Pour protéger votre vie privée, la carte interactive ne se charge pas sur ce site : elle s’ouvre chez
              Google Maps, dans un nouvel onglet.
            </p>
          </div>
          <div role="note" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon name="siren" aria-hidden className="size-5" />
              En cas d’urgence
            </h3>
            <p className="mt-1">Le cabinet ne prend pas en charge les urgences. Appelez :</p>
            <EmergencyNumberList className="mt-2 grid gap-1 sm:grid-cols-2" />
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
