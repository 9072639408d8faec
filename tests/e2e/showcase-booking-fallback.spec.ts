import { expect, test } from './support/page-errors';
import { openedUrls, recordWindowOpen } from './showcase-helpers';

test('when the new window is blocked, the page itself goes to the chat link', async ({ page }) => {
  await recordWindowOpen(page, 'blocked');
  await page.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title><p>chat</p>' }));
  await page.goto('/services/psychosomatique');
  await page.getByRole('link', { name: 'Prendre Rendez-vous' }).first().click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(new URL(page.url()).searchParams.get('text')).toContain('la médecine psychosomatique');
});

test('when the chat cannot be opened at all, an alert says the number was copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordWindowOpen(page, 'throws');
  await page.goto('/services/sexologie-medicale');
  const alert = page.waitForEvent('dialog');
  await page.getByRole('link', { name: 'Prendre Rendez-vous' }).first().click();
  const dialog = await alert;
  expect(dialog.type()).toBe('alert');
  expect(dialog.message()).toContain("Impossible d'ouvrir");
  expect(dialog.message()).toContain('presse-papiers');
  await dialog.accept();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard.replace(/\D/g, '').length).toBeGreaterThanOrEqual(9);
  expect(dialog.message()).toContain(clipboard);
  expect(await openedUrls(page)).toHaveLength(1);
  await expect(page).toHaveURL(/\/services\/sexologie-medicale$/);
});

test('when the maps service cannot be opened, the alert gives the address and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordWindowOpen(page, 'throws');
  await page.goto('/');
  const alert = page.waitForEvent('dialog');
  await page.locator('#contact').getByRole('link', { name: "Obtenir l'itinéraire" }).click();
  const dialog = await alert;
  expect(dialog.message()).toContain('20190');
  await dialog.accept();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('20190');
});
