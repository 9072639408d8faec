import { createStaffAccount, linkFromLatestMail, signIn, toast, uniqueEmail } from './admin-auth-helpers';
import { expect, test } from './support/page-errors';
import { freshCode, requireTwoFactor, setUpTwoFactor, stopRequiringTwoFactor } from './two-factor-helpers';

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

test.describe('when the admins require two-factor sign-in', () => {
  test.afterEach(() => stopRequiringTwoFactor());

  test('an invited member who chooses a password is signed in and lands on the two-factor set-up', async ({
    page,
    browser,
  }) => {
    const admin = createStaffAccount('admin');
    await page.goto('/admin/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto('/admin/staff');
    const invited = uniqueEmail('invite-2fa');
    await page.getByLabel('Email').fill(invited);
    await page.getByRole('button', { name: 'Inviter' }).click();
    await expect(toast(page, 'Membre ajouté')).toBeVisible();
    requireTwoFactor();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(await linkFromLatestMail(invited));
    await visitor.getByLabel('Nouveau mot de passe').fill('mon-premier-mdp');
    await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(visitor).toHaveURL(/\/admin\/double-authentification$/);
    await setUpTwoFactor(visitor, 'mon-premier-mdp');
    await expect(visitor).toHaveURL(/\/admin\/blog$/);
    await context.close();
  });

  test('a member without it is sent to set it up after the password and sees nothing else before; an admin resets it and ends their sessions', async ({
    page,
    browser,
  }) => {
    // Two set-ups, two browsers and a dozen page loads: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const admin = createStaffAccount('admin');
    await page.goto('/admin/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto('/admin/staff');
    await page.getByRole('switch', { name: 'Exiger la double authentification pour tous les comptes' }).click();
    await expect(toast(page, 'Erreur', 'Activez d’abord votre propre double authentification')).toBeVisible();
    await page.goto('/admin/account');
    await setUpTwoFactor(page, admin.password);
    await page.goto('/admin/staff');
    await page.getByRole('switch', { name: 'Exiger la double authentification pour tous les comptes' }).click();
    await expect(toast(page, 'Sécurité mise à jour', 'La double authentification est exigée')).toBeVisible();

    const editor = createStaffAccount('editor');
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/admin/login');
    await signIn(visitor, editor.email, editor.password);
    await expect(visitor).toHaveURL(/\/admin\/double-authentification$/);
    await expect(visitor.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
    for (const path of ['/admin/blog', '/admin/account', '/admin/blog/new']) {
      await visitor.goto(path);
      await expect(visitor, path).toHaveURL(/\/admin\/double-authentification$/);
    }
    await setUpTwoFactor(visitor, editor.password);
    await expect(visitor).toHaveURL(/\/admin\/blog$/);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: editor.email });
    await row.getByRole('button', { name: 'Réinitialiser la double authentification' }).click();
    await expect(
      toast(page, 'Équipe mise à jour', `Double authentification réinitialisée pour ${editor.email}.`),
    ).toBeVisible();
    await row.getByRole('button', { name: 'Déconnecter partout' }).click();
    await expect(
      toast(page, 'Équipe mise à jour', `Toutes les sessions de ${editor.email} ont été fermées.`),
    ).toBeVisible();
    await visitor.reload();
    await expect(visitor).toHaveURL(/\/admin\/login\?next=/);
    // Reset and still required: the password step leads to a new set-up.
    await signIn(visitor, editor.email, editor.password);
    await expect(visitor).toHaveURL(/\/admin\/double-authentification$/);
    await context.close();
  });
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
