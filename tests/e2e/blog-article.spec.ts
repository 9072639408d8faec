import type { Locator } from '@playwright/test';
import { categoryBadgeColors } from '../../src/lib/blog/category-color';
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
import { expect, test, withAddressPopupDismissed } from './support/page-errors';
import { readStoredPost } from './support/e2e-database';

const FRENCH_LONG_DATE =
  /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

// One demo article per body format of spec section 5.
const ARTICLES_BY_FORMAT = [
  { format: 'structured HTML (<article>)', slug: 'frigidite-et-femme-marocaine' },
  { format: 'HTML (<h…>/<p>)', slug: 'point-g-et-femme-marocaine' },
  { format: 'Markdown', slug: 'echographie-clinique' },
];

for (const { format, slug } of ARTICLES_BY_FORMAT) {
  test(`a ${format} article renders with its parts and a table of contents that points at its sections`, async ({
    page,
  }) => {
    const stored = readStoredPost(slug);
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: stored.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByText(/^\d+ min de lecture$/).first()).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText(FRENCH_LONG_DATE);

    const toc = page.getByRole('navigation', { name: 'Sommaire' });
    await expect(toc.getByRole('heading', { name: 'Sommaire' })).toBeVisible();
    const entries = toc.getByRole('link');
    expect(await entries.count()).toBeGreaterThanOrEqual(2);
    for (const entry of await entries.all()) {
      const href = await entry.getAttribute('href');
      expect(href).toMatch(/^#section-\d+$/);
      const target = page.locator(href!);
      await expect(target).toHaveCount(1);
      expect(await target.evaluate((element) => element.tagName)).toMatch(/^H[2-4]$/);
      await expect(target).toHaveText((await entry.textContent())!.trim());
    }

    const body = page.getByTestId('article-body');
    await expect(body.locator('article, header, main, script')).toHaveCount(0);
    await expect(body.locator('h1 a, h2 a, h3 a, h4 a, h5 a')).toHaveCount(0);
    expect(await body.locator('a[href^="/blog/"]').count()).toBeLessThanOrEqual(2);
  });
}

test('the Markdown body is rendered as HTML, tables and lists included', async ({ page }) => {
  await page.goto('/blog/echographie-clinique');
  const body = page.getByTestId('article-body');
  await expect(body.locator('table')).toHaveCount(1);
  await expect(body.locator('ul, ol').first()).toBeVisible();
  await expect(body).not.toContainText('## ');
  await expect(body).not.toContainText('| ---');
});

test('auto-links: the first "communication" of the frigidity article links to communication-couple', async ({
  page,
}) => {
  await page.goto('/blog/frigidite-et-femme-marocaine');
  const links = page.getByTestId('article-body').locator('a[href="/blog/communication-couple"]');
  expect(await links.count()).toBeGreaterThanOrEqual(1);
  expect(await links.count()).toBeLessThanOrEqual(2);
  await expect(links.first()).toHaveText(/^communication$/i);
});

test('auto-links: the G-spot article links to the article on preliminaries', async ({ page }) => {
  await page.goto('/blog/point-g-et-femme-marocaine');
  const links = page.getByTestId('article-body').locator('a[href="/blog/role-des-preliminaires"]');
  expect(await links.count()).toBeGreaterThanOrEqual(1);
  expect(await links.count()).toBeLessThanOrEqual(2);
});

/** A badge's text and background colours as the browser computed them. */
async function badgeColours(badge: Locator) {
  await expect(badge).toBeVisible();
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
}

/** The red, green and blue channels of a `#RRGGBB` colour. */
function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

test('the category badge: its readable text colour on the category colour with alpha 20', async ({ page }) => {
  const stored = readStoredPost('communication-couple');
  expect(stored.category_name).toBeTruthy();
  await page.goto('/blog/communication-couple');
  const colours = await badgeColours(page.locator('main header').getByText(stored.category_name!, { exact: true }));
  // The demo colours are dark enough to show as chosen (src/content/demo/categories.ts).
  expect(categoryBadgeColors(stored.category_color).color).toBe(stored.category_color);
  const [r, g, b] = rgbOf(stored.category_color!);
  expect(colours.color).toBe(`rgb(${r}, ${g}, ${b})`);
  expect(colours.background).toMatch(new RegExp(`^rgba\\(${r}, ${g}, ${b}, 0\\.12\\d*\\)$`));
});

test('a category in a light colour staff picked still gives badges axe finds readable, on /blog and on the article', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsEditor(page);
  const category = uniqueTitle('Rubrique jaune').title;
  await createCategory(page, category, '#ffff00');
  const article = await createDraft(page, 'Badge jaune');
  await publishInCategory(page, article.title, category);
  await expect(
    toast(page, 'Article mis à jour').filter({ hasText: 'Article publié avec succès' }).last(),
  ).toBeVisible();

  // The yellow itself would be 1.05:1 on its tint: the text is the same hue, darkened; the tint stays.
  const [r, g, b] = rgbOf(categoryBadgeColors('#FFFF00').color);
  const expected = {
    color: `rgb(${r}, ${g}, ${b})`,
    background: expect.stringMatching(/^rgba\(255, 255, 0, 0\.12\d*\)$/),
  };
  await page.goto('/blog');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: article.title }) });
  expect(await badgeColours(card.getByText(category, { exact: true }))).toEqual(expected);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/blog/${article.slug}`);
  expect(await badgeColours(page.locator('main header').getByText(category, { exact: true }))).toEqual(expected);
  expect(await seriousViolations(page)).toEqual([]);

  // Leaves the blog as it found it: the article, then its category, go.
  await deleteArticleFromList(page, article.title);
  await page.goto('/admin/categories');
  await listRow(page, category)
    .getByRole('button', { name: /Supprimer/ })
    .click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page, 'Catégorie supprimée').last()).toBeVisible();
});

test('the whole article is in the server HTML, with its metadata (no JavaScript needed)', async ({
  request,
  baseURL,
}) => {
  const slug = 'frigidite-et-femme-marocaine';
  const stored = readStoredPost(slug);
  const response = await request.get(`/blog/${slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '';
  // The page may set a no-break space before « : » where the stored title has one or not.
  const spaced = (text: string) => text.replace(/&#x27;/g, "'").replace(/[\u00A0\u202F]/g, ' ');
  expect(spaced(h1)).toBe(spaced(stored.title));
  expect(html).toContain('Sommaire');
  expect(html).toContain('href="#section-2"');
  expect(html).toContain('id="section-2"');
  expect(html).toContain('min de lecture');
  expect(html).toContain('Articles Recommandés');
  expect(html).toContain('>Lire<');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog/${slug}"/>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain('<meta property="og:locale" content="fr_MA"/>');
  expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
});

test('the article reads the same with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await withAddressPopupDismissed(context);
  const page = await context.newPage();
  const stored = readStoredPost('echographie-clinique');
  await page.goto('/blog/echographie-clinique');
  await expect(page.getByRole('heading', { level: 1, name: stored.title, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
  await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Articles Recommandés' })).toBeVisible();
  expect(await page.getByRole('link', { name: 'Lire', exact: true }).count()).toBeGreaterThan(0);
  await context.close();
});

test('a phone shows the article without sideways overflow', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await withAddressPopupDismissed(context);
  const page = await context.newPage();
  await page.goto('/blog/echographie-clinique');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
