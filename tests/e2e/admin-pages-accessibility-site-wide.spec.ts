import { expectNoViolations, ROUTES_CHECKED_SITE_WIDE } from './admin-accessibility-helpers';
import { createStaffAccount, signIn, toastsClosed } from './admin-auth-helpers';
import { expect, test } from './support/page-errors';
import { freshCode, requireTwoFactor, setUpTwoFactor, stopRequiringTwoFactor } from './two-factor-helpers';

/**
 * The admin pages admin-pages-accessibility.spec.ts cannot reach without requiring two-factor
 * sign-in of every member: checked here, alone.
 */
const checkedRoutes = new Set<string>();

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('two-factor: the required set-up page, its QR code step, and the code step of the sign-in', async ({ page }) => {
  await page.clock.install();
  const editor = createStaffAccount('editor');
  requireTwoFactor();
  try {
    await page.goto('/admin/login');
    await signIn(page, editor.email, editor.password);
    await expect(page).toHaveURL(/\/admin\/double-authentification$/);
    await toastsClosed(page);
    await expectNoViolations(page, '/admin/double-authentification', 'password step', checkedRoutes);
    await page.getByLabel('Mot de passe (pour confirmer)').fill(editor.password);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    await expectNoViolations(page, '/admin/double-authentification', 'QR code step', checkedRoutes);
  } finally {
    stopRequiringTwoFactor();
  }
  await page.goto('/admin/account');
  const { secret } = await setUpTwoFactor(page, editor.password);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  // A fresh sign-in page: the signed-out page keeps the back office's redirected prefetches
  // pending in Chromium, and axe waits for the network to be idle.
  await page.goto('/admin/login');
  await signIn(page, editor.email, editor.password);
  await expect(page.getByLabel('Code de vérification')).toBeVisible();
  await toastsClosed(page);
  await expectNoViolations(page, '/admin/login', 'code step of a sign-in', checkedRoutes);
  await page.getByLabel('Code de vérification').fill(freshCode(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});

test('the checks above cover the admin pages left to them', () => {
  expect([...checkedRoutes]).toEqual(expect.arrayContaining(ROUTES_CHECKED_SITE_WIDE));
});
