import { createStaffAccount, signInWithoutForm, toast } from './admin-auth-helpers';
import { createDraft, deleteArticleFromList, expectStatus, saveWith } from './admin-blog-helpers';
import { expect, test } from './support/page-errors';

test.describe('the Corbeille of « Gestion du Blog »', () => {
  test('an admin deletes an article, finds it in the Corbeille, restores it, and it is public again', async ({
    page,
  }) => {
    await signInWithoutForm(page, createStaffAccount('admin'), null);
    const { title, slug } = await createDraft(page, 'Corbeille e2e');
    await saveWith(page, 'Publier');
    await expectStatus(page, `/blog/${slug}`, 200);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Supprimer l’article « ${title} »` }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Il ira dans la Corbeille pendant 30');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await deleteArticleFromList(page, title);
    await expectStatus(page, `/blog/${slug}`, 404);

    await page.getByRole('link', { name: 'Corbeille', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Corbeille', level: 1 })).toBeVisible();
    const trashed = page.getByTestId('trashed-article').filter({ hasText: title });
    await expect(trashed).toContainText(/supprimé définitivement le \d{1,2} [a-zéû]+ \d{4}/);
    await trashed.getByRole('button', { name: `Restaurer l’article « ${title} »` }).click();
    await expect(toast(page, 'Article restauré').last()).toBeVisible();
    await expect(page.getByTestId('trashed-article').filter({ hasText: title })).toHaveCount(0);

    await expectStatus(page, `/blog/${slug}`, 200);
    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });
});
