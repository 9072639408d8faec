'use client';

import { useEffect, useRef, useState } from 'react';
import { MapPin, Navigation, Phone } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import type { PracticeView } from '@/lib/practice/practice-view';
import { MapsLink } from './maps-link';
import { usePractice } from './practice-context';

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

/**
 * 'Nouvelle Adresse du Cabinet': mounted by the public layout only, so never in /admin.
 * A native modal <dialog>: opening it is one showModal() call, with no script to fetch or tree
 * to render at that moment. The browser moves focus in, keeps it there, closes on Escape and
 * gives focus back; every way of closing it goes through its close event. Its text, address and
 * end date come from 'Cabinet'; the layout mounts it only while it shows. Only the browser knows
 * whether it was dismissed this session, so its markup is not in the HTML (decision 019): when the
 * delay is over it reads the dismissal and, still to be shown, renders and opens. The storage is
 * read then rather than during hydration: a first read of sessionStorage is slow on phones and
 * would lengthen hydration's longest task (decision 025).
 */
export function AddressPopup({ popup }: { popup: NonNullable<PracticeView['popup']> }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState(false);
  const { phone } = usePractice();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!wasDismissed()) setPending(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (pending) dialogRef.current?.showModal();
  }, [pending]);

  const close = () => dialogRef.current?.close();
  if (!pending) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="address-popup-title"
      aria-describedby="address-popup-description"
      onClose={rememberDismissal}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg backdrop:bg-slate-950/50 open:grid open:gap-4"
    >
      <div className="flex flex-col gap-2">
        <h2 id="address-popup-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <MapPin aria-hidden className="size-6 text-primary" />
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
        <address className="not-italic">
          {popup.addressLines.map((line) => (
            <span key={line} className="block font-medium">
              {line}
            </span>
          ))}
        </address>
        <span className="mt-1 block text-sm text-primary underline">Voir sur Google Maps (nouvel onglet)</span>
      </MapsLink>
      <p className="flex items-center gap-2">
        <Phone aria-hidden className="size-4 text-primary" />
        <a href={`tel:${phone.e164}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {phone.display}
        </a>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={close} className={buttonVariants({ variant: 'outline' })}>
          Fermer
        </button>
        <MapsLink kind="directions" address={popup.addressLine} onOpened={close} className={buttonVariants()}>
          <Navigation aria-hidden />
          Obtenir l&apos;itinéraire
        </MapsLink>
      </div>
    </dialog>
  );
}
