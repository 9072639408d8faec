const LOADING_TEXT = 'Chargement de l’article…';

/** A click that follows the link here: the main button, no key asking for another tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The article page's loading state (spec section 2): the link the visitor followed shows a
 * spinner while the server answers. Always in the markup, only its opacity changes, so nothing
 * moves. A page restored from the back-forward cache gets its links back at rest.
 */
export function enhanceLinkSpinners(root: Document): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
    const spinner = event.target.closest('a')?.querySelector<HTMLElement>('[data-link-spinner]');
    // A second click on a link already waiting changes nothing.
    if (!spinner || spinner.hasAttribute('role')) return;
    spinner.setAttribute('role', 'status');
    spinner.firstElementChild?.classList.replace('opacity-0', 'animate-spin');
    const text = root.createElement('span');
    text.className = 'sr-only';
    text.textContent = LOADING_TEXT;
    spinner.append(text);
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const spinner of root.querySelectorAll<HTMLElement>('[data-link-spinner][role="status"]')) {
      spinner.removeAttribute('role');
      spinner.firstElementChild?.classList.replace('animate-spin', 'opacity-0');
      spinner.querySelector('.sr-only')?.remove();
    }
  });
}
