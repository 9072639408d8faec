import { expect, test } from './support/page-errors';
import { onlyOpenedUrl, openedUrls, recordWindowOpen } from './showcase-helpers';

// Expected messages written out in full: a French greeting asking for an appointment, the
// speciality with its article ('la' / 'l''), a request for availability (spec section 7).
const GREETING = 'Bonjour Docteur, je souhaite prendre rendez-vous au cabinet.';
const ENDING = 'Pourriez-vous m’indiquer vos disponibilités ? Merci.';
const SERVICE_MESSAGES: Record<string, string> = {
  '/services/sexologie-medicale': `${GREETING} Ma demande concerne la sexologie médicale. ${ENDING}`,
  '/services/echographie-clinique': `${GREETING} Ma demande concerne l’échographie clinique. ${ENDING}`,
  '/services/medecine-generale': `${GREETING} Ma demande concerne la médecine générale. ${ENDING}`,
  '/services/psychosomatique': `${GREETING} Ma demande concerne la médecine psychosomatique. ${ENDING}`,
};

function chatText(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe('https://wa.me');
  expect(parsed.pathname).toMatch(/^\/\d{8,15}$/);
  return parsed.searchParams.get('text') ?? '';
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await recordWindowOpen(page);
});

for (const [path, message] of Object.entries(SERVICE_MESSAGES)) {
  test(`every booking button of ${path} names the service`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: 'Prendre Rendez-vous' }).first().click();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Prendre RDV' })
      .click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prendre RDV' }).click();
    await page.getByRole('link', { name: 'Prendre Rendez-vous' }).last().click();
    const urls = await openedUrls(page);
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(chatText(url)).toBe(message);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('booking buttons on the home page send the plain greeting', async ({ page }) => {
  await page.goto('/');
  await page.locator('#accueil').getByRole('link', { name: 'Prendre RDV' }).click();
  await page.locator('#contact').getByRole('link', { name: 'Prendre RDV' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Prendre RDV' }).click();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(3);
  for (const url of urls) expect(chatText(url)).toBe(`${GREETING} ${ENDING}`);
});

test('the consultation guide sends its own prefilled greeting and links to sexology', async ({ page }) => {
  await page.goto('/guides/preparer-consultation');
  await page.getByRole('main').getByRole('link', { name: 'Prendre Rendez-vous' }).click();
  const url = await onlyOpenedUrl(page);
  const text = chatText(url);
  expect(text).toMatch(/^Bonjour Docteur/);
  expect(text).toContain('guide');
  expect(text).toContain('disponibilités');
  await expect(page.getByRole('main').locator('a[href="/services/sexologie-medicale"]')).toBeVisible();
});

test('the ultrasound guide books for clinical ultrasound', async ({ page }) => {
  await page.goto('/guides/preparer-echographie');
  await page.getByRole('main').getByRole('link', { name: 'Prendre Rendez-vous' }).click();
  const url = await onlyOpenedUrl(page);
  expect(chatText(url)).toBe(SERVICE_MESSAGES['/services/echographie-clinique']);
});
