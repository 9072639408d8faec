import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/blog/post-form-image';
import { findBlogImageByFilename } from '../support/stored-rows';
import { ImageRejectedError, TOO_LONG_SIDE_MESSAGE } from '@/server/images/process-image';
import { BodyTooLargeError, readLimitedBody } from '@/server/http/read-limited-body';
import { storeUploadedImage } from '@/server/images/store-upload';
import { localStorage } from '@/server/storage/local-storage';
import { blackPng } from '../support/tall-png';
import { blogImageCount, storageFailingOnPut, withBlogImagesUnwritable } from '../support/failing-upload';

const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-uploads-'));
const storage = localStorage(folder);

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2a7f8f' } });
}

function streamOf(bytes: Buffer, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

describe('readLimitedBody', () => {
  it('takes exactly 5 MB and refuses one byte more', async () => {
    const exact = Buffer.alloc(MAX_IMAGE_BYTES, 1);
    expect((await readLimitedBody(streamOf(exact), MAX_IMAGE_BYTES)).length).toBe(MAX_IMAGE_BYTES);
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1, 1);
    await expect(readLimitedBody(streamOf(over), MAX_IMAGE_BYTES)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('storeUploadedImage', () => {
  it.each([
    ['photo.png', 'png', 'image/png'],
    ['photo.JPG', 'jpg', 'image/jpeg'],
    ['photo.webp', 'webp', 'image/webp'],
  ] as const)(
    'stores %s re-encoded at two widths with a unique name and a blog_images row',
    async (name, extension, mime) => {
      const format = mime.split('/')[1] as 'png' | 'jpeg' | 'webp';
      const bytes = await picture(2400, 1200).toFormat(format).toBuffer();
      const image = await storeUploadedImage(bytes, name, storage);
      expect(image.filename).toMatch(new RegExp(`^\\d{13}-[0-9a-f]{12}\\.${extension}$`));
      expect(image.url).toBe(`/uploads/${image.filename}`);
      expect(image.mime_type).toBe(mime);
      expect(image.original_name).toBe(name);

      const large = await sharp(readFileSync(path.join(folder, image.filename))).metadata();
      expect(large).toMatchObject({ width: 1600, height: 800, format });
      const card = await sharp(readFileSync(path.join(folder, image.filename.replace('.', '-w800.')))).metadata();
      expect(card).toMatchObject({ width: 800, height: 400, format });
      expect(await findBlogImageByFilename(image.filename)).toMatchObject({ url: image.url, mime_type: mime });
    },
  );

  it('strips EXIF with GPS position from a JPEG', async () => {
    const bytes = await picture(640, 480)
      .jpeg()
      .withExif({ IFD0: { Make: 'CameraTest' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 0/1' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const image = await storeUploadedImage(bytes, 'gps.jpg', storage);
    const stored = readFileSync(path.join(folder, image.filename));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('CameraTest'))).toBe(false);
  });

  it('judges the type by the bytes: a text file named .png is refused, a JPEG named .png becomes .jpg', async () => {
    await expect(storeUploadedImage(Buffer.from('pas une image'), 'faux.png', storage)).rejects.toThrow(
      new ImageRejectedError('Seules les images PNG, JPEG et WebP sont acceptées'),
    );
    const gif = await picture(10, 10).gif().toBuffer();
    await expect(storeUploadedImage(gif, 'anime.gif', storage)).rejects.toBeInstanceOf(ImageRejectedError);
    const jpeg = await picture(10, 10).jpeg().toBuffer();
    expect((await storeUploadedImage(jpeg, 'mal-nomme.png', storage)).filename).toMatch(/\.jpg$/);
  });

  it('refuses an image over 40 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(storeUploadedImage(huge, 'grand.png', storage)).rejects.toThrow(
      'L’image est trop grande (40 mégapixels au maximum)',
    );
  });

  it('refuses a strip of 1 × 39,900,000 pixels from its header, within a second', async () => {
    const strip = blackPng(1, 39_900_000);
    const started = performance.now();
    await expect(storeUploadedImage(strip, 'bande.png', storage)).rejects.toThrow(
      new ImageRejectedError(TOO_LONG_SIDE_MESSAGE),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('stores nothing when the second size cannot be stored: no file left, no row', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'cabinet-uploads-failing-'));
    const rowsBefore = await blogImageCount();
    const bytes = await picture(2400, 1200).png().toBuffer();
    await expect(storeUploadedImage(bytes, 'coupure.png', storageFailingOnPut(localStorage(empty), 2))).rejects.toThrow(
      'Stockage indisponible',
    );
    expect(readdirSync(empty)).toEqual([]);
    expect(await blogImageCount()).toBe(rowsBefore);
  });

  it('removes both stored sizes when the blog_images row cannot be written', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'cabinet-uploads-failing-'));
    const rowsBefore = await blogImageCount();
    const bytes = await picture(2400, 1200).png().toBuffer();
    await expect(
      withBlogImagesUnwritable(() => storeUploadedImage(bytes, 'sans-ligne.png', localStorage(empty))),
    ).rejects.toThrow();
    expect(readdirSync(empty)).toEqual([]);
    expect(await blogImageCount()).toBe(rowsBefore);
  });
});

describe('local upload storage', () => {
  it('leaves no partial file behind when a put fails', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'cabinet-uploads-failing-'));
    // A non-empty folder under the final name: the write succeeds, the rename onto it cannot.
    mkdirSync(path.join(empty, '1763700000000-0123456789ab.png'));
    writeFileSync(path.join(empty, '1763700000000-0123456789ab.png', 'occupe'), '');
    await expect(
      localStorage(empty).put('1763700000000-0123456789ab.png', Buffer.from('octets'), 'image/png'),
    ).rejects.toThrow();
    expect(readdirSync(empty)).toEqual(['1763700000000-0123456789ab.png']);
  });
});
