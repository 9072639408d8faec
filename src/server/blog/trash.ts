import 'server-only';
import { trashCutoff } from '@/lib/blog/trash';
import { changePublicContentIfFound } from '@/server/public-cache/content-version';
import { db } from '../db/client';
import { isoTimestamp, storedTimestamp, touchedRows } from '../db/stored-values';

/**
 * The Corbeille: deleting an article stamps `deleted_at`, which takes it off every public page and
 * the staff's lists (post-visibility.ts); it keeps its row, slug, tags and history until restored
 * or purged. Purging is the final delete: its revisions, tag links, sources, old slugs, review
 * links and autosaves go with the row (foreign keys).
 */

export type TrashedArticle = { id: string; title: string; slug: string; deleted_at: string };

/** Stamps the article's `deleted_at` (null: out of the Corbeille); false when it already was so. */
async function setDeletedAt(id: string, deletedAt: string | null): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const result = await trx
      .updateTable('blog_posts')
      .set({ deleted_at: deletedAt })
      .where('id', '=', id)
      .where('deleted_at', deletedAt === null ? 'is not' : 'is', null)
      .executeTakeFirst();
    return touchedRows(result);
  });
}

/** Moves an article to the Corbeille; false when there is none out of it. */
export async function moveToTrash(id: string, now: Date = new Date()): Promise<boolean> {
  const moved = await setDeletedAt(id, storedTimestamp(now));
  await purgeExpiredTrash(now);
  return moved;
}

/** Takes an article out of the Corbeille, as it was; false when it is not there. */
export async function restoreFromTrash(id: string): Promise<boolean> {
  return setDeletedAt(id, null);
}

/** The Corbeille, most recently deleted first; what has waited over 30 days is not listed. */
export async function listTrash(now: Date = new Date()): Promise<TrashedArticle[]> {
  const rows = await db()
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'deleted_at'])
    .where('deleted_at', '>=', storedTimestamp(trashCutoff(now)))
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, deleted_at: isoTimestamp(row.deleted_at as string | Date) }));
}

/**
 * Deletes for good what has been in the Corbeille over 30 days. No public page shows those
 * articles, so the public content version stays. Answers how many went.
 */
export async function purgeExpiredTrash(now: Date = new Date()): Promise<number> {
  const result = await db()
    .deleteFrom('blog_posts')
    .where('deleted_at', '<', storedTimestamp(trashCutoff(now)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
