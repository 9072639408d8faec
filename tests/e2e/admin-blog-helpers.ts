import { expect, type Page } from '@playwright/test';
import { createStaffAccount, signIn } from './admin-auth-helpers';

/** Signs a fresh editor in through the real login form and lands on 'Gestion du Blog'. */
export async function signInAsEditor(page: Page) {
  const staff = createStaffAccount('editor');
  await page.goto('/admin/login');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { name: 'Gestion du Blog' })).toBeVisible();
  return staff;
}

let sequence = 0;
/** A title no other test uses, and the slug the spec's rule makes of it. */
export function uniqueTitle(label: string) {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${sequence}`;
  return { title: `${label} ${suffix}`, slug: `${label}-${suffix}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-') };
}

/** Casablanca wall time `minutes` from now, as a datetime-local value (minute precision). */
export function casablancaDateTimeLocal(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Casablanca',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export async function expectStatus(page: Page, path: string, status: number) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(status);
}
