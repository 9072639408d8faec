import { createStaffAccount, linkFromLatestMail, signIn, toast, uniqueEmail } from './admin-auth-helpers';
import { expect, test } from './support/page-errors';

test('an admin invites a member, who chooses a password once from the mail and is signed in at once', async ({
  page,
  browser,
}) => {
  const admin = createStaffAccount('admin');
  await page.goto('/admin/login');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { name: 'Équipe' })).toBeVisible();

  const invited = uniqueEmail('invite');
  await page.getByLabel('Email').fill(invited);
  await page.getByLabel('Nom', { exact: true }).fill('Nadia Rédactrice');
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(toast(page, 'Membre ajouté')).toContainText(`Invitation envoyée à ${invited}.`);
  const row = page.getByRole('row').filter({ hasText: invited });
  await expect(row).toContainText('Invitation en attente');

  const link = await linkFromLatestMail(invited);
  const visitor = await browser.newPage();
  await visitor.goto(link);
  // One password field, no second sign-in form: choosing the password signs the person in.
  await expect(visitor.getByLabel(/Confirmer/)).toHaveCount(0);
  await visitor.getByLabel('Nouveau mot de passe').fill('mon-premier-mdp');
  await visitor.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(visitor.getByLabel('Nouveau mot de passe')).toHaveAttribute('type', 'text');
  await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(toast(visitor, 'Mot de passe enregistré', 'Bienvenue dans l’administration')).toBeVisible();
  await expect(visitor).toHaveURL(/\/admin\/blog$/);
  await expect(visitor.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Équipe' })).toHaveCount(0);

  // Disabling ends the member's session at once.
  await page.reload();
  await row.getByRole('button', { name: 'Désactiver' }).click();
  await expect(toast(page, 'Équipe mise à jour', 'Compte désactivé')).toBeVisible();
  await visitor.reload();
  await expect(visitor).toHaveURL(/\/admin\/login\?next=/);
  await visitor.close();

  await row.getByRole('button', { name: 'Réactiver' }).click();
  await expect(row).toContainText('Actif');
  await row.getByLabel(`Rôle de ${invited}`).selectOption('admin');
  await expect(toast(page, 'Équipe mise à jour', 'Rôle mis à jour.')).toBeVisible();
});

test('the invitation form shows a refused address beside its field, and inviting it again resends', async ({
  page,
}) => {
  const admin = createStaffAccount('admin');
  await page.goto('/admin/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.goto('/admin/staff');

  // The browser accepts an address without a dot in its domain; the server does not.
  await page.getByLabel('Email').fill('nadia@cabinet');
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Adresse email invalide.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const invited = uniqueEmail('invite-twice');
  await page.getByLabel('Email').fill(invited);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(toast(page, 'Membre ajouté')).toContainText(`Invitation envoyée à ${invited}.`);
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Email').fill(invited);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(toast(page, 'Membre ajouté', `Invitation renvoyée à ${invited}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: invited })).toHaveCount(1);
});

test('a staff member changes their own password', async ({ page }) => {
  const editor = createStaffAccount('editor');
  await page.goto('/admin/login');
  await signIn(page, editor.email, editor.password);
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await page.getByLabel('Mot de passe actuel').fill(editor.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('changement-volontaire');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('changement-volontaire');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(toast(page, 'Mot de passe modifié')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, editor.email, 'changement-volontaire');
  await expect(page).toHaveURL(/\/admin\/blog$/);
});
