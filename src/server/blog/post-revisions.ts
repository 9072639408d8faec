import 'server-only';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { postFormFromPost } from '@/lib/blog/post-form';
import { lastPrunableNumber, type Revision, type RevisionSummary } from '@/lib/blog/post-revision';
import type { ArticleSnapshot } from '@/lib/blog/post-types';
import { databaseEngine, db } from '../db/client';
import type { BlogPostRevisionTable, Database } from '../db/schema';
import {
  isoTimestamp,
  plainBoolean,
  plainNumber,
  storedBoolean,
  storedTimestamp,
  touchedRows,
} from '../db/stored-values';

/**
 * The revisions of articles (docs/decisions/020): written in the same transaction as
 * the save they record, pruned there too (the newest 50 plus every one that went live).
 */

/** Who saved: the staff member's id and name as they were (null for saves outside the editor). */
export type RevisionAuthor = { id: string; name: string } | null;

export type NewRevision = {
  postId: string;
  snapshot: ArticleSnapshot;
  by: RevisionAuthor;
  at: Date;
  /** Saved without touching the live article: it becomes the article's pending changes. */
  staged: boolean;
  /**
   * The revision records a medical review (decision 036), what the history says of it: the
   * article's text did not change, so pending changes stay pending.
   */
  reviewNote?: string;
};

const summaryColumns = [
  'id',
  'number',
  'created_at',
  'author_name',
  'status',
  'staged',
  'pending',
  'published',
  'review_note',
] as const;

type SummaryRow = Pick<Selectable<BlogPostRevisionTable>, (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow): RevisionSummary {
  const createdAt = isoTimestamp(row.created_at);
  return {
    id: row.id,
    number: plainNumber(row.number),
    created_at: createdAt,
    created_at_label: formatAdminDateTime(createdAt),
    author_name: row.author_name,
    status: row.status,
    staged: plainBoolean(row.staged),
    pending: plainBoolean(row.pending),
    published: plainBoolean(row.published),
    review_note: row.review_note,
  };
}

/** The newest revision of an article: its number is the article's version (0 before any). */
export async function newestRevisionOf(
  database: Kysely<Database>,
  postId: string,
): Promise<{ number: number; author_name: string | null; created_at: string } | null> {
  const row = await database
    .selectFrom('blog_post_revisions')
    .select(['number', 'author_name', 'created_at'])
    .where('blog_post_id', '=', postId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { number: plainNumber(row.number), author_name: row.author_name, created_at: isoTimestamp(row.created_at) }
    : null;
}

/** The version an editor opens an article at (edit conflicts compare it at save time). */
export async function articleVersion(postId: string): Promise<number> {
  return (await newestRevisionOf(db(), postId))?.number ?? 0;
}

/**
 * Keeps one revision: any earlier pending changes stop being pending (this save supersedes
 * them), the new one takes the next number, and what falls out of the newest 50 is pruned
 * unless it went live. Answers the new number, the article's version from now on.
 */
export async function recordRevision(trx: Transaction<Database>, revision: NewRevision): Promise<number> {
  const engine = databaseEngine();
  const yes = storedBoolean(engine, true);
  const no = storedBoolean(engine, false);
  const { postId, snapshot } = revision;
  if (revision.reviewNote === undefined) {
    await trx
      .updateTable('blog_post_revisions')
      .set({ pending: no })
      .where('blog_post_id', '=', postId)
      .where('pending', '=', yes)
      .execute();
  }
  const number = ((await newestRevisionOf(trx, postId))?.number ?? 0) + 1;
  await trx
    .insertInto('blog_post_revisions')
    .values({
      id: crypto.randomUUID(),
      blog_post_id: postId,
      number,
      created_at: storedTimestamp(revision.at),
      author_id: revision.by?.id ?? null,
      author_name: revision.by?.name ?? null,
      status: snapshot.status,
      staged: revision.staged ? yes : no,
      pending: revision.staged ? yes : no,
      published: !revision.staged && snapshot.status === 'published' ? yes : no,
      snapshot: JSON.stringify(snapshot),
      review_note: revision.reviewNote ?? null,
    })
    .execute();
  await trx
    .deleteFrom('blog_post_revisions')
    .where('blog_post_id', '=', postId)
    .where('published', '=', no)
    .where('pending', '=', no)
    .where('number', '<=', lastPrunableNumber(number))
    .execute();
  return number;
}

/** 'Historique': every kept revision of an article, newest first. */
export async function listRevisionsForStaff(postId: string): Promise<RevisionSummary[]> {
  const rows = await db()
    .selectFrom('blog_post_revisions')
    .select([...summaryColumns])
    .where('blog_post_id', '=', postId)
    .orderBy('number', 'desc')
    .execute();
  return rows.map(toSummary);
}

/** One revision of this article, as the editor's form (null when it is not one of its kept revisions). */
export async function getRevisionForStaff(postId: string, revisionId: string): Promise<Revision | null> {
  const row = await db()
    .selectFrom('blog_post_revisions')
    .select([...summaryColumns, 'snapshot'])
    .where('blog_post_id', '=', postId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  return row ? { ...toSummary(row), form: postFormFromPost(JSON.parse(row.snapshot) as ArticleSnapshot) } : null;
}

/** 'Abandonner les modifications en attente': the live article stays; false when there were none. */
export async function discardPendingRevision(postId: string): Promise<boolean> {
  const engine = databaseEngine();
  const result = await db()
    .updateTable('blog_post_revisions')
    .set({ pending: storedBoolean(engine, false) })
    .where('blog_post_id', '=', postId)
    .where('pending', '=', storedBoolean(engine, true))
    .executeTakeFirst();
  return touchedRows(result);
}

/** Which of these articles have changes waiting ('Modifications en attente' in the list). */
export async function postIdsWithPendingChanges(postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db()
    .selectFrom('blog_post_revisions')
    .select('blog_post_id')
    .where('blog_post_id', 'in', postIds)
    .where('pending', '=', storedBoolean(databaseEngine(), true))
    .execute();
  return new Set(rows.map((row) => row.blog_post_id));
}
