import { toast } from './admin-auth-helpers';
import {
  createCategory,
  createDraft,
  deleteArticleFromList,
  listRow,
  openEditor,
  saveWith,
  scheduleDraftSecondsAhead,
  signInAsEditor,
  uniqueTitle,
} from './admin-blog-helpers';
import { GUIDE_PATHS, REQUEST_AND_LEGAL_PATHS, SERVICE_PATHS } from './showcase-helpers';
import { expect, test } from './support/page-errors';
import { expectArticleEverywhere, expectArticleToAppearAt, visitArticlePages } from './support/public-pages';

/*
 * The public page cache (src/front-server/server.ts) as visitors and staff meet it: public pages are shared
 * and cached, person-specific pages never are, and no change ever leaves a stale page behind.
 */
const SHARED_PUBLIC_PAGES = [
  '/',
  '/blog',
  '/blog?page=2',
  '/blog/communication-couple',
  '/auteurs/karim-exemple',
  '/blog/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  ...SERVICE_PATHS,
  ...GUIDE_PATHS,
  ...REQUEST_AND_LEGAL_PATHS,
];

test('every public page carries shared-cache headers and sets no cookie', async ({ request }) => {
  for (const path of SHARED_PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl, path).toContain('public');
    expect(cacheControl, path).toMatch(/s-maxage=\d+/);
    expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('a public page is rendered once, then answered from memory, with an ETag browsers can check', async ({
  request,
}) => {
  await request.get('/blog/communication-couple');
  const second = await request.get('/blog/communication-couple?utm_source=partage');
  expect(second.headers()['x-page-cache']).toBe('HIT');
  const etag = second.headers()['etag'];
  expect(etag).toBeTruthy();
  const unchanged = await request.get('/blog/communication-couple', { headers: { 'If-None-Match': etag! } });
  expect(unchanged.status()).toBe(304);
});

test('a shared link with tracking parameters shows its own address, not another visitor’s', async ({
  page,
  request,
}) => {
  await request.get('/blog/communication-couple?fbclid=visiteur-precedent');
  const html = await (await request.get('/blog/communication-couple?fbclid=visiteur-suivant')).text();
  expect(html).not.toContain('visiteur-precedent');
  await page.goto('/blog/communication-couple?utm_source=message');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('React payloads, asked for by client navigation from the back office, are answered by the app and never kept nor shared (decision 029)', async ({
  request,
}) => {
  const payload = await request.get('/blog', { headers: { RSC: '1' } });
  expect(payload.status()).toBe(200);
  expect(payload.headers()['content-type']).toContain('text/x-component');
  expect(payload.headers()['cache-control']).toContain('no-store');
  expect((await request.get('/blog', { headers: { RSC: '1' } })).headers()['x-page-cache']).toBeUndefined();
  const html = await request.get('/blog');
  expect(html.headers()['content-type']).toContain('text/html');
  expect(await html.text()).not.toContain('__next_f');
});

test('back-office pages, the staff preview and the session answer private, no-store', async ({ page }) => {
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Prive e2e');
  await openEditor(page, title);
  const editorPath = new URL(page.url()).pathname;
  const previewPath = editorPath.replace('/edit/', '/preview/');
  for (const path of ['/admin/blog', '/admin/blog/new', editorPath, previewPath, '/admin/account']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl, path).toContain('private');
    expect(cacheControl, path).toContain('no-store');
  }
  // The session itself: no cache may store it at all.
  expect((await page.request.get('/api/auth/get-session')).headers()['cache-control']).toContain('no-store');
  expect((await page.request.get(previewPath)).headers()['x-page-cache']).toBeUndefined();
  expect((await page.request.get(`/blog/${slug}`)).status(), 'the draft itself is not public').toBe(404);
});

test.describe('every back-office change shows at once on every page that shows it', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
  });

  test('publish, edit, change the slug, unpublish, delete', async ({ page, request, baseURL }) => {
    const origin = baseURL!;
    const article = await createDraft(page, 'Cache e2e');
    await visitArticlePages(request, origin, article.slug);

    await openEditor(page, article.title);
    await saveWith(page, 'Publier');
    await expectArticleEverywhere(request, origin, article, true);

    const edited = { ...article, title: `${article.title} modifié` };
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(edited.title);
    await saveWith(page, 'Publier');
    await expectArticleEverywhere(request, origin, edited, true);

    const moved = { ...edited, slug: uniqueTitle('Cache deplace').slug };
    await page.getByLabel('Adresse de la page').fill(moved.slug);
    await saveWith(page, 'Publier');
    await expectArticleEverywhere(request, origin, moved, true);
    // The old address moves for good to the new one, at once and in one hop (decision 042).
    await expect
      .poll(
        async () => {
          const answer = await request.get(`${origin}/blog/${edited.slug}`, { maxRedirects: 0 });
          return `${answer.status()} ${new URL(answer.headers().location ?? '/', origin).pathname}`;
        },
        { timeout: 2_000 },
      )
      .toBe(`301 /blog/${moved.slug}`);
    expect(await (await request.get(`${origin}/sitemap.xml`)).text()).not.toContain(`/blog/${edited.slug}<`);

    await page.getByLabel('Statut').selectOption({ label: 'Brouillon' });
    await saveWith(page, 'Sauvegarder');
    await expectArticleEverywhere(request, origin, moved, false);

    await page.getByLabel('Statut').selectOption({ label: 'Publié' });
    await saveWith(page, 'Publier');
    await expectArticleEverywhere(request, origin, moved, true);
    await deleteArticleFromList(page, moved.title);
    await expectArticleEverywhere(request, origin, moved, false);
  });

  test('a renamed category or author shows on the article at once', async ({ page, request, baseURL }) => {
    const category = uniqueTitle('Rubrique').title;
    const author = uniqueTitle('Docteur').title;
    await createCategory(page, category, '#0f766e');
    await page.goto('/admin/authors');
    await page.getByRole('button', { name: 'Nouvel auteur' }).click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(author);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Auteur créé').last()).toBeVisible();

    const article = await createDraft(page, 'Rubrique e2e');
    await openEditor(page, article.title);
    await page.getByLabel('Catégorie').selectOption({ label: category });
    await page.getByLabel('Auteur').selectOption({ label: author });
    await saveWith(page, 'Publier');
    const articleUrl = `${baseURL}/blog/${article.slug}`;
    await expect.poll(async () => (await request.get(articleUrl)).text(), { timeout: 2_000 }).toContain(category);

    await page.goto('/admin/categories');
    await listRow(page, category)
      .getByRole('button', { name: `Modifier « ${category} »` })
      .click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${category} renommée`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Catégorie mise à jour').last()).toBeVisible();
    await expect
      .poll(async () => (await request.get(articleUrl)).text(), { timeout: 2_000 })
      .toContain(`${category} renommée`);

    await page.goto('/admin/authors');
    await listRow(page, author)
      .getByRole('button', { name: `Modifier « ${author} »` })
      .click();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${author} renommé`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Auteur mis à jour').last()).toBeVisible();
    await expect
      .poll(async () => (await request.get(articleUrl)).text(), { timeout: 2_000 })
      .toContain(`${author} renommé`);
  });
});

test('a scheduled article appears by itself on every page that shows articles, within 60 s of its date', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsEditor(page);
  const { article, dueAt } = await scheduleDraftSecondsAhead(page, 'Programme cache');
  await expectArticleToAppearAt(request, baseURL!, article, dueAt);
});
