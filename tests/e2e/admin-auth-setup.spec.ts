import { readFileSync } from 'node:fs';
import { expect, test } from './support/page-errors';
import { setupLinkFile, signIn, toast, uniqueEmail } from './admin-auth-helpers';
import { allViolations } from './support/axe';

// Runs before admin-auth.spec.ts (file order): the e2e server starts on an empty database, so it
// printed a one-time setup link, also kept in DATA_DIR for whoever missed the log.
test('the first-admin setup link creates the admin once, then is refused; its token stays out of the address bar and Referer', async ({
  page,
  baseURL,
}) => {
  const link = readFileSync(setupLinkFile(), 'utf8').trim();
  expect(new URL(link).pathname).toBe('/admin/setup');
  expect(new URL(link).searchParams.get('token')?.length).toBeGreaterThanOrEqual(40);

  await page.goto('/admin/setup?token=not-the-token');
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();

  const email = uniqueEmail('premier-admin');
  const password = 'premier-mot-de-passe';
  const referers: string[] = [];
  page.on('request', (request) => referers.push(request.headers().referer ?? ''));
  const opened = await page.goto(link);
  await expect(page.getByRole('button', { name: 'Créer le compte administrateur' })).toBeVisible();
  // The token must not leak through a Referer, the address bar or the history (security review).
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL(`${baseURL}/admin/setup`);
  expect(await allViolations(page), 'the setup form (admin-pages-accessibility.spec.ts cannot reach it)').toEqual([]);
  // The password is asked once.
  await expect(page.getByLabel(/Confirmer/)).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe (au moins 10 caractères)').fill(password);
  await page.getByRole('button', { name: 'Créer le compte administrateur' }).click();
  // Signed in at once with what was just typed.
  await expect(toast(page, 'Compte administrateur créé', 'Bienvenue dans l’administration')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  expect(referers.filter((referer) => referer.includes('token='))).toEqual([]);

  await page.context().clearCookies();
  await page.goto('/admin/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/blog/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
  await expect(page.getByText('Ce lien de configuration a déjà été utilisé ou a expiré.')).toBeVisible();
});
