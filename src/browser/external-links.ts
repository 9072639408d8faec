/**
 * Opens an outbound link (chat, maps) in a new tab, the way spec section 7 asks: a blocked window
 * falls back to navigating the current page; if even that fails, the visitor gets an alert and
 * the useful text (number or address) in the clipboard.
 */
function openExternal(url: string, failure: { message: string; clipboardText: string }): void {
  try {
    const opened = window.open(url, '_blank');
    // Not passed as the 'noopener' feature: with it, window.open returns null even on success.
    if (opened) opened.opener = null;
    else window.location.assign(url);
  } catch {
    navigator.clipboard?.writeText(failure.clipboardText).catch(() => undefined);
    window.alert(failure.message);
  }
}

/**
 * Booking and maps links (spec section 7): real links that work without JavaScript; with it, a
 * click goes through openExternal for the blocked-window fallback, and the failure message and
 * the text to copy come from the link's data attributes, written by the server.
 */
export function enhanceExternalLinks(root: Document): void {
  root.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-failure-message]') : null;
    if (!link) return;
    event.preventDefault();
    openExternal(link.href, {
      message: link.dataset.failureMessage ?? '',
      clipboardText: link.dataset.failureClipboard ?? '',
    });
    if (link.hasAttribute('data-closes-dialog')) link.closest('dialog')?.close();
  });
}

/**
 * The header's and footer's booking links sit in the layout, which does not know the page: on a
 * service page they take the address of the page's own booking link, which names the service.
 */
export function followCurrentService(root: Document): void {
  const serviceLink = root.querySelector<HTMLAnchorElement>('a[data-current-service]');
  if (!serviceLink) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-follows-current-service]'))
    link.href = serviceLink.href;
}
