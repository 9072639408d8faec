'use client';

import { useEffect, useState } from 'react';
import { MapPin, Navigation, Phone } from 'lucide-react';
import { practice, practiceAddressLines } from '@/content/practice';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MapsLink } from './maps-link';

// Spec section 9: shown 1.5 s after the first load of a browser session, dismissal kept in sessionStorage.
const POPUP_DELAY_MS = 1500;
const DISMISSED_KEY = 'cabinet:address-popup-dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal() {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage can be disabled; the popup then simply shows again on the next load.
  }
}

/** 'Nouvelle Adresse du Cabinet': mounted by the public layout only, so never in /admin. */
export function AddressPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (wasDismissed()) return;
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) rememberDismissal();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
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
          <MapsLink kind="directions" onOpened={() => changeOpen(false)} className={buttonVariants()}>
            <Navigation aria-hidden />
            Obtenir l&apos;itinéraire
          </MapsLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
