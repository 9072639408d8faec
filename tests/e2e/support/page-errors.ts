import { test as base, expect } from '@playwright/test';

/**
 * Fails a test when the page throws or logs an error (hydration mismatches, broken scripts).
 * A 404 answer is what some tests ask for, so the browser's "Failed to load resource" line is allowed.
 */
export const test = base.extend<{ pageErrors: string[] }>({
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
