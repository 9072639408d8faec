import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The address popup (spec section 2) opens 1.5 s after a load, once per browser for each address
 * change, and makes the rest of the page inert. Other tests are about something else, so they
 * start as a visitor who already saw it; showcase-popup.spec.ts tests the popup itself.
 */
export async function withAddressPopupDismissed(target: Pick<BrowserContext, 'addInitScript'>) {
  // The browser remembers the address change it announced (src/browser/address-popup.ts): mark
  // the one the page announces as seen before the popup's delay is over.
  await target.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const change = document.querySelector<HTMLElement>('dialog[data-address-popup]')?.dataset.addressPopup;
      if (change !== undefined) window.localStorage.setItem('cabinet:address-popup-seen', change);
    }),
  );
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
