import { createStaffAccount, signIn, toast } from './admin-auth-helpers';
import { expect, test } from './support/page-errors';
import { freshCode, setUpTwoFactor } from './two-factor-helpers';

const accountSection = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /Double authentification/ });

test('a member turns two-factor on in Mon compte, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const member = createStaffAccount('editor');
  await page.goto('/admin/login');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.goto('/admin/account');
  await expect(accountSection(page)).toContainText('Désactivée');
  const { secret, recoveryCodes } = await setUpTwoFactor(page, member.password);
  await expect(accountSection(page)).toContainText('Activée');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page, member.email, member.password);
  await expect(page.getByLabel('Code de vérification')).toBeVisible();
  await page.getByLabel('Code de vérification').fill('000000' === freshCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toast(page, 'Erreur de connexion', 'Code incorrect.')).toBeVisible();
  await page.getByLabel('Code de vérification').fill(freshCode(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page, member.email, member.password);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  // Used once, the recovery code is spent.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page, member.email, member.password);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(toast(page, 'Erreur de connexion', 'Code de secours incorrect ou déjà utilisé.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('Mon compte lists the open sessions and ends one, or all the others', async ({ page, browser }) => {
  const member = createStaffAccount('editor');
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  const otherPages = await Promise.all(others.map((context) => context.newPage()));
  for (const other of [...otherPages, page]) {
    await other.goto('/admin/login');
    await signIn(other, member.email, member.password);
    await expect(other).toHaveURL(/\/admin\/blog$/);
  }
  await page.goto('/admin/account');
  const list = page.getByRole('list', { name: 'Sessions ouvertes' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'Cet appareil' })).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(/Chrome sur (Linux|Windows|Mac)/);
  await expect(list).toContainText('Dernière utilisation');
  const html = await page.content();
  const cookies = await others[0]!.cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith('session_token'))!.value.split('.')[0]!;
  expect(html).not.toContain(token);

  await list
    .getByRole('listitem')
    .filter({ hasNotText: 'Cet appareil' })
    .first()
    .getByRole('button', { name: 'Déconnecter' })
    .click();
  await expect(toast(page, 'Sessions mises à jour', 'Appareil déconnecté.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Déconnecter les autres appareils' }).click();
  await expect(toast(page, 'Sessions mises à jour', '1 autre appareil déconnecté.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  for (const other of otherPages) {
    await other.reload();
    await expect(other).toHaveURL(/\/admin\/login\?next=/);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await Promise.all(others.map((context) => context.close()));
});
