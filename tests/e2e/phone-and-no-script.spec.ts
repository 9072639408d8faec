import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { withFillTimeSpent } from './support/public-form-time';

/*
 * On a phone, with and without JavaScript: the menu opens as a `<details>`, what a link or an
 * error sends the visitor to stops below the sticky header, and a form refused without script is
 * answered inside the site's layout with what was typed.
 */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

/** How far below the sticky header's bottom edge `target` stands (negative: hidden under it). */
async function belowHeader(page: Page, target: Locator): Promise<number> {
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  return top - headerBottom;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ☰ menu opens, with the search field and the site’s links', async ({ page }) => {
    await page.goto('/services/psychosomatique');
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await expect(menu).toBeHidden();
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await menu.getByRole('searchbox', { name: 'Rechercher dans le site' }).fill('écho');
    await menu.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/blog\/recherche\?q=%C3%A9cho$/);
  });

  test('a refused request is answered in the site’s layout with what was typed and the error beside its field', async ({
    page,
  }) => {
    await withFillTimeSpent(page, 'rendez-vous', '/rendez-vous');
    await page.goto('/rendez-vous?service=medecine-generale');
    const halfDay = page.getByLabel('Demi-journée souhaitée');
    const first = await halfDay.locator('option:not([value=""])').first().getAttribute('value');
    await halfDay.selectOption(first!);
    await page.getByLabel('Nom et prénom').fill('Salma Bennani');
    await page.getByLabel('Téléphone (Maroc)').fill('12');
    await page.getByLabel('Comment vous répondre').selectOption({ label: 'Me répondre par WhatsApp' });
    await page.getByRole('checkbox', { name: /J’accepte que le cabinet utilise ces informations/ }).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Votre message n’a pas été envoyé' })).toBeVisible();
    // The site's header and its menu, the form in the page's main content.
    await expect(page.locator('header summary', { hasText: 'Menu' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Nom et prénom')).toHaveValue('Salma Bennani');
    const phone = page.getByRole('main').getByLabel('Téléphone (Maroc)');
    await expect(phone).toHaveValue('12');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});

test('with JavaScript, the field an error sends the visitor back to is not hidden under the sticky header', async ({
  page,
}) => {
  await withFillTimeSpent(page, 'rendez-vous', '/rendez-vous');
  await page.goto('/rendez-vous?service=medecine-generale');
  // The visitor is down at the button; the first field to correct is far above.
  const send = page.getByRole('button', { name: 'Envoyer ma demande' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect.poll(() => belowHeader(page, focused)).toBeGreaterThanOrEqual(0);
});

test('a link to a section of a page stops below the sticky header', async ({ page }) => {
  await page.goto('/politique-de-confidentialite#questions');
  const heading = page.locator('h2#questions');
  await expect(heading).toBeVisible();
  await expect.poll(() => belowHeader(page, heading)).toBeGreaterThanOrEqual(0);
});
