import { expect, test } from './support/page-errors';

/**
 * Lighthouse on a mid-range phone (issue 3) scores what the first screen costs. These keep the
 * choices that brought the public pages over 95 from quietly coming undone.
 */

test('the home page preloads no image and its blog preview images load only when scrolled near', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  const previewImages = page.locator('section[aria-labelledby="blog-titre"] img');
  expect(await previewImages.count()).toBeGreaterThan(0);
  expect(await previewImages.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual(
    Array(await previewImages.count()).fill('lazy'),
  );
});

test('public pages download no web font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const path of ['/', '/services/sexologie-medicale', '/guides/preparer-echographie', '/blog', '/blog/communication-couple']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(fonts).toEqual([]);
});

test('the address popup comes with the page, so opening it needs no further download', async ({ request }) => {
  const html = await (await request.get('/services/psychosomatique')).text();
  expect(html).toMatch(/<dialog[^>]*aria-labelledby="address-popup-title"/);
  expect(html).toContain('Nouvelle Adresse du Cabinet');
});

test('sections below the first screen of the home page are laid out only when near the viewport', async ({ page }) => {
  await page.goto('/');
  const deferred = await page
    .locator('main > section:not(#accueil), main > div')
    .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility));
  expect(deferred.length).toBeGreaterThan(4);
  expect(new Set(deferred)).toEqual(new Set(['auto']));
});
