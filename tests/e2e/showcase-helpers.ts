import { test as base, expect, type Page } from '@playwright/test';
import { readStoredPosts } from './support/e2e-database';
import { isPubliclyVisible } from '../../src/lib/blog/visibility';

/** Every public route of the showcase and the blog (spec section 2, route table). */
export const SERVICE_PATHS = [
  '/services/sexologie-medicale',
  '/services/echographie-clinique',
  '/services/medecine-generale',
  '/services/psychosomatique',
];
export const GUIDE_PATHS = ['/guides/preparer-consultation', '/guides/preparer-echographie'];
export const SHOWCASE_PATHS = ['/', ...SERVICE_PATHS, ...GUIDE_PATHS];
/** The appointment request form and the privacy pages that come with it (decision 044). */
export const REQUEST_AND_LEGAL_PATHS = ['/rendez-vous', '/politique-de-confidentialite', '/mentions-legales'];
export const PUBLIC_PATHS = [
  ...SHOWCASE_PATHS,
  '/blog',
  '/blog/communication-couple',
  '/auteurs/karim-exemple',
  ...REQUEST_AND_LEGAL_PATHS,
];

/** Slugs the visitor may see right now, straight from the database the server uses. */
export function publicSlugsInDatabase(now = new Date()): string[] {
  return readStoredPosts()
    .filter((post) => isPubliclyVisible(post, now))
    .map((post) => post.slug)
    .sort();
}

export function hiddenSlugsInDatabase(now = new Date()): string[] {
  const visible = new Set(publicSlugsInDatabase(now));
  return readStoredPosts()
    .map((post) => post.slug)
    .filter((slug) => !visible.has(slug))
    .sort();
}

/**
 * Opens the page of /blog that lists the article, following « Articles plus anciens »: other
 * tests publish articles of their own, which come first and push the demo ones further back.
 */
export async function openBlogPageListing(page: Page, slug: string): Promise<void> {
  await page.goto('/blog');
  while ((await page.locator(`main a[href="/blog/${slug}"]`).count()) === 0) {
    const older = page.getByRole('link', { name: 'Articles plus anciens' });
    expect(await older.count(), `/blog lists /blog/${slug} on one of its pages`).toBeGreaterThan(0);
    await page.goto((await older.getAttribute('href')) ?? '');
  }
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

/**
 * For tests of the address popup itself: like ./support/page-errors (fails on browser errors)
 * but without its pre-dismissed popup, so each test starts a fresh browser session.
 */
export const testWithPopup = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/** The one URL window.open received; fails when there were none or several. */
export async function onlyOpenedUrl(page: Page): Promise<string> {
  const urls = await openedUrls(page);
  if (urls.length !== 1 || urls[0] === undefined)
    throw new Error(`expected one window.open call, got ${JSON.stringify(urls)}`);
  return urls[0];
}
