import type { Page } from '@playwright/test';
import { toast } from './admin-auth-helpers';
import { createDraft, openEditor, signInAsEditor } from './admin-blog-helpers';
import { expect, test } from './support/page-errors';

const STALE = 'Cette page n’est plus à jour : rechargez-la pour continuer.';

/**
 * A back-office tab left open across a deploy calls the server actions of the previous build:
 * their ids are unknown to the running one, which answers 409 and Next's not-found header, and
 * Next's client throws before reading the French text. Here the page's next action calls look
 * like that: their `Next-Action` id is swapped for one of the same length the build does not know.
 */
async function callActionsAsAnOlderBuild(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const id = request.headers()['next-action'];
    if (request.method() !== 'POST' || id === undefined) return route.fallback();
    return route.continue({ headers: { ...request.headers(), 'next-action': 'f'.repeat(id.length) } });
  });
  return () => page.unroute('**/*');
}

test.describe('a page older than the running build (decision 023)', () => {
  test.beforeEach(async ({ page }) => {
    // Each test opens its own page first.
    await signInAsEditor(page, null);
  });

  test('saving in the editor says to reload and keeps what was typed; once the tab matches the build, the save works', async ({
    page,
  }) => {
    const { title } = await createDraft(page, 'Onglet ancien e2e');
    await openEditor(page, title);
    const typed = `${title} retouché`;
    const titleField = page.getByRole('textbox', { name: 'Titre', exact: true });
    await titleField.fill(typed);

    const asThisBuild = await callActionsAsAnOlderBuild(page);
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.status() === 409,
    );
    await page.getByRole('button', { name: /^Sauvegarder$/ }).click();
    expect((await refused).headers()['x-nextjs-action-not-found']).toBe('1');
    await expect(page.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
    await expect(titleField).toHaveValue(typed);

    await asThisBuild();
    await page.getByRole('button', { name: /^Sauvegarder$/ }).click();
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await expect(page.getByText(STALE)).toHaveCount(0);
    await expect(titleField).toHaveValue(typed);
  });

  test('deleting from the list says to reload, and the article stays', async ({ page }) => {
    const { title } = await createDraft(page, 'Liste ancienne e2e');
    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);

    await callActionsAsAnOlderBuild(page);
    await page.getByRole('button', { name: `Supprimer l’article « ${title} »` }).click();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(toast(page, 'Erreur', STALE)).toBeVisible();
    await expect(page.getByRole('link', { name: `Modifier l’article « ${title} »` })).toBeVisible();
  });
});
