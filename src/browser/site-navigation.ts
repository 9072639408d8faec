const OPEN_LABEL = 'Ouvrir le menu';
const CLOSE_LABEL = 'Fermer le menu';
// Spec section 9: from another page, go home first, then scroll to the section about 100 ms later.
const ANCHOR_SCROLL_DELAY_MS = 100;
const MAX_ANCHOR_SCROLLS = 5;

/**
 * Scrolls the section the address names (`/#avis`) into view, and again while it moves: the home
 * page lays out its lower sections only when they come near the screen (content-visibility), so
 * the browser's own jump on load is made with their estimated heights, and the sections around
 * the target then take their real ones.
 */
function scrollToSection(target: HTMLElement, scrollsLeft: number): void {
  target.scrollIntoView({ behavior: 'instant' });
  const top = target.getBoundingClientRect().top;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (scrollsLeft > 1 && Math.abs(target.getBoundingClientRect().top - top) > 1) scrollToSection(target, scrollsLeft - 1);
    }),
  );
}

/** The element the address's fragment names; none for a malformed one (`#%E0`), which names nothing. */
function fragmentTarget(root: Document): HTMLElement | null {
  if (window.location.hash.length <= 1) return null;
  try {
    return root.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  } catch {
    return null;
  }
}

export function scrollToSectionOnArrival(root: Document): void {
  const target = fragmentTarget(root);
  if (target) window.setTimeout(() => scrollToSection(target, MAX_ANCHOR_SCROLLS), ANCHOR_SCROLL_DELAY_MS);
}

/**
 * The header's mobile menu (open, close, Escape gives focus back to its button) and the current
 * section marked. The layout that renders the header does not know the page's path; the browser
 * does.
 */
export function enhanceSiteNavigation(root: Document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-nav-section]')) {
    if (window.location.pathname.startsWith(link.pathname)) link.setAttribute('aria-current', 'page');
  }

  const button = root.querySelector<HTMLButtonElement>('button[data-menu-button]');
  const menu = button && root.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !menu) return;
  const label = button.querySelector('[data-menu-label]');
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (label) label.textContent = open ? CLOSE_LABEL : OPEN_LABEL;
  };
  button.addEventListener('click', () => setOpen(menu.hidden));
  // A link to a section of the page the visitor is on does not reload it: close the menu by hand.
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    setOpen(false);
    button.focus();
  });
}
