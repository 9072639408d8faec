import 'server-only';
import type { Kysely } from 'kysely';
import { categoryColor } from '@/lib/blog/category-color';
import { readerTextChanged, type PendingRevision } from '@/lib/blog/post-revision';
import type { ArticleSnapshot, PostDetail } from '@/lib/blog/post-types';
import { estimateReadingTime } from '@/lib/blog/reading-time';
import { databaseEngine, db } from '../db/client';
import type { Database } from '../db/schema';
import { isoTimestamp, plainNumber, storedBoolean } from '../db/stored-values';
import { findAuthorDetail } from './author-rows';
import { findPostDetailById, tagsByIds } from './post-rows';

/**
 * The changes of a published article saved with 'Enregistrer sans publier' and not yet put live,
 * or null. The article row keeps the live version; this is what the editor (and a review link)
 * shows instead. Staff-only: never call it from a public page.
 */
export async function loadPendingRevision(database: Kysely<Database>, postId: string): Promise<PendingRevision | null> {
  const row = await database
    .selectFrom('blog_post_revisions')
    .select(['id', 'number', 'created_at', 'author_name', 'snapshot'])
    .where('blog_post_id', '=', postId)
    .where('pending', '=', storedBoolean(databaseEngine(), true))
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    number: plainNumber(row.number),
    created_at: isoTimestamp(row.created_at),
    author_name: row.author_name,
    snapshot: JSON.parse(row.snapshot) as ArticleSnapshot,
  };
}

/**
 * `live` with `snapshot`'s fields as publishing them would show it (pending changes, or the
 * editor's unsaved form in the live preview, decision 046), `changedAt` being when its text was
 * written. Author, category, reviewer and tags are read as they are now; one deleted since is left out.
 */
export async function withSnapshot(
  database: Kysely<Database>,
  live: PostDetail,
  snapshot: ArticleSnapshot,
  changedAt: string,
): Promise<PostDetail> {
  const tagIds = snapshot.tags.map((tag) => tag.id);
  const [author, category, reviewer, tags] = await Promise.all([
    snapshot.author_id ? findAuthorDetail(database, snapshot.author_id) : null,
    snapshot.category_id
      ? database
          .selectFrom('categories')
          .select(['id', 'name', 'color', 'slug'])
          .where('id', '=', snapshot.category_id)
          .executeTakeFirst()
      : undefined,
    snapshot.reviewer_id
      ? database
          .selectFrom('authors')
          .select(['id', 'name', 'title', 'email'])
          .where('id', '=', snapshot.reviewer_id)
          .executeTakeFirst()
      : undefined,
    tagsByIds(database, tagIds),
  ]);
  return {
    ...live,
    ...snapshot,
    reading_time: estimateReadingTime(snapshot.content),
    author,
    category: category ? { ...category, color: categoryColor(category.color) } : null,
    reviewer: reviewer ?? null,
    // Read as they are now, like the category: their names and addresses may have changed since.
    tags: tagIds.flatMap((id) => tags.find((tag) => tag.id === id) ?? []),
    // The review is the live article's (a snapshot stored before decision 036 may still carry a
    // typed date); publishing a change of reviewer clears it, so the preview does too.
    ...(snapshot.reviewer_id === live.reviewer_id
      ? { reviewed_at: live.reviewed_at, review_record: live.review_record }
      : { reviewed_at: null, review_record: null }),
    // As publishing them would: "Mis à jour le" moves only when what readers read changed.
    content_updated_at: readerTextChanged(live, snapshot) ? changedAt : live.content_updated_at,
  };
}

/**
 * What the editor's preview and a review link show, decided here only: the article as it will
 * read once published, rendered by the public page's components. For a draft, the draft as
 * stored; for a published article with changes saved 'sans publier', those pending changes (the
 * colleague checks what is about to go live, not what already is), `pending` saying so. Null
 * when the article no longer exists.
 */
export async function getPostWithPendingChangesForStaff(
  id: string,
): Promise<{ post: PostDetail; pending: boolean } | null> {
  const live = await findPostDetailById(db(), id);
  if (!live) return null;
  const pending = await loadPendingRevision(db(), id);
  if (!pending) return { post: live, pending: false };
  return { post: await withSnapshot(db(), live, pending.snapshot, pending.created_at), pending: true };
}
