import { createStaffAccount, signInWithoutForm, toast } from './admin-auth-helpers';
import { signInAsAdmin } from './admin-cabinet-helpers';
import { expect, test } from './support/page-errors';

/** Decision 017: the 'Cabinet' page where nothing is saved (admin-cabinet-site-wide.spec.ts saves). */
test('an editor is refused the Cabinet page and does not see it in the sidebar', async ({ page }) => {
  await signInWithoutForm(page, createStaffAccount('editor'));
  await expect(
    page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Cabinet' }),
  ).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'valeurs provisoires' })).toContainText(
    'Un administrateur doit compléter la page Cabinet',
  );
  await page.goto('/admin/cabinet');
  await expect(page).toHaveURL(/\/admin\/acces-refuse$/);
});

test('the stand-in notice names the demo physicians shown as authors and reviewers until they are replaced', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const notice = page.getByRole('note').filter({ hasText: 'médecins inventés' });
  await expect(notice).toContainText('Dr Karim Exemple');
  await expect(notice).toContainText('Dr Nadia Démo');
  await expect(notice.getByRole('link', { name: 'Remplacez-les ou supprimez-les dans Auteurs' })).toHaveAttribute(
    'href',
    '/admin/authors',
  );
});

test('an invalid phone number is refused beside its field and keeps everything typed', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('note').filter({ hasText: 'valeurs provisoires' })).toContainText('le téléphone');
  await page.getByLabel('Téléphone', { exact: true }).fill('12 34');
  await page.getByLabel('Quartier').fill('Sidi Maarouf Centre');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toast(page, 'Erreur', 'Certains champs sont à corriger.')).toBeVisible();
  const phone = page.getByLabel('Téléphone', { exact: true });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#cabinet-phone-error')).toHaveText(
    'Le téléphone doit être un numéro marocain (05 22 12 34 56) ou international (+33 1 23 45 67 89).',
  );
  await expect(phone).toHaveValue('12 34');
  await expect(page.getByLabel('Quartier')).toHaveValue('Sidi Maarouf Centre');

  await page.reload();
  await expect(page.getByLabel('Quartier')).toHaveValue('Sidi Maarouf');
});

test('hours: « + Plage » starts after the day’s last range, and Monday’s ranges go to the other weekdays in one action', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const hours = page.getByRole('group', { name: 'Horaires de la semaine' });
  const mondayClose = await hours.getByLabel('Lundi, fermeture 1').inputValue();
  await hours.getByRole('button', { name: 'Plage pour Lundi' }).click();
  const opens = await hours.getByLabel('Lundi, ouverture 2').inputValue();
  expect(opens > mondayClose, `${opens} after ${mondayClose}`).toBe(true);
  await hours.getByLabel('Lundi, ouverture 1').fill('09:00');
  await hours.getByLabel('Lundi, fermeture 1').fill('12:00');
  await hours.getByLabel('Lundi, ouverture 2').fill('14:00');
  await hours.getByLabel('Lundi, fermeture 2').fill('18:00');
  const saturday = await hours.getByLabel('Samedi, fermeture 1').inputValue();

  await hours.getByRole('button', { name: 'Copier vers d’autres jours (horaires du lundi)' }).click();
  const copy = hours.getByRole('group', { name: 'Copier les horaires du lundi vers :' });
  // The other weekdays are ticked already; the weekend is not.
  await expect(copy.getByRole('checkbox', { name: 'Vendredi' })).toBeChecked();
  await expect(copy.getByRole('checkbox', { name: 'Samedi' })).not.toBeChecked();
  await copy.getByRole('button', { name: 'Appliquer' }).click();
  for (const day of ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
    await expect(hours.getByLabel(`${day}, ouverture 1`)).toHaveValue('09:00');
    await expect(hours.getByLabel(`${day}, fermeture 2`)).toHaveValue('18:00');
  }
  await expect(hours.getByLabel('Samedi, fermeture 1')).toHaveValue(saturday);
  await expect(hours.getByLabel('Samedi, ouverture 2')).toHaveCount(0);
});
