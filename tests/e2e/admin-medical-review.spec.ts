import { createStaffAccount, signIn, signInWithoutForm, toast } from './admin-auth-helpers';
import { uniqueTitle, writeBody } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { expect, test } from './support/page-errors';

test.describe.configure({ timeout: 120_000 });

const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Casablanca',
  }).format(date);

/** Writes and publishes an article naming `reviewerName` as its reviewer: no review date to type (decision 036). */
async function publishArticleReviewedBy(page: import('@playwright/test').Page, reviewerName: string) {
  const { title, slug } = uniqueTitle('Relecture');
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await writeBody(page, '## Une section\n\nUn paragraphe relu par un médecin.');
  await page.getByLabel('Relecteur').selectOption({ label: reviewerName });
  await expect(page.getByLabel('Date de relecture')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);
  return { title, slug };
}

async function openInEditor(page: import('@playwright/test').Page, title: string) {
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page
    .getByTestId('admin-post-card')
    .filter({ hasText: title })
    .getByRole('link', { name: `Modifier l’article « ${title} »` })
    .click();
}

test('"Marquer comme relu": only the reviewer’s own account or an admin (recorded as such), dated by the server', async ({
  page,
}) => {
  const staff = createStaffAccount('editor');
  const reviewerName = `Relectrice ${Date.now().toString(36)}`;
  const today = frenchDate(new Date());

  // An admin makes the staff member an author, health professional, with the same e-mail
  // address: only admins link an author to an account (decision 032).
  await signInWithoutForm(page, createStaffAccount('admin'), '/admin/authors');
  await page.getByRole('button', { name: 'Nouvel auteur' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(reviewerName);
  await dialog.getByLabel('Titre', { exact: true }).fill('Dr');
  await dialog.getByLabel('Email').fill(staff.email);
  await dialog.getByLabel('Professionnel de santé (peut relire les articles)').click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Auteur créé')).toBeVisible();

  // The admin records a review for the reviewer: kept in the admin's name, as an admin.
  const recorded = await publishArticleReviewedBy(page, reviewerName);
  await openInEditor(page, recorded.title);
  await expect(page.getByTestId('last-review')).toHaveText('Jamais relu');
  await expect(page.getByText('la relecture sera enregistrée à votre nom, en tant qu’administrateur')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme relu' }).click();
  await expect(toast(page, 'Article marqué comme relu')).toBeVisible();
  await expect(page.getByTestId('last-review')).toHaveText(
    new RegExp(
      `^Dernière relecture\\s:\\s${today} par Dr ${reviewerName} \\(enregistrée par .+ \\(administrateur\\) à \\d{2}:\\d{2}\\)$`,
    ),
  );
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);

  // An article reviewed by someone else, its date typed before reviews were recorded: no button.
  await page.goto('/admin/blog?q=communication');
  await page.getByRole('link', { name: /^Modifier l’article «\sLa communication/ }).click();
  await expect(page.getByTestId('last-review')).toContainText(
    'date saisie à la main avant l’enregistrement des relectures',
  );
  await expect(page.getByRole('button', { name: 'Marquer comme relu' })).toHaveCount(0);

  // Naming the reviewer does not make the article reviewed: it is due, and the public page says nothing.
  const { title, slug } = await publishArticleReviewedBy(page, reviewerName);
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('article header')).toBeVisible();
  await expect(page.locator('article header').getByText(/Relu par/)).toHaveCount(0);
  await page.goto(`/admin/blog?relecture=a-relire&q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('admin-post-card').filter({ hasText: title });
  await expect(card.getByText('À relire', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `Modifier l’article « ${title} »` }).click();
  await expect(page.getByTestId('last-review')).toHaveText('Jamais relu');
  expect(await allViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Marquer comme relu' }).click();
  await expect(toast(page, 'Article marqué comme relu')).toBeVisible();
  await expect(page.getByTestId('last-review')).toHaveText(
    new RegExp(`^Dernière relecture\\s:\\s${today} par Dr ${reviewerName} \\(marquée par .+ à \\d{2}:\\d{2}\\)$`),
  );

  await page.goto(`/admin/blog?relecture=a-relire&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'Aucun article trouvé' })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.locator('article header').getByText(`Relu par Dr ${reviewerName} le ${today}`)).toBeVisible();
});
