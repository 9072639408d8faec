import { isPlainClick } from './link-spinners';

// Spec section 9: from another page, go home first, then scroll to the section about 100 ms later.
const ANCHOR_SCROLL_DELAY_MS = 100;
const MAX_ANCHOR_SCROLLS = 5;
// The home page's lower sections (the `render-when-near` utility of globals.css, decision 006).
const LAID_OUT_WHEN_NEAR = '.render-when-near';

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
      if (scrollsLeft > 1 && Math.abs(target.getBoundingClientRect().top - top) > 1)
        scrollToSection(target, scrollsLeft - 1);
    }),
  );
}

/**
 * Scrolls to a section with the sections laid out only near the screen all laid out for that
 * frame, so the section is where it will stay; they are then left to the browser again and keep
 * the heights they had (`contain-intrinsic-size: auto`). Scrolled again if it still moves.
 */
function scrollToLaidOutSection(root: Document, target: HTMLElement): void {
  const lazySections = [...root.querySelectorAll<HTMLElement>(LAID_OUT_WHEN_NEAR)];
  for (const section of lazySections) section.style.contentVisibility = 'visible';
  target.scrollIntoView({ behavior: 'instant' });
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const section of lazySections) section.style.contentVisibility = '';
      scrollToSection(target, MAX_ANCHOR_SCROLLS);
    }),
  );
}

/** The element a fragment names; none for a malformed one (`#%E0`), which names nothing. */
function fragmentTarget(root: Document, hash: string): HTMLElement | null {
  if (hash.length <= 1) return null;
  try {
    return root.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function scrollToSectionOnArrival(root: Document): void {
  const target = fragmentTarget(root, window.location.hash);
  if (target) window.setTimeout(() => scrollToLaidOutSection(root, target), ANCHOR_SCROLL_DELAY_MS);
}

/**
 * A home section's link (`/#contact`) followed on the home page itself: the browser's own smooth
 * scroll aims at where the section was before the sections it passes were laid out, and stops
 * short of it on a phone (among the blog cards) or beyond it on a desktop (in the footer). It is
 * scrolled to at once, as on arrival.
 */
export function scrollToSectionWithinPage(root: Document): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link?.getAttribute('href')?.startsWith('/#') || window.location.pathname !== '/') return;
    const target = fragmentTarget(root, link.hash);
    if (!target) return;
    event.preventDefault();
    if (window.location.hash !== link.hash) window.history.pushState(null, '', link.hash);
    scrollToLaidOutSection(root, target);
  });
  // The same when the address's fragment changes otherwise (typed, back and forward).
  window.addEventListener('hashchange', () => {
    const target = window.location.pathname === '/' ? fragmentTarget(root, window.location.hash) : null;
    if (target) scrollToLaidOutSection(root, target);
  });
}

/**
 * The header's mobile menu, a `<details>` that opens without script (Escape closes it and gives
 * focus back to its summary), and the current section marked. The layout that renders the header
 * does not know the page's path; the browser does.
 */
export function enhanceSiteNavigation(root: Document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-nav-section]')) {
    if (window.location.pathname.startsWith(link.pathname)) link.setAttribute('aria-current', 'page');
  }

  const menu = root.querySelector<HTMLDetailsElement>('details[data-menu]');
  const summary = menu?.querySelector('summary');
  if (!menu || !summary) return;
  // A link to a section of the page the visitor is on does not reload it: close the menu by hand.
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.open = false;
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    summary.focus();
  });
}
