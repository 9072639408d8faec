import { expect, test } from './support/page-errors';
import { PUBLIC_PATHS, SERVICE_PATHS } from './showcase-helpers';
import { seriousViolations } from './support/axe';

// Its tests spread over both workers: the file comes near the end of the ones run two at a time,
// where its axe and width checks kept one worker busy for a minute and a half while the other waited.
test.describe.configure({ mode: 'parallel' });

test('every public route answers 200 and an unknown one 404', async ({ request }) => {
  for (const path of PUBLIC_PATHS) expect((await request.get(path)).status(), path).toBe(200);
  expect((await request.get('/services/cardiologie')).status()).toBe(404);
  expect((await request.get('/guides/inconnu')).status()).toBe(404);
  expect((await request.get('/une-page-qui-n-existe-pas')).status()).toBe(404);
});

for (const width of [375, 1280]) {
  test(`axe finds no serious or critical violation on any public route at ${width} px`, async ({ page }) => {
    // One axe run takes seconds on a busy machine; this test runs one per route.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

test('the axe check reports what it is there to catch, in the page and in a frame of it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<img src="/x.png"><button></button><iframe title="Cadre" srcdoc="<img src=/y.png>"></iframe>',
      ),
  );
  await expect(page.frameLocator('iframe[title="Cadre"]').locator('img')).toBeAttached();
  expect(await seriousViolations(page)).toEqual([
    'button-name (critical): #contenu > button',
    'image-alt (critical): img[src="/x.png"], iframe img',
  ]);
});

for (const width of [360, 375, 768, 1024, 1280, 1440]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its sections, testimonials, articles and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of ['accueil', 'apropos', 'services', 'avis', 'contact'])
      await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator('#avis figure')).toHaveCount(8);
    await expect(page.locator('#avis figure').nth(7)).toContainText('Réponse du médecin');
    await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
    await expect(page.locator('#contact a[href^="https://www.google.com/maps/dir/"]')).toBeVisible();
    await expect(page.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').locator('a[href="/services/psychosomatique"]')).toBeVisible();
  });

  for (const path of SERVICE_PATHS) {
    test(`${path} shows its content and a working booking link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeAttached();
      await expect(page.getByRole('link', { name: 'Prendre Rendez-vous' }).first()).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+\?text=/,
      );
    });
  }
});
