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

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage can be disabled; the popup then simply shows again on the next load.
  }
}

/**
 * 'Nouvelle Adresse du Cabinet', a native modal <dialog> in the page's HTML: the browser moves
 * focus in, keeps it there, closes on Escape and gives focus back; every way of closing it goes
 * through its close event. The storage is read when the delay is over, not during the load: a
 * first read of sessionStorage is slow on phones.
 */
export function enhanceAddressPopup(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-address-popup]');
  if (!dialog) return;
  dialog.addEventListener('close', rememberDismissal);
  window.setTimeout(() => {
    if (!wasDismissed()) dialog.showModal();
  }, POPUP_DELAY_MS);
}
