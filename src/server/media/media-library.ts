import 'server-only';
import { allVariantKeys, parseUploadKey } from '@/lib/media/responsive-image';
import { cardImageName } from '@/lib/blog/post-form-image';
import { formatPublicDate } from '@/lib/text/french-dates';
import type { MediaItem, MediaUse } from '@/lib/media/media-item';
import { db } from '@/server/db/client';
import { isoTimestamp } from '@/server/db/stored-values';
import { blogImageOf, BLOG_IMAGE_COLUMNS } from '@/server/images/blog-images';
import { uploadStorage } from '@/server/storage';
import type { UploadStorage } from '@/server/storage/types';
import { uploadKeysIn } from './media-sizes';

type PostUsingImages = { id: string; title: string; featured_image_url: string | null; content: string };

/** The articles using each upload key: as featured image or anywhere in the body (docs/decisions/041). */
function usesByKey(posts: PostUsingImages[]): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  for (const post of posts) {
    const keys = new Set(uploadKeysIn(post.content));
    const featured = post.featured_image_url ? parseUploadKey(post.featured_image_url)?.key : undefined;
    if (featured) keys.add(featured);
    for (const key of keys) {
      uses.set(key, [...(uses.get(key) ?? []), { id: post.id, title: post.title }]);
    }
  }
  return uses;
}

/**
 * Every upload with the articles that use it, newest first. A practice's blog has tens to a
 * few hundred articles: reading their bodies once per page is cheaper than an index to keep.
 */
export async function listMedia(): Promise<MediaItem[]> {
  const [rows, posts] = await Promise.all([
    db()
      .selectFrom('blog_images')
      .select([...BLOG_IMAGE_COLUMNS, 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
    db().selectFrom('blog_posts').select(['id', 'title', 'featured_image_url', 'content']).execute(),
  ]);
  const uses = usesByKey(posts);
  return rows.map((row) => ({
    ...blogImageOf(row),
    created_at: isoTimestamp(row.created_at),
    created_label: formatPublicDate(isoTimestamp(row.created_at)),
    used_by: (uses.get(row.filename) ?? []).sort((a, b) => a.title.localeCompare(b.title, 'fr')),
  }));
}

/** The articles using one upload, by a search of their featured image and body for its key. */
export async function articlesUsing(filename: string): Promise<MediaUse[]> {
  const pattern = `%${filename}%`;
  const rows = await db()
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .where((eb) => eb.or([eb('featured_image_url', 'like', pattern), eb('content', 'like', pattern)]))
    .orderBy('title')
    .execute();
  return rows;
}

/** Sets the alternative text an upload is offered with; false when it is gone. */
export async function updateMediaAlt(id: string, alt: string | null): Promise<boolean> {
  const result = await db().updateTable('blog_images').set({ alt_text: alt }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The alternative text typed when an upload is put in an article becomes the médiathèque's one,
 * unless the médiathèque already has one (written there on purpose). False for an address that
 * is not one of our uploads, or when nothing changed.
 */
export async function recordAltOfUpload(address: string, alt: string): Promise<boolean> {
  const key = parseUploadKey(address)?.key;
  if (!key) return false;
  const result = await db()
    .updateTable('blog_images')
    .set({ alt_text: alt })
    .where('filename', '=', key)
    .where((eb) => eb.or([eb('alt_text', 'is', null), eb('alt_text', '=', '')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type MediaDeleteOutcome =
  | { deleted: true }
  | { deleted: false; usedBy: MediaUse[] }
  | { deleted: false; gone: true };

/**
 * Removes an upload and every copy of it, unless an article still uses it (its page would show
 * a broken image). The row goes first: an address without a row is never offered again, and a
 * copy left by a failed delete is only unused bytes.
 */
export async function deleteMediaIfUnused(
  id: string,
  storage: UploadStorage = uploadStorage(),
): Promise<MediaDeleteOutcome> {
  const row = await db().selectFrom('blog_images').select(BLOG_IMAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return { deleted: false, gone: true };
  const image = blogImageOf(row);
  const usedBy = await articlesUsing(image.filename);
  if (usedBy.length > 0) return { deleted: false, usedBy };
  await db().deleteFrom('blog_images').where('id', '=', id).execute();
  const upload = parseUploadKey(image.filename);
  // Uploads whose sizes were never made still have the card copy every upload had before.
  const keys =
    upload && image.widths ? allVariantKeys(upload, image.widths) : [image.filename, cardImageName(image.filename)];
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return { deleted: true };
}
