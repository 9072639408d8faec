import type { ActionResult } from '@/lib/actions/action-result';
import type { PostFormValues } from './post-form';
import { postStatusLabel } from './post-status';
import {
  SNAPSHOT_FIELDS,
  type ArticleSnapshot,
  type PostDetail,
  type PostStatus,
  type PostWrite,
  type TagRef,
} from './post-types';

/**
 * Revisions of an article (decision 020): each save keeps the whole article; the history lists them
 * and a staff member restores one into the form. See docs/decisions/020.
 */

/** The newest revisions kept per article; every revision that went live is kept besides. */
export const REVISIONS_KEPT = 50;

/** One line of the 'Historique' panel. */
export type RevisionSummary = {
  id: string;
  number: number;
  created_at: string;
  /** created_at as staff read it in Casablanca time, written by the server (see ReviewLink's labels). */
  created_at_label: string;
  author_name: string | null;
  status: PostStatus;
  staged: boolean;
  pending: boolean;
  published: boolean;
  /** This revision records a medical review (decision 036): who, for whom, as the history says it. */
  review_note: string | null;
};

/**
 * One revision as the editor compares and restores it: the form values are built by the server,
 * whose time-zone data turns the scheduled date into the Casablanca wall time the form shows (a
 * browser's data may disagree about Morocco and would shift it by an hour).
 */
export type Revision = RevisionSummary & { form: PostFormValues };

export type RevisionListResult = ActionResult<{ revisions: RevisionSummary[] }>;
export type RevisionResult = ActionResult<{ revision: Revision }>;

/** The pending changes of a published article, as the editor and review links load them. */
export type PendingRevision = {
  id: string;
  number: number;
  created_at: string;
  author_name: string | null;
  snapshot: ArticleSnapshot;
};

/** The revision numbers at or under this one may be pruned (unless they went live). */
export function lastPrunableNumber(newest: number): number {
  return newest - REVISIONS_KEPT;
}

/** The article a save writes, kept whole with its tags' names. */
export function snapshotOfWrite(write: PostWrite, tags: TagRef[]): ArticleSnapshot {
  const { tag_ids: tagIds, ...fields } = write;
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return { ...fields, tags: tagIds.flatMap((id) => byId.get(id) ?? []) };
}

/** The article as stored, kept whole like a save's snapshot (a review's revision, decision 036). */
export function snapshotOfPost(post: PostDetail): ArticleSnapshot {
  return Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, post[field]])) as ArticleSnapshot;
}

type ReaderText = Pick<ArticleSnapshot, 'title' | 'excerpt' | 'content' | 'sources'>;

/** What readers read changed: the title, the excerpt, the body or the sources (a field left out did not). */
export function readerTextChanged(stored: ReaderText, next: Partial<ReaderText>): boolean {
  const differs = <T>(value: T | undefined, was: T) => value !== undefined && value !== was;
  return (
    differs(next.title, stored.title) ||
    differs(next.excerpt, stored.excerpt) ||
    differs(next.content, stored.content) ||
    (next.sources !== undefined && JSON.stringify(next.sources) !== JSON.stringify(stored.sources))
  );
}

/** What the history says of a revision: its status, or that it was saved without publishing. */
export function revisionStatusLabel(
  revision: Pick<RevisionSummary, 'status' | 'staged' | 'pending' | 'review_note'>,
): string {
  if (revision.review_note) return revision.review_note;
  if (revision.pending) return 'Modifications en attente';
  if (revision.staged) return 'Enregistré sans publier';
  return postStatusLabel(revision.status);
}

export function revisionAuthorLabel(name: string | null): string {
  return name?.trim() || 'Auteur inconnu';
}

/**
 * A restored revision as editor choices allow: an author, category, reviewer or tag deleted
 * since is dropped rather than refused at the next save.
 */
export function withExistingChoices<
  T extends { author_id: string; category_id: string; reviewer_id: string; tag_ids: string[] },
>(
  values: T,
  known: { authorIds: ReadonlySet<string>; categoryIds: ReadonlySet<string>; tagIds: ReadonlySet<string> },
): T {
  const keep = (id: string, ids: ReadonlySet<string>) => (id && ids.has(id) ? id : '');
  return {
    ...values,
    author_id: keep(values.author_id, known.authorIds),
    reviewer_id: keep(values.reviewer_id, known.authorIds),
    category_id: keep(values.category_id, known.categoryIds),
    tag_ids: values.tag_ids.filter((id) => known.tagIds.has(id)),
  };
}
