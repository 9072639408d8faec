import { categoryBadgeColors } from '../../src/lib/blog/category-color';
import { signInAsEditor } from './admin-blog-helpers';
import { readStoredPosts } from './support/e2e-database';
import { expect, test } from './support/page-errors';

const cardTitled = (page: import('@playwright/test').Page, title: string) =>
  page.getByTestId('admin-post-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe("'Gestion du Blog' over the demo articles (spec section 2)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
  });

  test('shows the four counters and every part of a card', async ({ page }) => {
    const stored = readStoredPosts();
    for (const label of ['Articles publiés', 'Brouillons', 'Vues totales', 'Catégories']) {
      await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Nouvel article' })).toHaveAttribute('href', '/admin/blog/new');

    const published = stored.find((post) => post.status === 'published' && !post.deleted_at && post.category_name)!;
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill(published.title);
    const card = cardTitled(page, published.title);
    await expect(card).toBeVisible();
    await expect(card.getByText('Publié', { exact: true })).toBeVisible();
    const badge = card.getByText(published.category_name!, { exact: true });
    await expect(badge).toHaveCSS('color', hexToRgb(categoryBadgeColors(published.category_color).color));
    await expect(card.getByText(/\d+ min/)).toBeVisible();
    await expect(card.getByText(/\d+ vues?/)).toBeVisible();
    await expect(card.getByText(/\d{1,2} [a-zéû]+\.? \d{4}(,| à) \d{2}:\d{2}/)).toBeVisible();
    await expect(card.getByRole('link', { name: /sur le site/ })).toHaveAttribute('target', '_blank');

    const draft = stored.find((post) => post.status === 'draft')!;
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill(draft.title);
    await expect(cardTitled(page, draft.title).getByText('Brouillon', { exact: true })).toBeVisible();
    await expect(
      cardTitled(page, draft.title).getByRole('link', { name: /sur le site/ }),
      'no public page for a draft',
    ).toHaveCount(0);
  });

  test('search ignores accents and case, and lives in the URL', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('ECHOGRAPHIE de la thyroide');
    await expect(page).toHaveURL(/q=ECHOGRAPHIE/);
    await expect(cardTitled(page, 'Échographie de la thyroïde : ce qu’il faut savoir')).toBeVisible();
    await expect(page.getByTestId('admin-post-card')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue(
      'ECHOGRAPHIE de la thyroide',
    );
    await expect(page.getByTestId('admin-post-card')).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('aucun article ne contient ceci');
    await expect(page.getByText('Aucun article trouvé')).toBeVisible();
    await expect(page.getByText('Commencez par créer votre premier article')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un Article' })).toHaveAttribute('href', '/admin/blog/new');
  });

  test('status and category filters, kept across reload and back', async ({ page }) => {
    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Brouillon' });
    await expect(page).toHaveURL(/status=draft/);
    await expect(cardTitled(page, 'Ménopause et vie intime : une nouvelle étape')).toBeVisible();
    await expect(cardTitled(page, 'Contraception : bien choisir sa méthode')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Filtrer par statut')).toHaveValue('draft');

    await page.getByLabel('Filtrer par statut').selectOption({ label: 'Tous les statuts' });
    // Each change is its own history entry once it has landed (a change made while the previous
    // one is still loading replaces it, which is what a visitor clicking quickly expects).
    await expect(page).not.toHaveURL(/status=/);
    await page.getByLabel('Filtrer par catégorie').selectOption({ label: 'Échographie' });
    await expect(page).toHaveURL(/category=/);
    await expect(cardTitled(page, 'L’échographie clinique : un examen simple et sans danger')).toBeVisible();
    await expect(cardTitled(page, 'Contraception : bien choisir sa méthode')).toHaveCount(0);

    await page.goBack();
    await expect(page).not.toHaveURL(/category=|status=/);
    await page.goBack();
    await expect(page).toHaveURL(/status=draft/);
    await expect(cardTitled(page, 'Contraception : bien choisir sa méthode')).toHaveCount(0);
  });

  test('a link prefetches its page once pointed at or reached by keyboard, not every link on screen', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Administration' });
    const reached = nav.getByRole('link', { name: 'Étiquettes' });
    // Focused again until the page has its scripts: a focus before then calls nothing.
    await expect(async () => {
      await reached.blur();
      await reached.focus();
      expect(prefetched).toContain('/admin/tags');
    }).toPass();
    await nav.getByRole('link', { name: 'Catégories' }).hover();
    await expect.poll(() => prefetched).toContain('/admin/categories');
    // Next's default would have asked for every link in view by now: the sidebar's and the cards'.
    await page.waitForLoadState('networkidle');
    expect([...new Set(prefetched)].sort()).toEqual(['/admin/categories', '/admin/tags']);
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
