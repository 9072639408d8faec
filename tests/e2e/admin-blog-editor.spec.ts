import { toast } from './admin-auth-helpers';
import {
  ARTICLE_CONTENT as CONTENT,
  createDraft,
  expectBody,
  expectStatus,
  openEditor,
  saveWith,
  scheduleInEditor,
  signInAsEditor,
  uniqueTitle,
  writeBody,
} from './admin-blog-helpers';
import { openE2eDatabase, readStoredPost, setScheduledAt } from './support/e2e-database';
import { expect, test } from './support/page-errors';

test.describe('the article editor (spec sections 2, 4, 5, 8)', () => {
  test.beforeEach(async ({ page }) => {
    // Each test opens its own page first.
    await signInAsEditor(page, null);
  });

  test('what is typed while a save is on its way stays in the form, and unsaved', async ({ page }) => {
    const { title } = await createDraft(page, 'Saisie pendant un enregistrement');
    await openEditor(page, title);
    // The save's answer is held until a field has been typed into meanwhile.
    let release = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/admin/blog/edit/**', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await typed;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: /^Sauvegarder$/ }).click();
    await page.getByLabel('Extrait').fill('Écrit pendant l’enregistrement');
    release();
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await expect(page.getByLabel('Extrait'), 'the answer does not take back what was typed').toHaveValue(
      'Écrit pendant l’enregistrement',
    );
    await page.unrouteAll();
    await saveWith(page, 'Sauvegarder');
    await page.reload();
    await expect(page.getByLabel('Extrait')).toHaveValue('Écrit pendant l’enregistrement');
  });

  test('draft, publish, rename, archive: the public site follows at once', async ({ page }) => {
    const { title, slug } = await createDraft(page, 'Brouillon e2e');
    await expectStatus(page, `/blog/${slug}`, 404);

    await openEditor(page, title);
    await saveWith(page, 'Publier');
    await expect(
      toast(page, 'Article mis à jour').filter({ hasText: 'Article publié avec succès' }).last(),
    ).toBeVisible();
    await expectStatus(page, `/blog/${slug}`, 200);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(title)).toBeVisible();
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);

    await openEditor(page, title);
    const renamed = uniqueTitle('Renomme e2e');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(renamed.title);
    await expect(
      page.getByLabel('Adresse de la page'),
      'an existing article keeps its address until changed',
    ).toHaveValue(slug);
    await page.getByLabel('Adresse de la page').fill(renamed.slug);
    await expect(
      page.getByText(`L’ancienne adresse /blog/${slug} mènera à la nouvelle`),
      'a live article says its old address will lead to the new one',
    ).toBeVisible();
    await saveWith(page, 'Publier');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await expect(page, 'after an update the editor stays').toHaveURL(/\/admin\/blog\/edit\//);
    // The old address of a published article moves for good to the new one (decision 042).
    const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([301, `/blog/${renamed.slug}`]);
    await expectStatus(page, `/blog/${renamed.slug}`, 200);

    await page.getByLabel('Statut').selectOption({ label: 'Archivé' });
    await saveWith(page, 'Sauvegarder');
    await expect(
      toast(page, 'Article mis à jour').filter({ hasText: 'Article sauvegardé avec succès' }).last(),
    ).toBeVisible();
    await expectStatus(page, `/blog/${renamed.slug}`, 404);
    await expectStatus(page, `/blog/${slug}`, 404);
  });

  test('a date chosen in the editor is stored as that minute, and the article appears by itself once it passes', async ({
    page,
  }) => {
    const { title, slug } = await createDraft(page, 'Programme e2e');
    // The form counts in minutes, in Casablanca's time, and refuses a date already past.
    const minute = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    await scheduleInEditor(page, title, minute);
    expect(readStoredPost(slug)).toMatchObject({ status: 'scheduled', scheduled_at: minute.toISOString() });
    await expectStatus(page, `/blog/${slug}`, 404);
    // Waiting for that minute would take up to 75 s: the date is brought to 2 s from now instead,
    // as another process saving the article would.
    setScheduledAt(slug, new Date(Date.now() + 2_000).toISOString());
    await expect
      .poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 60_000, intervals: [500] })
      .toBe(200);
  });

  test('validation errors are shown by the fields and nothing typed is lost', async ({ page }) => {
    await page.goto('/admin/blog/new');
    await page.getByLabel('Extrait').fill('Un extrait à garder');
    await writeBody(page, CONTENT);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Le titre est obligatoire')).toBeVisible();
    await expect(toast(page, 'Erreur').filter({ hasText: 'Impossible de sauvegarder l’article' }).last()).toBeVisible();
    await expect(page.getByLabel('Extrait')).toHaveValue('Un extrait à garder');
    await expectBody(page, CONTENT);

    // A rule only the server knows: the address belongs to another article, so a new one gets the next free one.
    const { slug } = await createDraft(page, 'Slug pris e2e');
    await page.goto('/admin/blog/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Un autre titre');
    await page.getByLabel('Adresse de la page').fill(slug);
    await writeBody(page, CONTENT);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
    await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue('Un autre titre');
    await expect(page.getByLabel('Adresse de la page')).toHaveValue(`${slug}-2`);
  });

  test('a double click on « Publier » publishes once: one request, one article, no error', async ({ page }) => {
    const { title, slug } = uniqueTitle('Double clic');
    await page.goto('/admin/blog/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await writeBody(page, CONTENT);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/blog/new')
        saves.push(request.url());
    });
    await page.getByRole('button', { name: 'Publier', exact: true }).dblclick();
    await expect(toast(page, 'Article créé', 'Article publié avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);
    expect(saves).toHaveLength(1);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Erreur' })).toHaveCount(0);
    await expectStatus(page, `/blog/${slug}`, 200);
    const database = openE2eDatabase();
    try {
      const rows = database
        .prepare(
          'SELECT (SELECT count(*) FROM blog_post_revisions r WHERE r.blog_post_id = p.id) AS revisions FROM blog_posts p WHERE title = ?',
        )
        .all(title);
      expect(rows).toEqual([{ revisions: 1 }]);
    } finally {
      database.close();
    }
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await page.goto('/admin/blog/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Pas encore enregistré');
    page.once('dialog', (dialog) => dialog.dismiss());
    await page.getByRole('link', { name: 'Retour à la liste des articles' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('link', { name: 'Retour à la liste des articles' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test('the preview shows any status as the public page renders it', async ({ page }) => {
    const { title } = await createDraft(page, 'Apercu e2e');
    await openEditor(page, title);
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Aperçu' }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Une section' })).toBeVisible();
    await expect(preview.getByText('Retour au blog')).toBeVisible();
  });

  test('delete asks with the exact sentence, then the article is gone', async ({ page }) => {
    const { title, slug } = await createDraft(page, 'Supprime e2e');
    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Supprimer l’article « ${title} »` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Êtes-vous sûr de vouloir supprimer l’article «\u00a0${title}\u00a0»\u00a0?`,
    );
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(
      toast(page, 'Article supprimé').filter({ hasText: 'L’article a été supprimé avec succès' }).last(),
    ).toBeVisible();
    await expect(page.getByText('Aucun article trouvé')).toBeVisible();
    await expectStatus(page, `/blog/${slug}`, 404);
  });
});
