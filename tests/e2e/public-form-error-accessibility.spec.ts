import { expect, test } from './support/page-errors';

/**
 * What a reader with assistive technology meets after the question form's errors (decision 039):
 * each field keeps its help text however many answers came back, and the send button's focus
 * ring is visible on white (WCAG 2.2, 1.4.11: 3:1).
 */
// Not the article whose questions article-questions.spec.ts closes.
const ARTICLE_PATH = '/blog/role-des-preliminaires';

function luminance([red, green, blue]: number[]): number {
  const [r, g, b] = [red!, green!, blue!].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast against white of a computed colour, its alpha laid over white. */
function contrastOnWhite(color: string): number {
  const [red = 0, green = 0, blue = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const over = [red, green, blue].map((channel) => channel * alpha + 255 * (1 - alpha));
  return 1.05 / (luminance(over) + 0.05);
}

test('after a refused field and then a server error, every field still names its help text', async ({ page }) => {
  const answers = [
    { status: 400, body: { ok: false, message: 'À corriger.', fieldErrors: { email: 'Adresse e-mail invalide.' } } },
    { status: 500, body: { ok: false, message: 'Le message n’a pas pu être enregistré.', fieldErrors: {} } },
  ];
  await page.route('**/api/questions', (route) => {
    const next = answers.shift()!;
    return route.fulfill({ status: next.status, json: next.body });
  });
  await page.goto(ARTICLE_PATH);
  const form = page.locator('form[data-public-form="question"]');
  const email = form.getByLabel('E-mail, seulement pour être averti de la réponse (facultatif)');
  await form.getByLabel('Pseudonyme').fill('Lectrice');
  await form.getByLabel('Votre question').fill('Une question sur le sommeil.');
  await email.fill('lectrice@example.com');
  await expect(email).toHaveAttribute('aria-describedby', 'champ-email-aide');

  await form.getByRole('button', { name: 'Envoyer ma question' }).click();
  await expect(form.locator('#champ-email-erreur')).toHaveText('Adresse e-mail invalide.');
  await expect(email).toHaveAttribute('aria-describedby', 'champ-email-aide champ-email-erreur');
  await expect(email).toHaveAccessibleDescription(/Jamais affiché.*Adresse e-mail invalide\./);

  await form.getByRole('button', { name: 'Envoyer ma question' }).click();
  await expect(form.locator('#question-message')).toContainText('n’a pas pu être enregistré');
  await expect(form.locator('#champ-email-erreur')).toHaveCount(0);
  await expect(email).toHaveAttribute('aria-describedby', 'champ-email-aide');
  await expect(email).toHaveAccessibleDescription(
    'Jamais affiché, utilisé une seule fois pour vous prévenir, puis effacé.',
  );
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

test('the send button’s focus ring stands out from white by at least 3:1', async ({ page }) => {
  await page.goto(ARTICLE_PATH);
  const form = page.locator('form[data-public-form="question"]');
  await form.getByLabel('E-mail, seulement pour être averti de la réponse (facultatif)').focus();
  await page.keyboard.press('Tab');
  const button = form.getByRole('button', { name: 'Envoyer ma question' });
  await expect(button).toBeFocused();
  const ring = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.outlineColor, width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrastOnWhite(ring.color)).toBeGreaterThanOrEqual(3);
});
