import './auth-helpers';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers';
import { NEW_ARTICLE_SLOT } from '@/lib/blog/autosave';
import { emptyPostForm } from '@/lib/blog/post-form';
import { createStaff } from '@/server/auth/staff';
import { databaseEngine, db } from '@/server/db/client';
import { storedBoolean, storedTimestamp } from '@/server/db/stored-values';
import { insertBlogImage } from '@/server/images/blog-images';
import { findBlogImageByFilename } from '../support/stored-rows';
import { storeUploadedImage, uniqueImageKey } from '@/server/images/store-upload';
import { backfillMediaSizes } from '@/server/media/backfill-sizes';
import {
  deleteMediaIfUnused,
  listMedia,
  mediaUsesOf,
  recordAltOfUpload,
  updateMediaAlt,
} from '@/server/media/media-library';
import { mediaSizesFor } from '@/server/media/media-sizes';
import { LEFTOVER_AGE_MS, removeUploadLeftovers } from '@/server/media/upload-leftovers';
import { localStorage } from '@/server/storage/local-storage';
import { makeAuthor, makePost } from '../support/factories';
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
    expect((await mediaUsesOf(image.filename)).map((use) => use.id).sort()).toEqual([featured.id, inBody.id].sort());
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
      usedBy: [{ kind: 'article', id: post.id, title: 'Encore utilisée' }],
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

describe('an upload in use anywhere is never deleted', () => {
  async function expectKeptWhileUsed(image: { id: string; filename: string }, use: { kind: string; title: string }) {
    expect(await deleteMediaIfUnused(image.id, storage)).toMatchObject({
      deleted: false,
      usedBy: [expect.objectContaining(use)],
    });
    expect(await findBlogImageByFilename(image.filename)).not.toBeNull();
    expect(existsSync(stored(image.filename))).toBe(true);
  }

  it('as an author’s photo', async () => {
    const image = await storeUploadedImage(await photo(600, 600), 'portrait.jpg', storage);
    await makeAuthor({ name: 'Dr Portrait', photo_url: image.url });
    await expectKeptWhileUsed(image, { kind: 'author', title: 'Dr Portrait' });
  });

  it('through a responsive copy named in a body', async () => {
    const image = await storeUploadedImage(await photo(900, 600), 'copie.jpg', storage);
    const copy = image.url.replace('.jpg', '-w480.webp');
    await makePost({ title: 'Copie seule', content: `<p><img src="${copy}" alt="x"></p>` });
    await expectKeptWhileUsed(image, { kind: 'article', title: 'Copie seule' });
  });

  it('through a %-encoded address', async () => {
    const image = await storeUploadedImage(await photo(900, 600), 'encodee.jpg', storage);
    const encoded = image.url.replace('-', '%2D').replace('.jpg', '%2Ejpg');
    await makePost({ title: 'Adresse encodée', content: `![x](${encoded})` });
    await expectKeptWhileUsed(image, { kind: 'article', title: 'Adresse encodée' });
  });

  it('in the staged changes of a published article', async () => {
    const image = await storeUploadedImage(await photo(900, 600), 'en-attente.jpg', storage);
    const post = await makePost({ title: 'Changements en attente' });
    const yes = storedBoolean(databaseEngine(), true);
    await db()
      .insertInto('blog_post_revisions')
      .values({
        id: crypto.randomUUID(),
        blog_post_id: post.id,
        number: 2,
        created_at: storedTimestamp(new Date()),
        author_id: null,
        author_name: 'Rédactrice',
        status: 'published',
        staged: yes,
        pending: yes,
        published: storedBoolean(databaseEngine(), false),
        snapshot: JSON.stringify({ ...post, content: `<p><img src="${image.url}" alt="x"></p>` }),
      })
      .execute();
    await expectKeptWhileUsed(image, { kind: 'article', title: 'Changements en attente' });
  });

  it('in an editor’s autosave of an article not created yet', async () => {
    const image = await storeUploadedImage(await photo(900, 600), 'autosave.jpg', storage);
    const member = await createStaff({
      email: uniqueEmail('media'),
      name: 'Rédactrice',
      role: 'editor',
      password: STRONG_PASSWORD,
    });
    await db()
      .insertInto('blog_autosaves')
      .values({
        user_id: member.id,
        slot: NEW_ARTICLE_SLOT,
        blog_post_id: null,
        form: JSON.stringify({ ...emptyPostForm(), content: `![x](${image.url})` }),
        base_updated_at: null,
        saved_at: storedTimestamp(new Date()),
      })
      .execute();
    await expectKeptWhileUsed(image, { kind: 'article', title: 'Nouvel article en cours de rédaction' });
  });
});

describe('leftovers of uploads interrupted by a killed process', () => {
  it('are removed at start once older than the longest upload: .partial files and copies no row names', async () => {
    const uploads = mkdtempSync(path.join(os.tmpdir(), 'cabinet-leftovers-'));
    const kept = await storeUploadedImage(await photo(900, 600), 'gardee.jpg', localStorage(uploads));
    const now = Date.now();
    const old = (now - LEFTOVER_AGE_MS - 60_000) / 1000;
    const write = (name: string, aged: boolean) => {
      writeFileSync(path.join(uploads, name), 'octets');
      if (aged) utimesSync(path.join(uploads, name), old, old);
    };
    write('1700000000000-aaaaaaaaaaaa.jpg.partial', true);
    write('1700000000000-bbbbbbbbbbbb-w480.webp', true);
    write('1700000000000-bbbbbbbbbbbb.jpg', true);
    // Being written by an upload under way: too recent to be a leftover.
    write('1700000000000-cccccccccccc.jpg.partial', false);
    write('1700000000000-cccccccccccc-w480.jpg', false);
    // The upload that was stored whole long ago keeps every copy.
    for (const name of readdirSync(uploads).filter((name) => name.startsWith(kept.filename.slice(0, 26))))
      utimesSync(path.join(uploads, name), old, old);

    expect((await removeUploadLeftovers(uploads, now)).sort()).toEqual([
      '1700000000000-aaaaaaaaaaaa.jpg.partial',
      '1700000000000-bbbbbbbbbbbb-w480.webp',
      '1700000000000-bbbbbbbbbbbb.jpg',
    ]);
    const left = readdirSync(uploads);
    expect(left).toContain(kept.filename);
    expect(left).toContain(kept.filename.replace('.jpg', '-w480.webp'));
    expect(left).toContain('1700000000000-cccccccccccc.jpg.partial');
    expect(left).toContain('1700000000000-cccccccccccc-w480.jpg');
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
