import { toast } from './admin-auth-helpers';
import {
  createCategory,
  createDraft,
  deleteArticleFromList,
  listRow,
  publishInCategory,
  signInAsEditor,
  uniqueTitle,
} from './admin-blog-helpers';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/page-errors';

// Topic pages: categories and tags gather their articles, service pages show their speciality's (decision 048).

test('a category badge leads to its topic page, with its introduction, and on to an article', async ({ page }) => {
  await page.goto('/blog/echographie-clinique');
  await page.getByRole('link', { name: 'Échographie', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog\/categorie\/echographie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Échographie' })).toBeVisible();
  await expect(page.getByText(/^À quoi sert une échographie/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/categorie\/echographie$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join()).toContain('"CollectionPage"');
  expect(jsonLd.join()).toContain('"BreadcrumbList"');
  const collection = jsonLd
    .flatMap((block) => [JSON.parse(block)].flat())
    .find((node) => node['@type'] === 'CollectionPage');
  const items: Array<{ name: string; item: { headline: string } }> = collection.mainEntity.itemListElement;
  expect(items.length).toBeGreaterThan(0);
  for (const listed of items) expect(listed.name).toBe(listed.item.headline);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^Échographie de la thyroïde/ }).click();
  await expect(page).toHaveURL(/\/blog\/preparer-echographie-thyroide$/);
});

test('a tag page is noindex while it holds fewer than three public articles; article tags link to it', async ({
  page,
  request,
}) => {
  await page.goto('/blog/echographie-clinique');
  await page
    .getByRole('navigation', { name: 'Étiquettes de l’article' })
    .getByRole('link', { name: 'Imagerie médicale' })
    .click();
  await expect(page).toHaveURL(/\/blog\/etiquette\/imagerie-medicale$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

  await page.goto('/blog/etiquette/couple');
  await expect(page.getByRole('heading', { level: 1, name: 'Couple' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  expect((await request.get('/blog/etiquette/aucune-etiquette')).status()).toBe(404);
  expect((await request.get('/blog/categorie/sexologie?page=99')).status()).toBe(404);
});

test('a service page lists the latest articles of its speciality and links to the topic page', async ({ page }) => {
  await page.goto('/services/echographie-clinique');
  const articles = page.getByRole('region', { name: 'Nos derniers articles' });
  await expect(articles.getByRole('link', { name: /échographie clinique/i }).first()).toBeVisible();
  await articles.getByRole('link', { name: /^Tous les articles\s:\sÉchographie$/ }).click();
  await expect(page).toHaveURL(/\/blog\/categorie\/echographie$/);
});

test('a topic page follows its introduction, its address and its articles within 2 s', async ({ page, request }) => {
  await signInAsEditor(page);
  const category = uniqueTitle('Rubrique');
  await createCategory(page, category.title, '#0f766e');
  const article = await createDraft(page, 'Article de rubrique');
  const topicUrl = `/blog/categorie/${category.slug}`;
  expect((await request.get(topicUrl)).status()).toBe(404);

  await publishInCategory(page, article.title, category.title);
  await expect.poll(async () => (await request.get(topicUrl)).text(), { timeout: 2_000 }).toContain(article.title);

  const edit = async (field: string, value: string) => {
    await page.goto('/admin/categories');
    await listRow(page, category.title)
      .getByRole('button', { name: `Modifier « ${category.title} »` })
      .click();
    await page.getByLabel(field).fill(value);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Catégorie mise à jour').last()).toBeVisible();
  };
  await edit('Introduction de la page', 'Une introduction toute neuve');
  await expect
    .poll(async () => (await request.get(topicUrl)).text(), { timeout: 2_000 })
    .toContain('Une introduction toute neuve');

  const movedUrl = `/blog/categorie/${category.slug}-deplacee`;
  await edit('Adresse de la page', `${category.slug}-deplacee`);
  await expect.poll(async () => (await request.get(movedUrl)).status(), { timeout: 2_000 }).toBe(200);
  expect((await request.get(topicUrl)).status()).toBe(404);

  await deleteArticleFromList(page, article.title);
  await expect.poll(async () => (await request.get(movedUrl)).status(), { timeout: 2_000 }).toBe(404);
});
