'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// Spec section 9: shown 1.5 s after the first load of a browser session, dismissal kept in sessionStorage.
const POPUP_DELAY_MS = 1500;
const DISMISSED_KEY = 'cabinet:address-popup-dismissed';

// The dialog (Radix, icons, maps link) is a separate chunk: visitors who already dismissed it never download it.
const loadDialog = () => import('./address-dialog');
const AddressDialog = lazy(loadDialog);

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
    void loadDialog();
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddressDialog
        onDismiss={() => {
          rememberDismissal();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
