import { expect, test, withAddressPopupDismissed } from './support/page-errors';

const SLUG = 'communication-couple';

type Page = import('@playwright/test').Page;

function carouselTrack(page: Page) {
  return page
    .getByRole('region', { name: 'Articles Recommandés' })
    .locator('[aria-roledescription="diapositive"]')
    .first()
    .locator('..');
}

/** Embla takes over only when the carousel nears the screen: scroll down to it as a reader would. */
async function reachCarousel(page: Page) {
  await page.getByRole('region', { name: 'Articles Recommandés' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Article suivant' })).toBeEnabled();
}

test('the carousel starts only once the reader nears it, and scrolls natively until then', async ({ page }) => {
  await page.goto(`/blog/${SLUG}`);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('button', { name: 'Article suivant' })).toBeDisabled();
  const viewport = carouselTrack(page).locator('..');
  expect(await viewport.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');

  await reachCarousel(page);
  expect(await viewport.evaluate((element) => getComputedStyle(element).overflowX)).toBe('hidden');
});

test('when the carousel engine cannot be downloaded, the row keeps scrolling natively', async ({ page }) => {
  await page.route('**/_next/static/site/embla-*', (route) => route.abort());
  await page.goto(`/blog/${SLUG}`);
  await page.getByRole('region', { name: 'Articles Recommandés' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('button', { name: 'Article suivant' })).toBeDisabled();
  expect(
    await carouselTrack(page)
      .locator('..')
      .evaluate((element) => getComputedStyle(element).overflowX),
  ).toBe('auto');
});

test('the carousel advances by itself, and the buttons move it', async ({ page }) => {
  // Past the 5 s autoplay delay on the page's clock instead of waiting (decision 051).
  await page.clock.install();
  await page.goto(`/blog/${SLUG}`);
  const track = carouselTrack(page);
  await reachCarousel(page);
  const start = await track.evaluate((element) => element.style.transform);
  await page.clock.runFor(5_000);
  await expect.poll(() => track.evaluate((element) => element.style.transform)).not.toBe(start);

  const afterAutoplay = await track.evaluate((element) => element.style.transform);
  await page.getByRole('button', { name: 'Article suivant' }).click();
  await expect.poll(() => track.evaluate((element) => element.style.transform)).not.toBe(afterAutoplay);
});

test('hovering pauses the carousel, leaving restarts it, a button press stops it for good', async ({ page }) => {
  // Past the 5 s autoplay delay on the page's clock instead of waiting (decision 051).
  await page.clock.install();
  await page.goto(`/blog/${SLUG}`);
  const carousel = page.getByRole('group', { name: 'Articles Recommandés' });
  await reachCarousel(page);
  const track = carouselTrack(page);
  // Whole pixels: Embla's easing ends a hair away from the final position for a moment.
  const transform = () =>
    track.evaluate((element) => Math.round(new DOMMatrix(getComputedStyle(element).transform).m41));

  await carousel.hover();
  await page.waitForTimeout(1_500);
  const whileHovered = await transform();
  await page.clock.runFor(5_000);
  expect(await transform()).toBe(whileHovered);

  await page.mouse.move(0, 0);
  await expect.poll(transform, { timeout: 6_000 }).not.toBe(whileHovered);

  await page.getByRole('button', { name: 'Article suivant' }).click();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(1_500);
  const afterClick = await transform();
  await page.clock.runFor(5_000);
  expect(await transform()).toBe(afterClick);
});

test('no autoplay when the visitor prefers reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await withAddressPopupDismissed(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`/blog/${SLUG}`);
  await reachCarousel(page);
  const track = carouselTrack(page);
  const start = await track.evaluate((element) => element.style.transform);
  await page.clock.runFor(5_000);
  expect(await track.evaluate((element) => element.style.transform)).toBe(start);
  await context.close();
});

test('following a "Lire" link opens that article at the top of the page', async ({ page }) => {
  await page.goto(`/blog/${SLUG}`);
  const region = page.getByRole('region', { name: 'Articles Recommandés' });
  await reachCarousel(page);
  await region.hover();
  // The slides outside the clipped viewport are in the DOM too: take one the visitor can see.
  const links = region.getByRole('link', { name: 'Lire', exact: true });
  const frame = (await region.boundingBox())!;
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON()),
  );
  const index = boxes.findIndex((box) => box.left >= frame.x && box.right <= frame.x + frame.width);
  const link = links.nth(index);
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
