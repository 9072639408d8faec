import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { findBlogImageByFilename, insertBlogImage } from '@/server/images/blog-images';
import { storeUploadedImage, uniqueImageKey } from '@/server/images/store-upload';
import { backfillMediaSizes } from '@/server/media/backfill-sizes';
import {
  articlesUsing,
  deleteMediaIfUnused,
  listMedia,
  recordAltOfUpload,
  updateMediaAlt,
} from '@/server/media/media-library';
import { mediaSizesFor } from '@/server/media/media-sizes';
import { localStorage } from '@/server/storage/local-storage';
import { makePost } from '../support/factories';
import { filterMedia } from '@/lib/media/media-item';

const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-media-'));
const storage = localStorage(folder);
const stored = (key: string) => path.join(folder, key);

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#7a4f2a' } })
    .jpeg()
    .toBuffer();
}

describe('media records', () => {
  it('records the size of the stored original and its web widths, each copy stored in JPEG and WebP', async () => {
    const image = await storeUploadedImage(await photo(3000, 2000), 'salle.jpg', storage);
    expect(image).toMatchObject({ width: 1600, height: 1067, widths: [480, 800, 1200, 1600], alt_text: null });
    expect(await findBlogImageByFilename(image.filename)).toMatchObject({
      width: 1600,
      height: 1067,
      widths: [480, 800, 1200, 1600],
    });
    const stem = image.filename.replace('.jpg', '');
    for (const width of [480, 800, 1200]) {
      expect((await sharp(readFileSync(stored(`${stem}-w${width}.jpg`))).metadata()).width).toBe(width);
    }
    for (const width of [480, 800, 1200, 1600]) {
      expect((await sharp(readFileSync(stored(`${stem}-w${width}.webp`))).metadata()).format).toBe('webp');
    }
    expect((await sharp(readFileSync(stored(image.filename))).metadata()).width).toBe(1600);
  });

  it('never upscales: a 700 px image is recorded with 480 and its own width only', async () => {
    const image = await storeUploadedImage(await photo(700, 400), 'petite.jpg', storage);
    expect(image.widths).toEqual([480, 700]);
    expect(existsSync(stored(image.filename.replace('.jpg', '-w800.jpg')))).toBe(false);
    const sizes = await mediaSizesFor([`/uploads/${image.filename}`, 'https://ailleurs.example/x.jpg', null]);
    expect([...sizes.entries()]).toEqual([[image.filename, { width: 700, height: 400, widths: [480, 700] }]]);
  });

  it('keeps an edited alternative text', async () => {
    const image = await storeUploadedImage(await photo(600, 400), 'accueil.jpg', storage);
    expect(await updateMediaAlt(image.id, 'L’accueil du cabinet')).toBe(true);
    expect((await findBlogImageByFilename(image.filename))?.alt_text).toBe('L’accueil du cabinet');
    expect(await updateMediaAlt(crypto.randomUUID(), 'x')).toBe(false);
  });
});

describe('the alternative text typed when an image is put in an article', () => {
  it('becomes the médiathèque’s when it has none, and never replaces one written there', async () => {
    const image = await storeUploadedImage(await photo(600, 400), 'salle.jpg', storage);
    expect(await recordAltOfUpload(image.url, 'La salle d’attente')).toBe(true);
    expect((await findBlogImageByFilename(image.filename))?.alt_text).toBe('La salle d’attente');
    expect(await recordAltOfUpload(image.url, 'Un autre texte')).toBe(false);
    expect((await findBlogImageByFilename(image.filename))?.alt_text).toBe('La salle d’attente');
    expect(await recordAltOfUpload('https://ailleurs.example/x.jpg', 'x')).toBe(false);
  });

  it('is found by the médiathèque’s search', async () => {
    const image = await storeUploadedImage(await photo(600, 400), 'IMG_2041.jpg', storage);
    await recordAltOfUpload(image.url, 'Le fauteuil d’examen');
    const found = filterMedia(await listMedia(), 'fauteuil', false);
    expect(found.map((item) => item.id)).toEqual([image.id]);
  });
});

describe('media usage', () => {
  it('finds the articles using an upload as featured image or in their body, and lists them with it', async () => {
    const image = await storeUploadedImage(await photo(900, 600), 'usage.jpg', storage);
    const unused = await storeUploadedImage(await photo(900, 600), 'libre.jpg', storage);
    const featured = await makePost({ title: 'Article à la une', featured_image_url: image.url });
    const inBody = await makePost({ title: 'Article illustré', content: `Texte\n\n![Photo](${image.url})` });
    expect((await articlesUsing(image.filename)).map((use) => use.id).sort()).toEqual([featured.id, inBody.id].sort());
    const listed = await listMedia();
    expect(listed.find((item) => item.id === image.id)?.used_by.map((use) => use.title)).toEqual([
      'Article à la une',
      'Article illustré',
    ]);
    expect(listed.find((item) => item.id === unused.id)?.used_by).toEqual([]);
  });

  it('refuses to delete an upload while an article uses it, naming the article, then deletes every copy once unused', async () => {
    const image = await storeUploadedImage(await photo(1300, 800), 'a-supprimer.jpg', storage);
    const post = await makePost({ title: 'Encore utilisée', content: `<p><img src="${image.url}" alt="x"></p>` });
    expect(await deleteMediaIfUnused(image.id, storage)).toEqual({
      deleted: false,
      usedBy: [{ id: post.id, title: 'Encore utilisée' }],
    });
    expect(existsSync(stored(image.filename))).toBe(true);

    await db().updateTable('blog_posts').set({ content: '<p>Sans image.</p>' }).where('id', '=', post.id).execute();
    expect(await deleteMediaIfUnused(image.id, storage)).toEqual({ deleted: true });
    expect(await findBlogImageByFilename(image.filename)).toBeNull();
    const stem = image.filename.replace('.jpg', '');
    for (const key of [
      image.filename,
      `${stem}-w480.jpg`,
      `${stem}-w1200.jpg`,
      `${stem}-w480.webp`,
      `${stem}-w1300.webp`,
    ]) {
      expect(existsSync(stored(key))).toBe(false);
    }
    expect(await deleteMediaIfUnused(image.id, storage)).toEqual({ deleted: false, gone: true });
  });
});

describe('the one-time backfill of earlier uploads', () => {
  it('makes the sizes of uploads stored before they existed, once, even started twice at the same time', async () => {
    // An upload as stored before: the original at most 1600 px and a row without sizes.
    const key = uniqueImageKey('jpg');
    const original = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    await storage.put(key, original, 'image/jpeg');
    await insertBlogImage({
      filename: key,
      original_name: 'ancienne.jpg',
      url: `/uploads/${key}`,
      file_size: original.byteLength,
      mime_type: 'image/jpeg',
      width: null,
      height: null,
      widths: null,
      alt_text: null,
    });
    const missing = uniqueImageKey('png');
    await insertBlogImage({
      filename: missing,
      original_name: 'perdue.png',
      url: `/uploads/${missing}`,
      file_size: 1,
      mime_type: 'image/png',
      width: null,
      height: null,
      widths: null,
      alt_text: null,
    });

    const [first, second] = await Promise.all([backfillMediaSizes(storage), backfillMediaSizes(storage)]);
    expect(first.made + second.made).toBeGreaterThanOrEqual(1);
    expect(await findBlogImageByFilename(key)).toMatchObject({ width: 1000, height: 500, widths: [480, 800, 1000] });
    // The original is read, never rewritten.
    expect(readFileSync(stored(key)).equals(original)).toBe(true);
    const stem = key.replace('.jpg', '');
    for (const copy of [`${stem}-w480.jpg`, `${stem}-w800.jpg`, `${stem}-w480.webp`, `${stem}-w1000.webp`])
      expect(existsSync(stored(copy))).toBe(true);

    // Done once: a later start has nothing left but the upload whose file is gone.
    expect(await backfillMediaSizes(storage)).toEqual({ made: 0, failed: 1 });
    expect((await findBlogImageByFilename(missing))?.widths).toBeNull();
  });
});
