import { expect, test } from './support/page-errors';

test('a header anchor on a service page goes to the home section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services/sexologie-medicale');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/#apropos$/);
  await expect(page.locator('#apropos')).toBeInViewport();

  await page.goto('/guides/preparer-echographie');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('on a phone, an address with a home section lands on it once the sections around it are laid out', async ({
  page,
}) => {
  // The lower sections are laid out only near the screen: the browser's own jump uses their
  // estimated heights. The section must end up under the header (its scroll margin, 80 px).
  await page.setViewportSize({ width: 375, height: 812 });
  for (const section of ['avis', 'contact', 'services']) {
    await page.goto(`/#${section}`);
    await expect
      .poll(() => page.locator(`#${section}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(80);
    await page.waitForTimeout(500);
    expect(
      await page.locator(`#${section}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      section,
    ).toBe(80);
  }
});

test('a malformed fragment in the address leaves the page working', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#%E0');
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu mobile' })).toBeVisible();
});

test('the home page has the sections of the spec', async ({ page }) => {
  await page.goto('/');
  for (const id of ['accueil', 'apropos', 'services', 'avis', 'contact']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: /Plus d'informations/ })).toHaveCount(4);
  for (const path of [
    '/services/sexologie-medicale',
    '/services/echographie-clinique',
    '/services/medecine-generale',
    '/services/psychosomatique',
  ]) {
    await expect(page.locator(`#services a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(page.locator('a[href="/guides/preparer-consultation"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/guides/preparer-echographie"]').first()).toBeVisible();
  for (const number of ['141', '19', '15', '112']) {
    await expect(page.locator(`#contact a[href="tel:${number}"]`)).toHaveCount(1);
  }
});

test('the mobile menu at 375 px opens, closes with Escape and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/services/medecine-generale');
  const toggle = page.locator('summary', { hasText: 'Menu' });
  const disclosure = page.locator('details[data-menu]');
  await expect(disclosure).not.toHaveAttribute('open');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();

  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeVisible();
  await expect(disclosure).toHaveAttribute('open', '');
  for (const label of ['Accueil', 'À propos', 'Services', 'Blog', 'Contact']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Prendre RDV' })).toBeVisible();
  await expect(menu.locator('a[href^="tel:"]')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('summary', { hasText: 'Menu' })).toBeFocused();

  await page.locator('summary', { hasText: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('#services')).toBeInViewport();

  await page.locator('summary', { hasText: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toBeHidden();
});

test('the skip link moves to the main content', async ({ page }) => {
  await page.goto('/services/psychosomatique');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenu')).toBeFocused();
});

test('on the home page, the menu’s « Contact » ends with the contact section under the header, on a phone and a desktop, every time', async ({
  page,
}) => {
  // The sections it passes are laid out only near the screen: a jump aimed at their estimated
  // heights stops short (phone) or beyond (desktop). Under the header is the section's scroll margin, 80 px.
  const contactTop = () =>
    page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top));
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      if (viewport.width < 1024) {
        await page.locator('summary', { hasText: 'Menu' }).click();
        await page
          .getByRole('navigation', { name: 'Menu mobile' })
          .getByRole('link', { name: 'Contact', exact: true })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Navigation principale' })
          .getByRole('link', { name: 'Contact' })
          .click();
      }
      await expect(page).toHaveURL(/\/#contact$/);
      await expect.poll(contactTop, `${viewport.width} px, attempt ${attempt}`).toBe(80);
      await page.waitForTimeout(500);
      expect(await contactTop(), `${viewport.width} px, attempt ${attempt}`).toBe(80);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
  }
});

for (const width of [375, 390, 1366]) {
  test(`at ${width} px the practice's name is shown whole in the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/services/sexologie-medicale');
    const name = page.getByRole('banner').getByText('Cabinet Médical Sidi Maarouf', { exact: true });
    await expect(name).toBeVisible();
    const box = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      const header = element.closest('header')?.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return {
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
        textOverflow: style.textOverflow,
        inHeader:
          header !== undefined && own.left >= header.left && own.right <= header.right && own.bottom <= header.bottom,
      };
    });
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(box.textOverflow).not.toBe('ellipsis');
    expect(box.inHeader).toBe(true);
  });
}
