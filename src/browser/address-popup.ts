import { REVIEW_LINKS_PATH } from '@/lib/site/site-paths';

/**
 * Shown 1.5 s after a page loads, once per browser for each address change: the change it
 * announces is remembered in localStorage when it shows, so a visitor meets it once, not on the
 * first page of every visit, and meets it again only when the practice announces another address.
 */
const POPUP_DELAY_MS = 1500;
const SEEN_KEY = 'cabinet:address-popup-seen';

function seenChange(): string | null {
  try {
    return window.localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

function rememberChange(change: string): void {
  try {
    window.localStorage.setItem(SEEN_KEY, change);
  } catch {
    // Storage can be disabled; the popup then simply shows again on the next load.
  }
}

/**
 * 'Nouvelle Adresse du Cabinet', a native modal <dialog> in the page's HTML: the browser moves
 * focus in, keeps it there, closes on Escape and gives focus back. Never over a review link: a
 * colleague checking an article has nothing to do with the practice's address. The storage is
 * read when the delay is over, not during the load: a first read of storage is slow on phones.
 */
export function enhanceAddressPopup(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-address-popup]');
  if (!dialog) return;
  const path = window.location.pathname;
  if (path === REVIEW_LINKS_PATH || path.startsWith(`${REVIEW_LINKS_PATH}/`)) return;
  const change = dialog.dataset.addressPopup ?? '';
  window.setTimeout(() => {
    if (seenChange() === change) return;
    rememberChange(change);
    dialog.showModal();
  }, POPUP_DELAY_MS);
}
