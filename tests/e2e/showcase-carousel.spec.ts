import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';

// Spec section 9: 8 reviews, autoplay every 5000 ms, loops, stops on interaction.
const carousel = (page: Page) => page.getByRole('region', { name: 'Avis de patients' });
const trackTransform = (page: Page) =>
  carousel(page)
    .locator('[aria-roledescription="diapositive"]')
    .first()
    .locator('..')
    .evaluate((track) => getComputedStyle(track).transform);

/**
 * How much of a slide's width shows inside the carousel's viewport. Horizontal only: on a phone
 * a slide can be taller than the part of the page left on screen after the click scrolls to the
 * buttons, which says nothing about where the carousel stopped.
 */
const shareShownInCarousel = (page: Page, name: string) =>
  carousel(page)
    .getByRole('group', { name })
    .evaluate((slide) => {
      const shown = slide.parentElement!.parentElement!.getBoundingClientRect();
      const box = slide.getBoundingClientRect();
      return Math.max(0, Math.min(box.right, shown.right) - Math.max(box.left, shown.left)) / box.width;
    });

/** The track's position once Embla's scroll animation has come to rest. */
async function settledTransform(page: Page): Promise<string> {
  let previous = await trackTransform(page);
  for (;;) {
    await page.waitForTimeout(250);
    const current = await trackTransform(page);
    if (current === previous) return current;
    previous = current;
  }
}

test('the testimonials advance on their own every 5 s and stop when the visitor steps through them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Through the 5 s autoplay delay on the page's clock instead of waiting (decision 051).
  await page.clock.install();
  await page.goto('/#avis');
  await expect(carousel(page).locator('[aria-roledescription="diapositive"]')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Mettre en pause le défilement' })).toBeVisible();
  const start = await trackTransform(page);
  await page.clock.runFor(3500);
  expect(await trackTransform(page)).toBe(start);
  await expect.poll(() => trackTransform(page), { timeout: 4000 }).not.toBe(start);

  await page.getByRole('button', { name: 'Avis suivant' }).click();
  await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
  const afterClick = await settledTransform(page);
  await page.clock.runFor(5600);
  expect(await trackTransform(page)).toBe(afterClick);
});

test('the carousel loops from the first review back to the last', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#avis');
  await page.getByRole('button', { name: 'Avis précédent' }).click();
  await expect.poll(() => shareShownInCarousel(page, '8 sur 8')).toBeGreaterThan(0.95);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the testimonials never move by themselves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/#avis');
    await expect(page.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
    const start = await trackTransform(page);
    await page.clock.runFor(6000);
    expect(await trackTransform(page)).toBe(start);
  });
});
