import { expect, type Page } from '@playwright/test';
import { createStaffAccount, signInWithoutForm } from './admin-auth-helpers';

/** Signs a fresh admin in and opens 'Cabinet' from the sidebar. */
export async function signInAsAdmin(page: Page) {
  await signInWithoutForm(page, createStaffAccount('admin'));
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Cabinet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cabinet' })).toBeVisible();
}
