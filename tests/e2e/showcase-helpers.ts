import type { Page } from '@playwright/test';
import { readStoredPosts } from './support/e2e-database';

/** Every public route of the showcase and the blog (spec section 2, route table). */
export const SERVICE_PATHS = [
  '/services/sexologie-medicale',
  '/services/echographie-clinique',
  '/services/medecine-generale',
  '/services/psychosomatique',
];
export const GUIDE_PATHS = ['/guides/preparer-consultation', '/guides/preparer-echographie'];
export const SHOWCASE_PATHS = ['/', ...SERVICE_PATHS, ...GUIDE_PATHS];
export const PUBLIC_PATHS = [...SHOWCASE_PATHS, '/blog', '/blog/communication-couple'];

/** Slugs the visitor may see right now, straight from the database the server uses. */
export function publicSlugsInDatabase(now = new Date()): string[] {
  return readStoredPosts()
    .filter((post) => post.status === 'published' || (post.status === 'scheduled' && post.scheduled_at !== null && Date.parse(post.scheduled_at) <= now.getTime()))
    .map((post) => post.slug)
    .sort();
}

export function hiddenSlugsInDatabase(now = new Date()): string[] {
  const visible = new Set(publicSlugsInDatabase(now));
  return readStoredPosts().map((post) => post.slug).filter((slug) => !visible.has(slug)).sort();
}

/**
 * Closes the address popup for good in this browser session the way a visitor does, before any
 * other check: click 'Fermer' once it shows.
 */
export async function dismissAddressPopup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Nouvelle Adresse du Cabinet' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Replaces window.open: records each URL and answers like a browser that opened a tab. */
export async function recordWindowOpen(page: Page, behaviour: 'open' | 'blocked' | 'throws' = 'open') {
  await page.addInitScript((mode) => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      if (mode === 'throws') throw new Error('window.open is not available');
      return mode === 'blocked' ? null : ({} as Window);
    }) as typeof window.open;
  }, behaviour);
}

export async function openedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** Starts the browser session with the popup already dismissed, for tests about something else. */
export async function startWithPopupDismissed(page: Page) {
  await page.goto('/guides/preparer-consultation');
  await dismissAddressPopup(page);
}

/** The one URL window.open received; fails when there were none or several. */
export async function onlyOpenedUrl(page: Page): Promise<string> {
  const urls = await openedUrls(page);
  if (urls.length !== 1 || urls[0] === undefined) throw new Error(`expected one window.open call, got ${JSON.stringify(urls)}`);
  return urls[0];
}
