import type { Browser, Page, TestInfo } from '@playwright/test';
import { adminCli, signInWithoutForm, toast, uniqueEmail } from './admin-auth-helpers';
import { createDraft, openEditor, saveWith, uniqueTitle, writeBody } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { expect, test, withAddressPopupDismissed } from './support/page-errors';

/** Decision 020: revisions with restore, staged edits of a published article, edit conflicts. */

const PASSWORD = 'motdepasse-solide-1';

/** A named editor (the history and the conflict message say who saved), signed in on `page`. */
async function signInNamedEditor(page: Page, name: string) {
  const email = uniqueEmail('editor');
  const created = adminCli('create', '--email', email, '--password', PASSWORD, '--role', 'editor', '--name', name);
  expect(created.code, created.output).toBe(0);
  await signInWithoutForm(page, { email, password: PASSWORD }, null);
}

async function secondBrowser(browser: Browser, testInfo: TestInfo) {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  await withAddressPopupDismissed(context);
  return context;
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Titre', exact: true });

async function publicTitle(page: Page, slug: string) {
  const response = await page.request.get(`/blog/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
}

test.describe('editorial safety (decision 020)', () => {
  test('revisions are listed with date, author and status; restore brings an old title back into the form', async ({
    page,
  }) => {
    await signInNamedEditor(page, 'Salma Historique');
    const { title } = await createDraft(page, 'Historique e2e');
    await openEditor(page, title);
    const renamed = uniqueTitle('Renomme historique e2e');
    await titleField(page).fill(renamed.title);
    await saveWith(page, 'Sauvegarder');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await expect(titleField(page)).toHaveValue(renamed.title);

    await page.getByRole('button', { name: 'Afficher l’historique' }).click();
    const versions = page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('Salma Historique · Brouillon');
    await versions.last().click();
    const titleDiff = page.getByRole('region', { name: 'Différences : Titre' });
    await expect(titleDiff.locator('ins').first(), 'the renamed title is marked as added').toHaveText(/^Renomme\b/);
    expect((await titleDiff.locator('del').allTextContents()).join(' ')).toContain('Historique');
    await expect(
      page.getByRole('region', { name: 'Différences : Contenu' }),
      'unchanged fields are not listed',
    ).toHaveCount(0);
    await expect(toast(page, 'Article mis à jour')).toHaveCount(0);
    expect(await allViolations(page), 'the history panel is accessible').toEqual([]);

    await page.getByRole('button', { name: 'Restaurer cette version' }).click();
    await expect(titleField(page)).toHaveValue(title);
    await expect(
      page.getByText(/^Modifications pas encore enregistrées dans l’article \(l’aperçu/),
      'restoring writes nothing by itself',
    ).toBeVisible();
    await saveWith(page, 'Sauvegarder');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await page.reload();
    await expect(titleField(page)).toHaveValue(title);
  });

  test('the history compares the text as it reads: a two-word change shows two words, in the body’s own words', async ({
    page,
  }) => {
    await signInNamedEditor(page, 'Salma Relecture');
    const { title } = await createDraft(page, 'Historique mots');
    await openEditor(page, title);
    await writeBody(page, '## Une section\n\nUn paragraphe relu pour les tests, assez court pour être lu.');
    await saveWith(page, 'Sauvegarder');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();

    await page.getByRole('button', { name: 'Afficher l’historique' }).click();
    await page.getByRole('list', { name: 'Versions enregistrées' }).getByRole('button').last().click();
    const contentDiff = page.getByRole('region', { name: 'Différences : Contenu' });
    await expect(contentDiff.locator('del')).toHaveText(['écrit', 'long']);
    await expect(contentDiff.locator('ins')).toHaveText(['relu', 'court']);
    await expect(contentDiff).toContainText('Titre de section : Une section');
    await expect(contentDiff).not.toContainText('<p>');
  });

  test('a pending revision does not change the public page until « Mettre à jour »', async ({ page }) => {
    await signInNamedEditor(page, 'Karim Attente');
    const { title, slug } = await createDraft(page, 'Attente e2e');
    await openEditor(page, title);
    await saveWith(page, 'Publier');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    expect(await publicTitle(page, slug)).toBe(title);

    const staged = `${title} revu`;
    await titleField(page).fill(staged);
    await page.getByRole('button', { name: 'Enregistrer sans publier' }).click();
    await expect(toast(page, 'Article mis à jour').filter({ hasText: 'sans publier' }).last()).toBeVisible();
    expect(await publicTitle(page, slug), 'the live version stays').toBe(title);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    const card = page.getByTestId('admin-post-card').filter({ hasText: title });
    await expect(card.getByText('Modifications en attente')).toBeVisible();
    await card.getByRole('link', { name: `Modifier l’article « ${title} »` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Modifications en attente' })).toContainText(
      'Karim Attente',
    );
    await expect(titleField(page)).toHaveValue(staged);
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Aperçu' }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1 }), 'the staff preview shows the pending changes').toHaveText(
      staged,
    );
    await expect(preview.getByRole('note').filter({ hasText: 'modifications en attente' })).toBeVisible();
    await preview.close();

    // « Retirer du site » takes the article offline: it asks, and cancelling sends nothing.
    await page.getByRole('button', { name: 'Retirer du site', exact: true }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Retirer l’article du site ?' });
    await expect(confirmation).toContainText('Enregistrer en brouillon retire l’article du site. Continuer ?');
    await confirmation.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirmation).toBeHidden();
    expect(await publicTitle(page, slug)).toBe(title);

    await page.getByRole('button', { name: 'Mettre à jour', exact: true }).click();
    await expect(
      toast(page, 'Article mis à jour').filter({ hasText: 'Article publié avec succès' }).last(),
    ).toBeVisible();
    await expect.poll(() => publicTitle(page, slug)).toBe(staged);
    await page.goto(`/admin/blog?q=${encodeURIComponent(staged)}`);
    await expect(page.getByTestId('admin-post-card').filter({ hasText: staged })).toBeVisible();
    await expect(page.getByText('Modifications en attente')).toHaveCount(0);
  });

  test('pending changes can be abandoned, after a confirmation', async ({ page }) => {
    await signInNamedEditor(page, 'Nadia Abandon');
    const { title, slug } = await createDraft(page, 'Abandon e2e');
    await openEditor(page, title);
    await saveWith(page, 'Publier');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await titleField(page).fill(`${title} jamais publié`);
    await page.getByRole('button', { name: 'Enregistrer sans publier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Modifications en attente' })).toBeVisible();

    await page.getByRole('button', { name: 'Abandonner les modifications en attente' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abandonner' }).click();
    await expect(toast(page, 'Modifications en attente abandonnées').last()).toBeVisible();
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByRole('status').filter({ hasText: 'Modifications en attente' })).toHaveCount(0);
    expect(await publicTitle(page, slug)).toBe(title);
  });

  test('a second save with a stale version is refused with who saved and the difference, then overwritten', async ({
    page,
    browser,
  }, testInfo) => {
    await signInNamedEditor(page, 'Amine Premier');
    const { title } = await createDraft(page, 'Conflit e2e');
    const otherContext = await secondBrowser(browser, testInfo);
    const other = await otherContext.newPage();
    await signInNamedEditor(other, 'Yasmine Second');

    await openEditor(page, title);
    await openEditor(other, title);
    await titleField(other).fill(`${title} par Yasmine`);
    await saveWith(other, 'Sauvegarder');
    await expect(toast(other, 'Article mis à jour').last()).toBeVisible();

    const mine = `${title} par Amine`;
    await titleField(page).fill(mine);
    await saveWith(page, 'Sauvegarder');
    const conflict = page.getByRole('alert').filter({ hasText: 'depuis que vous' });
    await expect(conflict.getByRole('heading', { level: 2 })).toHaveText(
      'Cet article a été modifié par Yasmine Second depuis que vous l’avez ouvert.',
    );
    await expect(titleField(page), 'the form stays as typed').toHaveValue(mine);
    // An empty title for Google follows the title: it differs too, in a region of its own.
    const titleDiff = conflict.getByRole('region', { name: 'Différences : Titre', exact: true });
    await expect(titleDiff.locator('del')).toHaveText(/Yasmine/);
    await expect(titleDiff.locator('ins')).toHaveText(/Amine/);

    await expect(toast(page, 'Erreur')).toHaveCount(0);
    expect(await allViolations(page), 'the conflict panel is accessible').toEqual([]);

    await conflict.getByRole('button', { name: 'Écraser quand même' }).click();
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await expect(conflict).toHaveCount(0);
    await other.reload();
    await expect(titleField(other)).toHaveValue(mine);
    await otherContext.close();
  });
});
