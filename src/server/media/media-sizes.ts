import 'server-only';
import { parseUploadKey, type MediaSizes, type MediaSizesByKey } from '@/lib/media/responsive-image';
import { db } from '@/server/db/client';
import { blogImageOf, BLOG_IMAGE_COLUMNS } from '@/server/images/blog-images';

// Every address of one of our uploads inside a text (an article body in any of its formats).
const UPLOAD_KEY_IN_TEXT = /\d{13}-[0-9a-f]{12}\.(?:jpg|jpeg|png|webp)/g;

/** The upload keys a body names, each once. */
export function uploadKeysIn(text: string): string[] {
  return [...new Set(text.match(UPLOAD_KEY_IN_TEXT) ?? [])];
}

/**
 * The sizes of the uploads among `addresses` (keys or public addresses; others are ignored), in
 * one query. Uploads whose sizes are not made yet are absent: their pages show the plain address.
 */
export async function mediaSizesFor(addresses: readonly (string | null | undefined)[]): Promise<MediaSizesByKey> {
  const keys = [...new Set(addresses.map((address) => address && parseUploadKey(address)?.key))].filter(
    (key): key is string => !!key,
  );
  if (keys.length === 0) return new Map();
  const rows = await db().selectFrom('blog_images').select(BLOG_IMAGE_COLUMNS).where('filename', 'in', keys).execute();
  const found = new Map<string, MediaSizes>();
  for (const image of rows.map(blogImageOf)) {
    if (image.width && image.height && image.widths) {
      found.set(image.filename, { width: image.width, height: image.height, widths: image.widths });
    }
  }
  return found;
}
