import { devices, type Page } from '@playwright/test';
import { toast } from './admin-auth-helpers';
import { createDraft, listRow, openEditor, saveWith, signInAsEditor, uniqueTitle } from './admin-blog-helpers';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/page-errors';

// The public search (decision 066) and old addresses (decision 042).
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

test.describe('search that forgives patients’ words, on the demo articles', () => {
  /** The addresses of the articles a search page lists. */
  async function foundArticles(page: Page, query: string): Promise<string[]> {
    await page.goto(`/blog/recherche?q=${encodeURIComponent(query)}`);
    return page.locator('ol h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  test('« mal au ventre » finds at least what « ventre » finds, and « impuissance » the erection articles', async ({
    page,
  }) => {
    const belly = await foundArticles(page, 'ventre');
    expect(belly.length).toBeGreaterThan(0);
    expect(await foundArticles(page, 'mal au ventre')).toEqual(expect.arrayContaining(belly));
    // The demo articles that speak of erection.
    expect(await foundArticles(page, 'impuissance')).toEqual(
      expect.arrayContaining([
        '/blog/ejaculation-precoce-en-parler',
        '/blog/obesite-et-couple',
        '/blog/sommeil-et-sexualite',
        '/blog/stress-et-maladies-psychosomatiques',
      ]),
    );
  });

  test('typos find results: « ejaculasion precoce », « contraseption », « mal o ventre »', async ({ page }) => {
    expect(await foundArticles(page, 'ejaculasion precoce')).toContain('/blog/ejaculation-precoce-en-parler');
    expect(await foundArticles(page, 'contraseption')).toContain('/blog/contraception-bien-choisir');
    expect((await foundArticles(page, 'mal o ventre')).length).toBeGreaterThan(0);
  });

  test('a search that finds nothing suggests the closest known words as a link: « Essayez avec : éjaculation précoce »', async ({
    page,
  }) => {
    await page.goto('/blog/recherche?q=ejakulasyon%20prekosse');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await expect(page.getByText('Essayez avec\u00a0:')).toBeVisible();
    await page.getByRole('link', { name: 'éjaculation précoce', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/recherche\?q=%C3%A9jaculation\+pr%C3%A9coce$/);
    await expect(page.getByRole('link', { name: /^Éjaculation précoce/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('queries of any length or alphabet answer 200 in French', async ({ request }) => {
    // Each address stays under the HTTP server's own bound on a request's head (16 kB).
    for (const query of [
      'مرحبا بكم في العيادة '.repeat(60),
      '你好世界'.repeat(150),
      '😀🩺'.repeat(250),
      'a b '.repeat(1_000),
    ]) {
      const response = await request.get(`/blog/recherche?q=${encodeURIComponent(query)}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain('Rechercher');
    }
  });
});

test('an article’s old address answers one 301 to its new one, through the page cache', async ({ page }) => {
  // Signing in and two saves in the editor take long on a busy machine.
  test.setTimeout(180_000);
  await signInAsEditor(page, null);
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
