import type { Browser, Page } from '@playwright/test';
import { toast, toastsClosed } from './admin-auth-helpers';
import { createDraft, openEditor, signInAsEditor } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { setReviewLinksExpiry } from './support/e2e-database';
import { expect, test, withAddressPopupDismissed } from './support/page-errors';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** 'Créer un lien de relecture' in the editor; answers the address shown once. */
async function createReviewLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Créer un lien de relecture' }).click();
  await expect(toast(page, 'Lien de relecture créé').last()).toBeVisible();
  const address = page.getByLabel('Adresse du lien de relecture').first();
  await expect(address).toHaveValue(/\/relecture\/[A-Za-z0-9_-]{43}$/);
  return address.inputValue();
}

/** A browser without any session, like the colleague who receives the link. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await withAddressPopupDismissed(context);
  return context.newPage();
}

async function expectSiteNotFound(visitor: Page, url: string) {
  const response = await visitor.goto(url);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
}

test('a review link opens a draft signed out, under the banner, noindex and never cached; revoked, it answers 404', async ({
  page,
  browser,
}) => {
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Relecture');
  await openEditor(page, title);
  await expect(page.getByText('Aucun lien de relecture.')).toBeVisible();
  const url = await createReviewLink(page);
  const row = page.getByTestId('review-link').first();
  await expect(row).toContainText('Créé le');
  await expect(row).toContainText('expire le');
  await expect(row).toContainText('Actif');

  const visitor = await signedOutPage(browser);
  // The draft itself is not public.
  expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await visitor.goto(url);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['cache-control']).toContain('private');
    expect(headers['x-page-cache'] ?? '').not.toBe('HIT');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
  await expect(visitor.getByRole('status').filter({ hasText: 'Aperçu — non publié' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Une section' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await allViolations(visitor)).toEqual([]);

  // 'Révoquer' asks first; afterwards the link answers the site's 404.
  await row.getByRole('button', { name: 'Révoquer' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('ne donnera plus accès');
  await dialog.getByRole('button', { name: 'Révoquer' }).click();
  await expect(toast(page, 'Lien révoqué').last()).toBeVisible();
  await expect(row).toContainText('Révoqué');
  await expect(row.getByRole('button', { name: 'Révoquer' })).toHaveCount(0);
  await expectSiteNotFound(visitor, url);
  await visitor.context().close();
});

test('an expired review link answers 404', async ({ page, browser }) => {
  await page.clock.install();
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Relecture expirée');
  await openEditor(page, title);
  const url = await createReviewLink(page);

  const visitor = await signedOutPage(browser);
  expect((await visitor.goto(url))?.status()).toBe(200);
  expect(setReviewLinksExpiry(slug, new Date(Date.now() - 1000).toISOString())).toBe(1);
  await expectSiteNotFound(visitor, url);

  // The editor lists it as expired, with nothing left to revoke.
  await page.reload();
  const row = page.getByTestId('review-link').first();
  await expect(row).toContainText('Expiré');
  await expect(row.getByRole('button', { name: 'Révoquer' })).toHaveCount(0);
  await toastsClosed(page);
  expect(await allViolations(page)).toEqual([]);
  await visitor.context().close();
});
