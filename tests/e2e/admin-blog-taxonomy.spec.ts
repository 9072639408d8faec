import { toast } from './admin-auth-helpers';
import { listRow as row, signInAsEditor, uniqueTitle } from './admin-blog-helpers';
import { readStoredPosts } from './support/e2e-database';
import { expect, test } from './support/page-errors';

test.describe('Catégories, Tags, Auteurs', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
  });

  test('categories: create with a colour, edit, refuse a duplicate, delete when unused', async ({ page }) => {
    const { title: name } = uniqueTitle('Catégorie');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Catégories' }).click();
    await expect(page.getByRole('heading', { name: 'Catégories', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByLabel('Couleur').fill('#7c3aed');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Catégorie créée').last()).toBeVisible();
    await expect(row(page, name)).toContainText('0');

    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name.toUpperCase());
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Une catégorie porte déjà ce nom')).toBeVisible();
    await page.keyboard.press('Escape');

    await row(page, name)
      .getByRole('button', { name: `Modifier « ${name} »` })
      .click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${name} bis`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Catégorie mise à jour').last()).toBeVisible();

    await row(page, `${name} bis`)
      .getByRole('button', { name: /Supprimer/ })
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Êtes-vous sûr de vouloir supprimer la catégorie "${name} bis" ?`,
    );
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(toast(page, 'Catégorie supprimée').last()).toBeVisible();
    await expect(row(page, `${name} bis`)).toHaveCount(0);
  });

  test('a category used by articles cannot be deleted, and the message says how many', async ({ page }) => {
    const counts = new Map<string, number>();
    for (const post of readStoredPosts().filter((stored) => !stored.deleted_at))
      if (post.category_name) counts.set(post.category_name, (counts.get(post.category_name) ?? 0) + 1);
    const [name, count] = [...counts.entries()].find(([, n]) => n > 1)!;
    await page.goto('/admin/categories');
    await row(page, name)
      .getByRole('button', { name: /Supprimer/ })
      .click();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(
      toast(page, 'Erreur')
        .filter({ hasText: `Impossible de supprimer cette catégorie : ${count} articles l’utilisent.` })
        .last(),
    ).toBeVisible();
    await expect(row(page, name)).toBeVisible();
  });

  test('tags: create, rename, delete (its articles keep the others)', async ({ page }) => {
    const { title: name } = uniqueTitle('Tag');
    await page.goto('/admin/tags');
    await page.getByRole('button', { name: 'Nouvelle étiquette' }).click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Étiquette créée').last()).toBeVisible();
    await row(page, name)
      .getByRole('button', { name: /Supprimer/ })
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Êtes-vous sûr de vouloir supprimer l’étiquette "${name}" ?`,
    );
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(toast(page, 'Étiquette supprimée').last()).toBeVisible();
  });

  test('authors: create with a bio, an editor refused the e-mail (admins only link it to an account), refusal when in use', async ({
    page,
  }) => {
    const { title: name } = uniqueTitle('Auteur');
    await page.goto('/admin/authors');
    await page.getByRole('button', { name: 'Nouvel auteur' }).click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByLabel('Email').fill('pas-un-email');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adresse email invalide')).toBeVisible();
    await page.getByLabel('Email').fill('redaction@cabinet.example');
    await page.getByLabel('Biographie').fill('Rédige les articles de prévention.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The e-mail makes an account this author's, one that marks reviews in its name (decision 032).
    await expect(
      page.getByText('Seul un administrateur peut changer l’adresse e-mail d’un auteur', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Biographie')).toHaveValue('Rédige les articles de prévention.');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Auteur créé').last()).toBeVisible();
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, name)).not.toContainText('redaction@cabinet.example');

    const used = page.getByRole('row').filter({ hasText: 'Karim Exemple' });
    const count = Number(await used.getByRole('cell').nth(1).textContent());
    expect(count).toBeGreaterThan(0);
    await used.getByRole('button', { name: /Supprimer/ }).click();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(
      toast(page, 'Erreur')
        .filter({ hasText: `Impossible de supprimer cet auteur : ${count} article` })
        .last(),
    ).toBeVisible();
  });
});
