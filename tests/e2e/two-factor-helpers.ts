import { expect, type Page } from '@playwright/test';
import { totpCode } from '../support/totp';
import { openE2eDatabase } from './support/e2e-database';
import { toast } from './admin-auth-helpers';

/**
 * Turns two-factor on from the page in front of it (Mon compte or the required set-up page):
 * password, QR code and key, first code, recovery codes (copied with « Copier »). Returns the key and the codes.
 */
export async function setUpTwoFactor(
  page: Page,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByLabel('Mot de passe (pour confirmer)').fill(password);
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(/Saisissez le code à 6 chiffres/).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(toast(page, 'Double authentification activée')).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Codes de secours' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  // Without look-alikes (0/O, 1/l/I), so a code copied by hand is typed right.
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(toast(page, 'Codes copiés')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'));
  await page.getByRole('button', { name: 'J’ai noté mes codes de secours' }).click();
  return { secret, recoveryCodes };
}

/** A code of the next 30-second step when the current one is about to end (avoids a race with the clock). */
export function freshCode(secret: string): string {
  const intoStep = Date.now() % 30_000;
  return totpCode(secret, intoStep > 27_000 ? Date.now() + 3_000 : Date.now());
}

/** The admins' requirement, switched on behind the back office (the staff page's switch has its own test). */
export function requireTwoFactor(): void {
  const database = openE2eDatabase();
  try {
    database.prepare("INSERT OR REPLACE INTO app_settings (key, value) VALUES ('two_factor_required', 'true')").run();
  } finally {
    database.close();
  }
}

/** Puts the admins' requirement back as the other specs expect it: off. */
export function stopRequiringTwoFactor(): void {
  const database = openE2eDatabase();
  try {
    database.prepare("DELETE FROM app_settings WHERE key = 'two_factor_required'").run();
  } finally {
    database.close();
  }
}
