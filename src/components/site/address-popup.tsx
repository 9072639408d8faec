import { Icon } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import type { PracticeView } from '@/lib/practice/practice-view';
import { getPublicPractice } from '@/server/practice/public-practice';
import { AddressLines } from './address-lines';
import { MapsLink } from './maps-link';

/**
 * 'Nouvelle Adresse du Cabinet': mounted by the public layout only, so never in /admin, and only
 * while 'Cabinet' announces it. A closed native <dialog> in the HTML; src/browser/address-popup.ts
 * opens it 1.5 s after a load, once per browser for each address announced (its `data-address-popup`). « Fermer » closes it without script.
 */
export async function AddressPopup({ popup }: { popup: NonNullable<PracticeView['popup']> }) {
  const { phone } = await getPublicPractice();
  return (
    <dialog
      data-address-popup={popup.addressLine}
      aria-labelledby="address-popup-title"
      aria-describedby="address-popup-description"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg backdrop:bg-slate-950/50 open:grid open:gap-4"
    >
      <div className="flex flex-col gap-2">
        <h2 id="address-popup-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Icon name="map-pin" aria-hidden className="size-6 text-primary" />
          Nouvelle Adresse du Cabinet
        </h2>
        <p id="address-popup-description" className="text-muted-foreground">
          {popup.text}
        </p>
      </div>
      <MapsLink
        kind="place"
        address={popup.addressLine}
        className="rounded-lg border border-primary/30 bg-secondary p-4 text-secondary-foreground hover:border-primary"
      >
        <AddressLines lines={popup.addressLines} lineClassName="block font-medium" />
        <span className="mt-1 block text-sm text-primary underline">Voir sur Google Maps (nouvel onglet)</span>
      </MapsLink>
      <p className="flex items-center gap-2">
        <Icon name="phone" aria-hidden className="size-4 text-primary" />
        <a href={`tel:${phone.e164}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {phone.display}
        </a>
      </p>
      <form method="dialog" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          Fermer
        </button>
        <MapsLink kind="directions" address={popup.addressLine} closesDialog className={buttonVariants()}>
          <Icon name="navigation" aria-hidden />
          Obtenir l&apos;itinéraire
        </MapsLink>
      </form>
    </dialog>
  );
}
