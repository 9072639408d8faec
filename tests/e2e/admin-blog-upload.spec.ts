import sharp from 'sharp';
import { toast } from './admin-auth-helpers';
import { signInAsEditor } from './admin-blog-helpers';
import { expect, test } from './support/page-errors';

const FIVE_MB = 5 * 1024 * 1024;

function picture(format: 'png' | 'jpeg' | 'webp') {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f7a8c' } })
    .toFormat(format)
    .toBuffer();
}

/** A real JPEG padded after its end marker to exactly `size` bytes (decoders ignore the tail). */
async function jpegOfSize(size: number) {
  const jpeg = await picture('jpeg');
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

test.describe('featured image upload (spec sections 5, 8)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page, '/admin/blog/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Illustration du test');
  });

  for (const [format, mimeType, name] of [
    ['png', 'image/png', 'schema.png'],
    ['jpeg', 'image/jpeg', 'photo.jpg'],
    ['webp', 'image/webp', 'dessin.webp'],
  ] as const) {
    test(`uploads a ${format} and shows it with its alternative text`, async ({ page }) => {
      await page
        .getByLabel(/Choisir ou déposer une image/)
        .setInputFiles({ name, mimeType, buffer: await picture(format) });
      await expect(
        toast(page, 'Image uploadée').filter({ hasText: "L'image a été ajoutée avec succès" }).last(),
      ).toBeVisible();
      const image = page.getByRole('img', { name: 'Illustration du test' });
      await expect(image).toBeVisible();
      await expect(page.getByLabel('Texte alternatif')).toHaveValue('Illustration du test');
      const src = await image.getAttribute('src');
      expect(src).toMatch(new RegExp(`^/uploads/\\d{13}-[0-9a-f]{12}\\.${name.split('.')[1]}$`));
      const served = await page.request.get(src!);
      expect(served.headers()['content-type']).toBe(mimeType);
      expect(served.headers()['cache-control']).toContain('immutable');
      await page.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText('Choisir ou déposer une image')).toBeVisible();
    });
  }

  test('a 6.5 MB phone photo is taken like in the body: scaled down in the browser under 5 Mo, then sent', async ({
    page,
  }) => {
    // Making a 12-megapixel photo, then reading and re-encoding it in the browser, is slow on a loaded machine.
    test.setTimeout(180_000);
    const phonePhoto = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 120, g: 150, b: 180 },
        noise: { type: 'gaussian', mean: 128, sigma: 28 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(phonePhoto.length).toBeGreaterThan(6_500_000);
    // The server refuses anything over 5 MB (413): its 201 says the browser scaled the photo down.
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/uploads'), {
      timeout: 60_000,
    });
    await page
      .getByLabel(/Choisir ou déposer une image/)
      .setInputFiles({ name: 'IMG_3077.jpg', mimeType: 'image/jpeg', buffer: phonePhoto });
    expect((await answered).status()).toBe(201);
    await expect(toast(page, 'Image uploadée').last()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: 'Illustration du test' })).toHaveAttribute('src', /^\/uploads\//);
  });

  test('the server takes exactly 5 MB and refuses one byte more', async ({ page }) => {
    const exact = await page.request.post('/api/admin/uploads', {
      data: await jpegOfSize(FIVE_MB),
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'cinq.jpg' },
    });
    expect(exact.status()).toBe(201);
    const over = await page.request.post('/api/admin/uploads', {
      data: await jpegOfSize(FIVE_MB + 1),
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'trop.jpg' },
    });
    expect(over.status()).toBe(413);
    expect(await over.json()).toEqual({ error: 'L’image ne peut pas dépasser 5\u00a0Mo.' });
  });

  test('a text file named .png is refused', async ({ page }) => {
    await page.getByLabel(/Choisir ou déposer une image/).setInputFiles({
      name: 'faux.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Ceci est du texte, pas une image.'),
    });
    await expect(
      toast(page, 'Image refusée')
        .filter({ hasText: 'Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).' })
        .last(),
    ).toBeVisible();
    await expect(page.getByText('Choisir ou déposer une image')).toBeVisible();
  });

  test('a JPEG with a GPS position comes back without any EXIF', async ({ page }) => {
    const withGps = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TelephoneTest' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '7/1 38/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    await page
      .getByLabel(/Choisir ou déposer une image/)
      .setInputFiles({ name: 'gps.jpg', mimeType: 'image/jpeg', buffer: withGps });
    await expect(toast(page, 'Image uploadée').last()).toBeVisible();
    const src = await page.getByRole('img', { name: 'Illustration du test' }).getAttribute('src');
    const stored = await (await page.request.get(src!)).body();
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TelephoneTest'))).toBe(false);
  });

  test('an upload without a session is refused', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await anonymous.post('/api/admin/uploads', {
      data: await picture('png'),
      headers: { 'content-type': 'image/png' },
    });
    expect(response.status()).toBe(401);
    await anonymous.dispose();
  });
});
