import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The address popup (spec section 2) opens 1.5 s into a browser session and makes the rest of
 * the page inert. Blog tests are about something else, so they start as a visitor who already
 * closed it in this session; showcase-popup.spec.ts tests the popup itself.
 */
export async function withAddressPopupDismissed(context: BrowserContext) {
  await context.addInitScript(() => window.sessionStorage.setItem('cabinet:address-popup-dismissed', '1'));
}

/**
 * Fails a test when the page throws or logs an error (hydration mismatches, broken scripts).
 * A 404 answer is what some tests ask for, so the browser's "Failed to load resource" line is allowed.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  context: async ({ context }, use) => {
    await withAddressPopupDismissed(context);
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
