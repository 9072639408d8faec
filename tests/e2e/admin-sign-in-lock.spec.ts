import type { Browser } from '@playwright/test';
import { createStaffAccount, signIn, toast } from './admin-auth-helpers';
import { expect, test } from './support/page-errors';

// The e2e server is reached over loopback, a trusted proxy by default (TRUSTED_PROXIES): the
// X-Forwarded-For each visitor states plays the address the nginx recipe would forward.
const visitorAt = (browser: Browser, address: string) =>
  browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': address } });

test('wrong passwords lock one address out of an account, not the account; an admin unlocks it from the staff page', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = createStaffAccount('editor');
  const attacked = await visitorAt(browser, '198.51.100.77');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = await attacked.request.post('/api/auth/sign-in/email', {
      data: { email: member.email, password: `mauvais-essai-${attempt}` },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(answer.status()).toBe(401);
  }
  await attacked.goto('/admin/login');
  await signIn(attacked, member.email, member.password);
  await expect(toast(attacked, 'Erreur de connexion', 'Trop de tentatives')).toBeVisible();

  const elsewhere = await visitorAt(browser, '198.51.100.78');
  await elsewhere.goto('/admin/login');
  await signIn(elsewhere, member.email, member.password);
  await expect(elsewhere).toHaveURL(/\/admin\/blog$/);
  await elsewhere.close();

  const admin = createStaffAccount('admin');
  await page.goto('/admin/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.goto('/admin/staff');
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Connexion bloquée');
  await row.getByRole('button', { name: 'Débloquer la connexion' }).click();
  await expect(toast(page, 'Équipe mise à jour', `Connexion débloquée pour ${member.email}.`)).toBeVisible();
  await expect(row).not.toContainText('Connexion bloquée');
  await expect(row.getByRole('button', { name: 'Débloquer la connexion' })).toHaveCount(0);

  await attacked.goto('/admin/login');
  await signIn(attacked, member.email, member.password);
  await expect(attacked).toHaveURL(/\/admin\/blog$/);
  await attacked.close();
});
