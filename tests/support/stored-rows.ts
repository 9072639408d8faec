import type { BlogImage } from '@/lib/media/media-item';
import { db } from '@/server/db/client';
import { isoTimestamp } from '@/server/db/stored-values';
import { BLOG_IMAGE_COLUMNS, blogImageOf } from '@/server/images/blog-images';

/** Reads of stored rows that only tests make: the app itself never looks these up this way. */

export async function findBlogImageByFilename(filename: string): Promise<BlogImage | null> {
  const row = await db()
    .selectFrom('blog_images')
    .select(BLOG_IMAGE_COLUMNS)
    .where('filename', '=', filename)
    .executeTakeFirst();
  return row ? blogImageOf(row) : null;
}

export type RequestEvent = { at: string; byName: string; action: string };

/** An appointment request's journal, oldest first. */
export async function listRequestEvents(id: string): Promise<RequestEvent[]> {
  const rows = await db()
    .selectFrom('appointment_request_events')
    .select(['at', 'by_name', 'action'])
    .where('request_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ at: isoTimestamp(row.at), byName: row.by_name, action: row.action }));
}
