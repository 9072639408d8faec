import { readFileSync } from 'node:fs';
import { expect, test } from './support/page-errors';
import { setupLinkFile, signIn, toast, uniqueEmail } from './admin-auth-helpers';
import { allViolations } from './support/axe';

// Runs before admin-auth.spec.ts (file order): the e2e server starts on an empty database, so it
// printed a one-time setup link, also kept in DATA_DIR for whoever missed the log.
test('the first-admin setup link creates the admin once, then is refused', async ({ page }) => {
  const link = readFileSync(setupLinkFile(), 'utf8').trim();
  expect(new URL(link).pathname).toBe('/admin/setup');
  expect(new URL(link).searchParams.get('token')?.length).toBeGreaterThanOrEqual(40);

  await page.goto('/admin/setup?token=not-the-token');
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();

  const email = uniqueEmail('premier-admin');
  const password = 'premier-mot-de-passe';
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Créer le compte administrateur' })).toBeVisible();
  expect(await allViolations(page), 'the setup form (admin-pages-accessibility.spec.ts cannot reach it)').toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe (au moins 10 caractères)').fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill('une-autre-saisie');
  await page.getByRole('button', { name: 'Créer le compte administrateur' }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe (au moins 10 caractères)').fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer le compte administrateur' }).click();
  await expect(toast(page, 'Compte administrateur créé')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/blog/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
  await expect(page.getByText('Ce lien de configuration a déjà été utilisé ou a expiré.')).toBeVisible();
});
