import 'server-only';
import { NEW_ARTICLE_SLOT } from '@/lib/blog/autosave';
import { cardImageName } from '@/lib/blog/post-form-image';
import { NEW_ARTICLE_TITLE, type MediaItem, type MediaUse } from '@/lib/media/media-item';
import { allVariantKeys, parseUploadKey } from '@/lib/media/responsive-image';
import { uploadStemsIn } from '@/lib/media/upload-references';
import { formatPublicDate } from '@/lib/text/french-dates';
import { databaseEngine, db } from '@/server/db/client';
import { isoTimestamp, storedBoolean, touchedRows } from '@/server/db/stored-values';
import { blogImageOf, BLOG_IMAGE_COLUMNS } from '@/server/images/blog-images';
import { uploadStorage } from '@/server/storage';
import type { UploadStorage } from '@/server/storage/types';

/** One place that names uploads: what uses them, and its texts. */
type Holder = { use: MediaUse; texts: (string | null)[] };

/**
 * Everything that may name an upload and would show a broken image without it: articles (featured
 * image and body), their staged changes waiting for 'Publier les modifications', the editors'
 * autosaves (an article being written, new or not) and the authors' photos. A practice's blog
 * has tens to a few hundred articles: reading them once per page is cheaper than an index to keep.
 */
async function holders(): Promise<Holder[]> {
  const [posts, pending, autosaves, authors] = await Promise.all([
    db().selectFrom('blog_posts').select(['id', 'title', 'featured_image_url', 'content']).execute(),
    db()
      .selectFrom('blog_post_revisions')
      .select(['blog_post_id', 'snapshot'])
      .where('pending', '=', storedBoolean(databaseEngine(), true))
      .execute(),
    db().selectFrom('blog_autosaves').select(['blog_post_id', 'form']).execute(),
    db().selectFrom('authors').select(['id', 'name', 'photo_url']).execute(),
  ]);
  const titles = new Map(posts.map((post) => [post.id, post.title]));
  const articleUse = (id: string | null): MediaUse =>
    id && titles.has(id)
      ? { kind: 'article', id, title: titles.get(id)! }
      : { kind: 'article', id: NEW_ARTICLE_SLOT, title: NEW_ARTICLE_TITLE };
  return [
    ...posts.map((post) => ({ use: articleUse(post.id), texts: [post.featured_image_url, post.content] })),
    ...pending.map((revision) => ({ use: articleUse(revision.blog_post_id), texts: [revision.snapshot] })),
    ...autosaves.map((autosave) => ({ use: articleUse(autosave.blog_post_id), texts: [autosave.form] })),
    ...authors.map((author) => ({
      use: { kind: 'author' as const, id: author.id, title: author.name },
      texts: [author.photo_url],
    })),
  ];
}

/** The uses of every upload named anywhere, by the upload's stem, each use once, sorted by title. */
async function usesByStem(): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, Map<string, MediaUse>>();
  for (const { use, texts } of await holders()) {
    for (const text of texts) {
      if (!text) continue;
      for (const stem of uploadStemsIn(text)) {
        const found = uses.get(stem) ?? new Map<string, MediaUse>();
        found.set(`${use.kind}:${use.id}`, use);
        uses.set(stem, found);
      }
    }
  }
  return new Map(
    [...uses].map(([stem, found]) => [stem, [...found.values()].sort((a, b) => a.title.localeCompare(b.title, 'fr'))]),
  );
}

function stemOf(filename: string): string {
  return parseUploadKey(filename)?.stem ?? filename;
}

/** Every upload with what uses it, newest first. */
export async function listMedia(): Promise<MediaItem[]> {
  const [rows, uses] = await Promise.all([
    db()
      .selectFrom('blog_images')
      .select([...BLOG_IMAGE_COLUMNS, 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
    usesByStem(),
  ]);
  return rows.map((row) => ({
    ...blogImageOf(row),
    created_at: isoTimestamp(row.created_at),
    created_label: formatPublicDate(isoTimestamp(row.created_at)),
    used_by: uses.get(stemOf(row.filename)) ?? [],
  }));
}

/** What uses one upload: articles, staged changes, autosaves, authors' photos. */
export async function mediaUsesOf(filename: string): Promise<MediaUse[]> {
  return (await usesByStem()).get(stemOf(filename)) ?? [];
}

/** Sets the alternative text an upload is offered with; false when it is gone. */
export async function updateMediaAlt(id: string, alt: string | null): Promise<boolean> {
  const result = await db().updateTable('blog_images').set({ alt_text: alt }).where('id', '=', id).executeTakeFirst();
  return touchedRows(result);
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
  return touchedRows(result);
}

export type MediaDeleteOutcome =
  | { deleted: true }
  | { deleted: false; usedBy: MediaUse[] }
  | { deleted: false; gone: true };

/**
 * Removes an upload and every copy of it, unless something still uses it (its page would show
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
  const usedBy = await mediaUsesOf(image.filename);
  if (usedBy.length > 0) return { deleted: false, usedBy };
  await db().deleteFrom('blog_images').where('id', '=', id).execute();
  const upload = parseUploadKey(image.filename);
  // Uploads whose sizes were never made still have the card copy every upload had before.
  const keys =
    upload && image.widths ? allVariantKeys(upload, image.widths) : [image.filename, cardImageName(image.filename)];
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return { deleted: true };
}
