import { sql } from 'kysely';
import { db } from '@/server/db/client';
import type { UploadStorage } from '@/server/storage/types';

/**
 * The real storage with one fault injected: its `failingPut`-th put throws, as a full disk or a
 * bucket going away mid-upload would. Reads, deletes and addresses are the real backend's.
 */
export function storageFailingOnPut(storage: UploadStorage, failingPut: number): UploadStorage {
  let puts = 0;
  return {
    ...storage,
    async put(key, bytes, contentType) {
      puts += 1;
      if (puts === failingPut) throw new Error('Stockage indisponible');
      await storage.put(key, bytes, contentType);
    },
  };
}

/** Runs `action` while the blog_images table is out of reach (renamed away), then puts it back. */
export async function withBlogImagesUnwritable<T>(action: () => Promise<T>): Promise<T> {
  await sql`alter table blog_images rename to blog_images_away`.execute(db());
  try {
    return await action();
  } finally {
    await sql`alter table blog_images_away rename to blog_images`.execute(db());
  }
}

export async function blogImageCount(): Promise<number> {
  const row = await db()
    .selectFrom('blog_images')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
