import type { Page } from '@playwright/test';
import { adminRoutesOnDisk, expectNoViolations, ROUTES_CHECKED_SITE_WIDE } from './admin-accessibility-helpers';
import { createStaffAccount, signInWithoutForm, toastsClosed } from './admin-auth-helpers';
import { signInAsEditor, uniqueTitle, writeBody } from './admin-blog-helpers';
import { deleteRequests, storedPostId, storeOpenRequests } from './support/e2e-database';
import { nuHtmlCheckerErrors } from './support/nu-html-checker';
import { expect, test } from './support/page-errors';
import { demoArticles } from '../../src/content/demo';

const checkedRoutes = new Set<string>();

test.describe('every admin page passes axe with no violation of any impact', () => {
  // One axe run takes seconds on a busy machine; each test below runs several.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  // A setup link works only while no admin exists: admin-auth-setup.spec.ts checks its form with
  // axe. Here, whatever ran before, the page for a refused link.
  test('signed out: login, forgotten password, new password, refused setup link', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectNoViolations(page, '/admin/login', 'sign-in form', checkedRoutes);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expectNoViolations(page, '/admin/login', 'reset request form', checkedRoutes);

    await page.goto('/admin/login?token=jeton-de-reinitialisation');
    await expect(page.getByText('Choisissez votre nouveau mot de passe')).toBeVisible();
    await expectNoViolations(page, '/admin/login', 'new password form', checkedRoutes);

    await page.goto('/admin/setup?token=jeton-invalide');
    await expect(page.getByText('Lien invalide')).toBeVisible();
    await expectNoViolations(page, '/admin/setup', 'refused link', checkedRoutes);
  });

  test('an editor: article list, empty state, delete confirmation, new article, editor, preview', async ({ page }) => {
    await signInAsEditor(page);
    const { title } = uniqueTitle('Accessibilite');
    await page.goto('/admin/blog/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await writeBody(page, '## Une section\n\nUn paragraphe pour le contrôle d’accessibilité.');
    await expectNoViolations(page, '/admin/blog/new', 'filled form', checkedRoutes);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expectNoViolations(page, '/admin', 'redirected to the list', checkedRoutes);
    await expectNoViolations(page, '/admin/blog', 'with articles', checkedRoutes);
    await page
      .getByRole('button', { name: `Supprimer l’article « ${title} »` })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoViolations(page, '/admin/blog', 'delete confirmation open', checkedRoutes);
    await page.getByRole('button', { name: 'Annuler' }).click();

    await page.goto('/admin/blog?q=aucun-article-ne-porte-ce-titre');
    await expect(page.getByRole('heading', { name: 'Aucun article trouvé' })).toBeVisible();
    await expectNoViolations(page, '/admin/blog', 'empty state', checkedRoutes);

    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Modifier l’article « ${title} »` }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(title);
    await expectNoViolations(page, '/admin/blog/edit/[id]', 'existing article', checkedRoutes);
    const id = page.url().split('/').pop();
    await page.goto(`/admin/blog/preview/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectNoViolations(page, '/admin/blog/preview/[id]', 'draft', checkedRoutes);
    await page.goto('/admin/blog/corbeille');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/admin/blog/corbeille', 'deleted articles', checkedRoutes);
  });

  test('an editor: categories, tags, authors and patients’ words with their form and delete dialogs', async ({
    page,
  }) => {
    await signInAsEditor(page);
    for (const [route, newButton] of [
      ['/admin/categories', 'Nouvelle catégorie'],
      ['/admin/tags', 'Nouvelle étiquette'],
      ['/admin/authors', 'Nouvel auteur'],
      ['/admin/mots-des-patients', 'Nouveau mot'],
    ] as const) {
      await page.goto(route);
      await expectNoViolations(page, route, 'list', checkedRoutes);
      await page.getByRole('button', { name: newButton }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, route, 'form dialog open', checkedRoutes);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Supprimer/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, route, 'delete confirmation open', checkedRoutes);
      await page.getByRole('button', { name: 'Annuler' }).click();
    }
  });

  test('an editor: own account, and the access-refused page an admin page sends them to', async ({ page }) => {
    await signInAsEditor(page, '/admin/account');
    await expectNoViolations(page, '/admin/account', 'password form', checkedRoutes);

    await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/admin\/acces-refuse$/);
    await expectNoViolations(page, '/admin/acces-refuse', 'editor on an admin page', checkedRoutes);
  });

  test('an admin: the Cabinet page, with its errors shown and a period form for special hours', async ({ page }) => {
    await page.clock.install();
    await signInWithoutForm(page, createStaffAccount('admin'), '/admin/cabinet');
    await expect(page.getByRole('heading', { level: 1, name: 'Cabinet' })).toBeVisible();
    await expectNoViolations(page, '/admin/cabinet', 'facts, hours, popup, periods, history', checkedRoutes);
    await page.getByLabel('Latitude').fill('200');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.locator('#cabinet-latitude-error')).toBeVisible();
    const periodForm = page.getByRole('form', { name: 'Nouvelle période' });
    await periodForm.getByLabel('Cabinet fermé').click();
    await periodForm.getByRole('button', { name: 'Ajouter la période' }).click();
    await expect(periodForm.locator('#periode-ranges-error')).toBeVisible();
    await toastsClosed(page);
    await expectNoViolations(page, '/admin/cabinet', 'refused forms', checkedRoutes);
  });

  test('an admin: staff management', async ({ page }) => {
    const admin = createStaffAccount('admin');
    createStaffAccount('editor');
    await signInWithoutForm(page, admin, '/admin/staff');
    await expect(page.getByRole('button', { name: 'Désactiver' }).first()).toBeVisible();
    await expectNoViolations(page, '/admin/staff', 'members and invitation form', checkedRoutes);
  });

  test('an editor: readers’ questions, the médiathèque and the statistics', async ({ page }) => {
    await signInAsEditor(page, '/admin/commentaires');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/admin/commentaires', 'moderation list', checkedRoutes);
    await page.goto('/admin/medias');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/admin/medias', 'grid of uploads', checkedRoutes);
    await page.goto('/admin/statistiques');
    await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
    await expectNoViolations(page, '/admin/statistiques', 'charts and tables', checkedRoutes);
  });

  test('an admin: the appointment requests inbox', async ({ page }) => {
    await signInWithoutForm(page, createStaffAccount('admin'), '/admin/demandes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/admin/demandes', 'inbox', checkedRoutes);
    const [id] = storeOpenRequests(
      1,
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date()),
    );
    try {
      await page.goto(`/admin/demandes/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, '/admin/demandes/[id]', 'one request', checkedRoutes);
    } finally {
      deleteRequests([id!]);
    }
  });

  test('the checks above and the site-wide ones cover every admin page on disk', () => {
    expect([...checkedRoutes, ...ROUTES_CHECKED_SITE_WIDE].sort()).toEqual(adminRoutesOnDisk().sort());
  });
});

// Where React sends part of a page after the rest: its inline script moves that part here.
const LATE_PART_PLACEHOLDER = '<template id="P:';

/**
 * The HTML each path answers in the page's session, as a browser first receives it. React 19
 * splits a page's payload past a few kilobytes (the statistics once they hold many rows); the
 * part sent first can then hold a table row whose cells come later, which no checker reads as a
 * table. Such a page is checked once React's inline scripts have put its parts in place, before
 * the app's own scripts run (they add what was not served, such as the toasts' styles).
 */
async function servedDocuments(page: Page, paths: string[]): Promise<Record<string, string>> {
  const documents: Record<string, string> = {};
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const served = await response.text();
    documents[path] = served.includes(LATE_PART_PLACEHOLDER) ? await withLatePartsInPlace(page, path) : served;
  }
  return documents;
}

async function withLatePartsInPlace(page: Page, path: string): Promise<string> {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  try {
    await page.goto(path);
    const placed = await page.content();
    expect(placed, path).not.toContain(LATE_PART_PLACEHOLDER);
    return placed;
  } finally {
    await page.unroute('**/_next/static/**/*.js');
  }
}

test.describe('the back office passes the Nu HTML Checker', () => {
  test('signed out, as an editor and as an admin, the main pages have no error', async ({ browser }) => {
    // Some twenty pages fetched, then one start of the checker (Java) for all of them.
    test.setTimeout(180_000);
    const signedOut = await browser.newPage();
    const documents = await servedDocuments(signedOut, ['/admin/login', '/admin/setup?token=jeton-invalide']);
    await signedOut.close();

    const editor = await browser.newPage();
    await signInAsEditor(editor);
    // A demo article: the other specs running meanwhile may delete their own.
    const id = storedPostId(demoArticles[0]!.slug);
    Object.assign(
      documents,
      await servedDocuments(editor, [
        '/admin/blog',
        '/admin/blog/new',
        `/admin/blog/edit/${id}`,
        `/admin/blog/preview/${id}`,
        '/admin/categories',
        '/admin/tags',
        '/admin/authors',
        '/admin/mots-des-patients',
        '/admin/medias',
        '/admin/statistiques',
        '/admin/commentaires',
        '/admin/account',
        '/admin/acces-refuse',
      ]),
    );
    await editor.close();

    // An open request shows the sidebar's counter.
    const waiting = storeOpenRequests(1, new Date().toISOString().slice(0, 10));
    try {
      const admin = await browser.newPage();
      await signInWithoutForm(admin, createStaffAccount('admin'));
      Object.assign(documents, await servedDocuments(admin, ['/admin/staff', '/admin/cabinet', '/admin/demandes']));
      await admin.close();
    } finally {
      deleteRequests(waiting);
    }
    expect(documents['/admin/demandes']).toMatch(/<span class="sr-only"> en attente<\/span>/);

    expect(await nuHtmlCheckerErrors(documents)).toEqual([]);
  });

  test('an editor opening an admin-only page is redirected by HTTP, not by a meta refresh', async ({ page }) => {
    await signInAsEditor(page);
    for (const path of ['/admin/staff', '/admin/cabinet', '/admin/demandes']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe('/admin/acces-refuse');
    }
    const refused = await page.request.get('/admin/acces-refuse');
    expect(refused.status()).toBe(200);
    expect(await refused.text()).not.toContain('http-equiv="refresh"');
  });
});
