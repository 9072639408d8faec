import type { Page } from '@playwright/test';
import { toast } from './admin-auth-helpers';
import { signInAsAdmin } from './admin-cabinet-helpers';
import { allViolations } from './support/axe';
import { expect, test, withAddressPopupDismissed } from './support/page-errors';

/**
 * Decision 017: the practice's facts and closures, edited on 'Cabinet' and shown on every public
 * page, so these run alone (admin-cabinet.spec.ts has the checks that save nothing). Each test puts
 * back what it changed.
 */
test.describe.configure({ mode: 'serial' });

const casablancaDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

async function practiceJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((block) => [JSON.parse(block)].flat())
    .find((node) => [node['@type']].flat().includes('Physician'));
}

async function removePeriod(page: Page, label: string) {
  await page.goto('/admin/cabinet');
  await page.getByRole('button', { name: `Supprimer « ${label} »` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Période supprimée')).toBeVisible();
  await expect(page.getByRole('button', { name: `Supprimer « ${label} »` })).toHaveCount(0);
}

async function saveFacts(page: Page) {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toast(page, 'Cabinet mis à jour')).toBeVisible();
}

test('a saved phone number shows in the header, footer, contact section, a service page and the JSON-LD', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const phone = page.getByLabel('Téléphone', { exact: true });
  const previous = await phone.inputValue();
  await phone.fill('+212 5 22 98 76 54');
  await saveFacts(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Modifié : téléphone.' }).first()).toBeVisible();

  try {
    const visitor = await browser.newPage();
    await withAddressPopupDismissed(visitor);
    await visitor.goto('/');
    await expect(visitor.locator('header').getByRole('link', { name: '05 22 98 76 54' }).first()).toHaveAttribute(
      'href',
      'tel:+212522987654',
    );
    await expect(visitor.locator('footer').getByRole('link', { name: '05 22 98 76 54' })).toBeVisible();
    await expect(visitor.locator('#contact').getByRole('link', { name: '05 22 98 76 54' })).toBeVisible();
    expect((await practiceJsonLd(visitor)).telephone).toBe('+212522987654');
    await visitor.goto('/services/medecine-generale');
    await expect(visitor.getByRole('link', { name: 'Appeler le cabinet' })).toHaveAttribute(
      'href',
      'tel:+212522987654',
    );
    expect((await practiceJsonLd(visitor)).telephone).toBe('+212522987654');
    await visitor.close();
  } finally {
    await phone.fill(previous);
    await saveFacts(page);
  }
});

test('a closure starting tomorrow is announced on every page and in the JSON-LD; one that ended yesterday shows nothing', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const addPeriod = async (label: string, firstDay: string, lastDay: string) => {
    const form = page.getByRole('form', { name: 'Nouvelle période' });
    await form.getByLabel('Libellé').fill(label);
    await form.getByLabel('Premier jour').fill(firstDay);
    await form.getByLabel('Dernier jour').fill(lastDay);
    await form.getByLabel('Message (facultatif)').fill(`Message de ${label}.`);
    await form.getByRole('button', { name: 'Ajouter la période' }).click();
    await expect(toast(page, 'Période ajoutée')).toBeVisible();
  };
  await addPeriod('Fermeture passée', casablancaDay(-4), casablancaDay(-1));
  await addPeriod('Aïd al-Adha', casablancaDay(1), casablancaDay(2));
  try {
    await expect(page.getByRole('region', { name: 'Fermetures et horaires exceptionnels' })).not.toContainText(
      'Fermeture passée',
    );

    // A context of its own: axe needs one, and the visitor must not share the admin's session.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await withAddressPopupDismissed(visitor);
    for (const path of ['/', '/blog/communication-couple']) {
      await visitor.goto(path);
      const banner = visitor.getByRole('region', { name: 'Fermetures et horaires exceptionnels' });
      await expect(banner).toContainText('Aïd al-Adha : cabinet fermé du');
      await expect(banner).toContainText('Message de Aïd al-Adha.');
      await expect(banner).not.toContainText('Fermeture passée');
    }
    await visitor.goto('/');
    await expect(visitor.locator('#contact [data-special-hours]')).toContainText('Aïd al-Adha');
    await expect(visitor.locator('footer [data-special-hours]')).toContainText('Fermé');
    expect(await allViolations(visitor), 'the banner and the special hours pass axe').toEqual([]);
    expect((await practiceJsonLd(visitor)).specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({
        name: 'Aïd al-Adha',
        validFrom: casablancaDay(1),
        validThrough: casablancaDay(2),
        opens: '00:00',
        closes: '00:00',
      }),
    ]);
    await visitorContext.close();
  } finally {
    await removePeriod(page, 'Aïd al-Adha');
  }
});

test('during a closure the booking message names the reopening date', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const form = page.getByRole('form', { name: 'Nouvelle période' });
  await form.getByLabel('Libellé').fill('Congrès');
  await form.getByLabel('Premier jour').fill(casablancaDay(0));
  await form.getByLabel('Dernier jour').fill(casablancaDay(0));
  await form.getByRole('button', { name: 'Ajouter la période' }).click();
  await expect(toast(page, 'Période ajoutée')).toBeVisible();
  try {
    const visitor = await browser.newPage();
    await withAddressPopupDismissed(visitor);
    await visitor.goto('/services/echographie-clinique');
    const href = await visitor.getByRole('link', { name: 'Prendre Rendez-vous' }).first().getAttribute('href');
    const message = new URL(href!).searchParams.get('text');
    expect(message).toContain('Ma demande concerne l’échographie clinique.');
    expect(message).toMatch(
      /Je sais que le cabinet est fermé\u00a0: un rendez-vous à partir de sa réouverture, le \S+ \d+(er)? \S+ \d{4}, me conviendrait\./,
    );
    await visitor.close();
  } finally {
    await removePeriod(page, 'Congrès');
  }
});

test('the address popup switched off shows no popup', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const popupSwitch = page.getByRole('switch', { name: 'Afficher la fenêtre sur le site public' });
  await popupSwitch.click();
  await expect(popupSwitch).toHaveAttribute('aria-checked', 'false');
  await saveFacts(page);

  try {
    const visitor = await browser.newPage();
    // Past the popup's 1.5 s delay on the page's clock instead of waiting (decision 051).
    await visitor.clock.install();
    await visitor.goto('/');
    await visitor.clock.runFor(2500);
    await expect(visitor.getByRole('dialog', { name: 'Nouvelle Adresse du Cabinet' })).toHaveCount(0);
    await visitor.close();
  } finally {
    await popupSwitch.click();
    await saveFacts(page);
  }
});

test('hiding a testimonial on Cabinet removes it from the home page; showing it again brings it back', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const testimonials = page.getByRole('region', { name: 'Avis de patients' });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await withAddressPopupDismissed(visitor);
  const homeReviews = async () => {
    await visitor.goto('/');
    return visitor.locator('#avis figcaption').allTextContents();
  };
  expect((await homeReviews()).join('\n')).toMatch(/Karim B\.\s*il y a 2\ssemaines/);

  await testimonials.getByRole('button', { name: 'Masquer l’avis de Salma' }).click();
  await expect(toast(page, 'Avis masqué')).toBeVisible();
  try {
    await expect(testimonials.locator('[data-testimonial="Salma"]')).toContainText('Masqué');
    await expect(async () => {
      const names = await homeReviews();
      expect(names.join('\n')).not.toContain('Salma');
      expect(names).toHaveLength(7);
    }).toPass();
  } finally {
    await testimonials.getByRole('button', { name: 'Afficher l’avis de Salma' }).click();
    await expect(toast(page, 'Avis affiché')).toBeVisible();
  }
  await expect(async () => expect((await homeReviews()).join('\n')).toContain('Salma')).toPass();
  await visitorContext.close();
});

test('testimonials show stars only for a rating the patient gave: none for the demo ones, 4 once entered on Cabinet', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const testimonials = page.getByRole('region', { name: 'Avis de patients' });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const salmaCard = async () => {
    await visitor.goto('/');
    return visitor.locator('#avis figure').filter({ hasText: 'Salma' }).first().textContent();
  };
  await visitor.goto('/');
  await expect(visitor.locator('#avis figure').first()).toBeAttached();
  expect(await visitor.locator('#avis').textContent()).not.toContain('sur 5');

  const rate = async (rating: string) => {
    await testimonials.getByRole('button', { name: 'Modifier l’avis de Salma' }).click();
    await testimonials
      .locator('[data-testimonial="Salma"]')
      .getByLabel('Note donnée par le patient (facultatif)')
      .selectOption(rating);
    await testimonials.getByRole('button', { name: 'Enregistrer l’avis de Salma' }).click();
    await expect(toast(page, 'Avis enregistré')).toBeVisible();
  };
  await rate('4');
  try {
    await expect(async () => expect(await salmaCard()).toContain('Note\u00a0: 4 sur 5')).toPass();
    expect(await visitor.locator('#avis').textContent()).not.toContain('5 sur 5');
  } finally {
    await rate('');
  }
  await expect(async () => expect(await salmaCard()).not.toContain('sur 5')).toPass();
  await visitorContext.close();
});
