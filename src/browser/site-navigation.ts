const OPEN_LABEL = 'Ouvrir le menu';
const CLOSE_LABEL = 'Fermer le menu';

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
