import { devices } from '@playwright/test';
import { toast } from './admin-auth-helpers';
import { createDraft, listRow, openEditor, saveWith, signInAsEditor, uniqueTitle } from './admin-blog-helpers';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/page-errors';

// The public search and old addresses (decision 042).
test.describe('search on a phone', () => {
  test.use({ viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true });

  test('from the header menu, « écho » finds the ultrasound pages and articles, words marked, not indexed, accessible', async ({
    page,
  }) => {
    const referers: Promise<string | null>[] = [];
    page.on('request', (request) => referers.push(request.headerValue('referer')));
    await page.goto('/blog');
    await page.locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await menu.getByRole('searchbox', { name: 'Rechercher dans le site' }).fill('écho');
    await menu.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/blog\/recherche\?q=%C3%A9cho$/);
    const sitePages = page.getByRole('region', { name: 'Services et guides' });
    await expect(sitePages.getByRole('link', { name: 'Échographie clinique', exact: true })).toBeVisible();
    await expect(sitePages.getByRole('link', { name: 'Préparer son échographie', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^L’échographie clinique/ })).toBeVisible();
    await expect(page.locator('mark').first()).toHaveText(/^[ée]cho/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(await seriousViolations(page)).toEqual([]);
    // What a patient searched for never leaves the page in a Referer (the proxy logs it beside the
    // address): its reading beacon says only the site's origin.
    const origin = new URL(page.url()).origin;
    await expect.poll(async () => (await Promise.all(referers)).includes(`${origin}/`)).toBe(true);
    expect((await Promise.all(referers)).filter((referer) => referer?.includes('q='))).toEqual([]);
  });

  test('a query that finds nothing offers the guides, the services and the booking button, and bad input is answered in French', async ({
    page,
  }) => {
    await page.goto('/blog/recherche?q=zorglub');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nos services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guides pratiques' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prendre RDV' }).last()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const query of [
      `q=${'a'.repeat(10_000)}`,
      'q=%00%E2%80%AE%07',
      'q=.*%27%22%3B--&q=autre',
      'q=%C3%A9cho&page=1000000000000',
      'q=%C3%A9cho&page=-3',
      'q=%3F%21%E2%80%A6',
    ]) {
      const response = await page.request.get(`/blog/recherche?${query}`);
      expect(response.status(), query).toBe(200);
      expect(await response.text(), query).toContain('Rechercher');
    }
  });
});

test('an article’s old address answers one 301 to its new one, through the page cache', async ({ page }) => {
  // Signing in and two saves in the editor take long on a busy machine.
  test.setTimeout(180_000);
  await signInAsEditor(page);
  const { title, slug } = await createDraft(page, 'Ancienne adresse e2e');
  await openEditor(page, title);
  await saveWith(page, 'Publier');
  await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
  const renamed = uniqueTitle('Nouvelle adresse e2e');
  await page.getByLabel('Adresse de la page').fill(renamed.slug);
  await saveWith(page, 'Publier');
  await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
  for (const state of ['MISS', 'HIT']) {
    const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location, moved.headers()['x-page-cache']]).toEqual([
      301,
      `/blog/${renamed.slug}`,
      state,
    ]);
  }
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${renamed.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('staff add a patients’ word: one already listed is refused beside its field with the form kept, and the new word finds the articles of its meaning', async ({
  page,
  request,
}) => {
  await signInAsEditor(page);
  // Letters and digits only: the word is stored as typed (lowercase, no accents) and is searchable.
  const word = `motpatient${Date.now().toString(36)}`;
  await page.goto('/admin/mots-des-patients');
  await page.getByRole('button', { name: 'Nouveau mot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau mot' });
  await dialog.getByLabel('Mot des patients').fill('Écho');
  await dialog.getByLabel('Trouve aussi').fill('échographie');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce mot figure déjà dans la liste')).toBeVisible();
  await expect(dialog.getByLabel('Mot des patients')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Trouve aussi')).toHaveValue('échographie');

  await dialog.getByLabel('Mot des patients').fill(word);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Mot ajouté').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(listRow(page, word)).toContainText('échographie');
  await expect
    .poll(async () => (await request.get(`/blog/recherche?q=${word}`)).text(), { timeout: 2_000 })
    .toContain('L’échographie clinique');

  // Leaves the list as it found it.
  await listRow(page, word)
    .getByRole('button', { name: `Supprimer le mot « ${word} »` })
    .click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page, 'Mot supprimé').last()).toBeVisible();
});
