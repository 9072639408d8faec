import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadStorage } from '@/server/storage/types';

// A real S3 protocol server on loopback: the same AWS SDK calls as against a hosted bucket.
const bucket = 'blog-images';
const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-s3-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: folder,
  configureBuckets: [{ name: bucket, configs: [] }],
});
let storage: UploadStorage;
let bucketClient: S3Client;
let failures: typeof import('../support/failing-upload');

beforeAll(async () => {
  const { port } = await server.run();
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  bucketClient = new S3Client({
    region: 'us-east-1',
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // Imported after the settings are in place: the settings are read once, when the first server
  // module loads, and the storage is chosen from them.
  storage = (await import('@/server/storage')).uploadStorage();
  failures = await import('../support/failing-upload');
});

async function keysInBucket(): Promise<string[]> {
  const listing = await bucketClient.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listing.Contents ?? []).map((object) => object.Key!).sort();
}

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('upload storage in an S3-compatible bucket (S3_* settings)', () => {
  it('is chosen when S3_BUCKET is set and serves images through the /uploads route by default', () => {
    expect(storage.publicUrl('1763700000000-0123456789ab.png')).toBe('/uploads/1763700000000-0123456789ab.png');
  });

  it('stores, reads back and deletes an object with its type', async () => {
    await storage.put('1763700000000-0123456789ab.png', Buffer.from('octets'), 'image/png');
    const inBucket = await bucketClient.send(
      new HeadObjectCommand({ Bucket: bucket, Key: '1763700000000-0123456789ab.png' }),
    );
    expect(inBucket).toMatchObject({ ContentType: 'image/png', CacheControl: 'public, max-age=31536000, immutable' });
    const stored = await storage.get('1763700000000-0123456789ab.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(6);
    expect(await text(stored!.body)).toBe('octets');
    await storage.delete('1763700000000-0123456789ab.png');
    expect(await storage.get('1763700000000-0123456789ab.png')).toBeNull();
  });

  it('answers null for a name that was never stored', async () => {
    expect(await storage.get('1763700000000-ffffffffffff.webp')).toBeNull();
  });

  it('receives both sizes of an uploaded image, re-encoded', async () => {
    const { storeUploadedImage } = await import('@/server/images/store-upload');
    const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7f8f' } })
      .webp()
      .toBuffer();
    const image = await storeUploadedImage(bytes, 'schema.webp', storage);
    for (const [name, width] of [
      [image.filename, 1600],
      [image.filename.replace('.', '-w800.'), 800],
    ] as const) {
      const object = await storage.get(name);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(chunk as Buffer);
      expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ width, format: 'webp' });
    }
  });

  it('keeps nothing in the bucket when the second size cannot be stored, and records no row', async () => {
    const { storeUploadedImage } = await import('@/server/images/store-upload');
    const [keysBefore, rowsBefore] = [await keysInBucket(), await failures.blogImageCount()];
    const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7f8f' } })
      .webp()
      .toBuffer();
    await expect(storeUploadedImage(bytes, 'coupure.webp', failures.storageFailingOnPut(storage, 2))).rejects.toThrow(
      'Stockage indisponible',
    );
    expect(await keysInBucket()).toEqual(keysBefore);
    expect(await failures.blogImageCount()).toBe(rowsBefore);
  });

  it('removes both sizes from the bucket when the blog_images row cannot be written', async () => {
    const { storeUploadedImage } = await import('@/server/images/store-upload');
    const [keysBefore, rowsBefore] = [await keysInBucket(), await failures.blogImageCount()];
    const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7f8f' } })
      .webp()
      .toBuffer();
    await expect(
      failures.withBlogImagesUnwritable(() => storeUploadedImage(bytes, 'sans-ligne.webp', storage)),
    ).rejects.toThrow();
    expect(await keysInBucket()).toEqual(keysBefore);
    expect(await failures.blogImageCount()).toBe(rowsBefore);
  });

  it('holds every web size of an upload, JPEG and WebP, makes those of an earlier upload once, and deletes them all', async () => {
    const { storeUploadedImage, uniqueImageKey } = await import('@/server/images/store-upload');
    const { insertBlogImage } = await import('@/server/images/blog-images');
    const { findBlogImageByFilename } = await import('../support/stored-rows');
    const { backfillMediaSizes } = await import('@/server/media/backfill-sizes');
    const { deleteMediaIfUnused } = await import('@/server/media/media-library');
    const keysBefore = await keysInBucket();
    const bytes = await sharp({ create: { width: 1300, height: 650, channels: 3, background: '#2a7f8f' } })
      .jpeg()
      .toBuffer();
    const image = await storeUploadedImage(bytes, 'salle.jpg', storage);
    const stem = image.filename.replace('.jpg', '');
    const copies = [
      image.filename,
      ...[480, 800, 1200].map((w) => `${stem}-w${w}.jpg`),
      ...[480, 800, 1200, 1300].map((w) => `${stem}-w${w}.webp`),
    ];
    expect(await keysInBucket()).toEqual([...keysBefore, ...copies].sort());

    const earlier = uniqueImageKey('jpg');
    await storage.put(earlier, bytes, 'image/jpeg');
    await insertBlogImage({
      filename: earlier,
      original_name: 'avant.jpg',
      url: `/uploads/${earlier}`,
      file_size: bytes.byteLength,
      mime_type: 'image/jpeg',
      width: null,
      height: null,
      widths: null,
      alt_text: null,
    });
    expect((await backfillMediaSizes(storage)).made).toBe(1);
    expect(await findBlogImageByFilename(earlier)).toMatchObject({ width: 1300, widths: [480, 800, 1200, 1300] });
    expect(await storage.get(earlier.replace('.jpg', '-w480.webp'))).not.toBeNull();
    expect((await backfillMediaSizes(storage)).made).toBe(0);

    expect(await deleteMediaIfUnused(image.id, storage)).toEqual({ deleted: true });
    for (const key of copies) expect(await storage.get(key)).toBeNull();
  });
});
