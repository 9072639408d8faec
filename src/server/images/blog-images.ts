import 'server-only';
import type { Selectable } from 'kysely';
import type { BlogImage } from '@/lib/media/media-item';
import type { BlogImageTable } from '@/server/db/schema';
import { db } from '@/server/db/client';
import { storedTimestamp } from '@/server/db/stored-values';

export const BLOG_IMAGE_COLUMNS = [
  'id',
  'filename',
  'original_name',
  'url',
  'file_size',
  'mime_type',
  'width',
  'height',
  'sizes',
  'alt_text',
] as const;

type Row = Pick<Selectable<BlogImageTable>, (typeof BLOG_IMAGE_COLUMNS)[number]>;

function widthsOf(sizes: string | null): number[] | null {
  if (!sizes) return null;
  const parsed: unknown = JSON.parse(sizes);
  return Array.isArray(parsed) && parsed.every((width) => Number.isInteger(width)) ? (parsed as number[]) : null;
}

/** A row as plain numbers (PostgreSQL's pg returns bigint columns as strings). */
export function blogImageOf(row: Row): BlogImage {
  const { sizes, ...rest } = row;
  return {
    ...rest,
    file_size: Number(row.file_size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    widths: widthsOf(sizes),
  };
}

/** Records an uploaded image (spec section 7: filename, original name, url, size, type; and its sizes). */
export async function insertBlogImage(image: Omit<BlogImage, 'id'>): Promise<BlogImage> {
  const row = { id: crypto.randomUUID(), ...image };
  const { widths, ...columns } = row;
  await db()
    .insertInto('blog_images')
    .values({ ...columns, sizes: widths ? JSON.stringify(widths) : null, created_at: storedTimestamp(new Date()) })
    .execute();
  return row;
}
