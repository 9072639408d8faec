'use client';

import { MapPin, Navigation, Phone } from 'lucide-react';
import { practice, practiceAddressLines } from '@/content/practice';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MapsLink } from './maps-link';

/** The dialog itself, loaded only when it is about to show (see address-popup.tsx). */
export default function AddressDialog({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onDismiss()}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <MapPin aria-hidden className="size-6 text-primary" />
            Nouvelle Adresse du Cabinet
          </DialogTitle>
          <DialogDescription>
            Le cabinet a changé d’adresse. Nous vous accueillons désormais à l’adresse suivante :
          </DialogDescription>
        </DialogHeader>
        <MapsLink
          kind="place"
          className="rounded-lg border border-primary/30 bg-secondary p-4 not-italic text-secondary-foreground hover:border-primary"
        >
          <address className="not-italic">
            {practiceAddressLines().map((line) => (
              <span key={line} className="block font-medium">
                {line}
              </span>
            ))}
          </address>
          <span className="mt-1 block text-sm text-primary underline">Voir sur Google Maps (nouvel onglet)</span>
        </MapsLink>
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 text-primary" />
          <a href={`tel:${practice.phone.e164}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {practice.phone.display}
          </a>
        </p>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })}>Fermer</DialogClose>
          <MapsLink kind="directions" onOpened={onDismiss} className={buttonVariants()}>
            <Navigation aria-hidden />
            Obtenir l&apos;itinéraire
          </MapsLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
