import 'server-only';
import { db } from '@/server/db/client';
import { storedTimestamp } from '@/server/db/stored-values';

export type BlogImage = {
  id: string;
  filename: string;
  original_name: string;
  url: string;
  file_size: number;
  mime_type: string;
};

/** Records an uploaded image (spec section 7: filename, original name, url, size, type). */
export async function insertBlogImage(image: Omit<BlogImage, 'id'>): Promise<BlogImage> {
  const row = { id: crypto.randomUUID(), ...image };
  await db()
    .insertInto('blog_images')
    .values({ ...row, created_at: storedTimestamp(new Date()) })
    .execute();
  return row;
}

export async function findBlogImageByFilename(filename: string): Promise<BlogImage | null> {
  const row = await db()
    .selectFrom('blog_images')
    .select(['id', 'filename', 'original_name', 'url', 'file_size', 'mime_type'])
    .where('filename', '=', filename)
    .executeTakeFirst();
  return row ? { ...row, file_size: Number(row.file_size) } : null;
}
