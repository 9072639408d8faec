import { expect, test } from './support/page-errors';
import type { Page } from '@playwright/test';
import { openedUrls, recordWindowOpen } from './showcase-helpers';

/** An alert blocks the click that caused it until someone answers it: answer it as it opens. */
function acceptNextDialog(page: Page): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
  });
}

test('when the new window is blocked, the page itself goes to the chat link', async ({ page }) => {
  await recordWindowOpen(page, 'blocked');
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title><p>chat</p>' }),
  );
  await page.goto('/services/psychosomatique');
  await page.getByRole('link', { name: 'Prendre Rendez-vous' }).first().click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(new URL(page.url()).searchParams.get('text')).toContain('la médecine psychosomatique');
});

test('when the chat cannot be opened at all, an alert says the number was copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordWindowOpen(page, 'throws');
  await page.goto('/services/sexologie-medicale');
  const alert = acceptNextDialog(page);
  await page.getByRole('link', { name: 'Prendre Rendez-vous' }).first().click();
  const { type, message } = await alert;
  expect(type).toBe('alert');
  expect(message).toContain('Impossible d’ouvrir');
  expect(message).toContain('presse-papiers');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard.replace(/\D/g, '').length).toBeGreaterThanOrEqual(9);
  expect(message).toContain(clipboard);
  expect(await openedUrls(page)).toHaveLength(1);
  await expect(page).toHaveURL(/\/services\/sexologie-medicale$/);
});

test('when the maps service cannot be opened, the alert gives the address and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordWindowOpen(page, 'throws');
  await page.goto('/');
  const alert = acceptNextDialog(page);
  await page.locator('#contact').getByRole('link', { name: "Obtenir l'itinéraire" }).click();
  expect((await alert).message).toContain('20190');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('20190');
});
