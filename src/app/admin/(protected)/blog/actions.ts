'use server';

import { z } from 'zod';
import { SAVE_INTENTS, type DiscardPendingResult, type SavePostActionResult } from '@/lib/post-form';
import type { Revision, RevisionSummary } from '@/lib/post-revision';
import { runAction } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { DISK_FULL_SAVE_MESSAGE } from '@/server/disk-full';
import { getPostForStaff } from '@/server/blog/posts';
import { deletePost } from '@/server/blog/post-writes';
import { revalidatePublicPages } from '@/server/public-cache/revalidate-public-pages';
import { markReviewedByStaff, type MarkReviewedResult } from '@/server/blog/mark-reviewed';
import { POST_GONE_MESSAGE, savePostFromEditor } from '@/server/blog/save-post';
import { loadEditorState } from '@/server/blog/editor-state';
import { discardPendingRevision, getRevisionForStaff, listRevisionsForStaff } from '@/server/blog/post-revisions';

const SAVE_FAILED_MESSAGE = "L'article n'a pas pu être enregistré. Veuillez réessayer ; votre texte reste dans le formulaire.";
const saveArguments = z.tuple([z.enum(SAVE_INTENTS), z.uuid().nullable(), z.number().int().min(0).nullable()]);

/**
 * The editor's saves: 'Sauvegarder', 'Publier', and for a published article 'Enregistrer sans
 * publier' and 'Publier les modifications'. `baseVersion` is the version the editor was opened
 * at: a save after someone else's is refused with the difference to show (issue 15).
 */
export async function savePostAction(values: unknown, intent: unknown, id: unknown, baseVersion: unknown): Promise<SavePostActionResult> {
  const staff = await requireBlogManager();
  const args = saveArguments.safeParse([intent, id, baseVersion]);
  if (!args.success) return { ok: false, fieldErrors: {}, formError: SAVE_FAILED_MESSAGE };
  const [checkedIntent, checkedId, checkedVersion] = args.data;
  return runAction<SavePostActionResult>(
    async () => {
      const result = await savePostFromEditor(values, checkedIntent, checkedId, new Date(), {
        by: { id: staff.id, name: staff.name },
        baseVersion: checkedId ? (checkedVersion ?? 0) : undefined,
      });
      if (!result.ok) return result;
      // Staged changes leave every public page as it was.
      if (!result.pending) await revalidatePublicPages();
      return { ok: true, created: result.created, ...result.post, version: result.version, pending: result.pending };
    },
    {
      result: { ok: false, fieldErrors: {}, formError: SAVE_FAILED_MESSAGE },
      diskFull: { ok: false, fieldErrors: {}, formError: DISK_FULL_SAVE_MESSAGE },
      log: 'Saving an article failed',
      context: { postId: checkedId },
    },
  );
}

/** 'Historique': the kept revisions of an article, newest first. */
export async function listRevisionsAction(postId: unknown): Promise<RevisionSummary[] | null> {
  await requireBlogManager();
  const checked = z.uuid().safeParse(postId);
  if (!checked.success) return null;
  return runAction(() => listRevisionsForStaff(checked.data), {
    result: null,
    log: 'Listing revisions failed',
    context: { postId: checked.data },
  });
}

/** One revision, whole, to compare with the form or restore into it. */
export async function getRevisionAction(postId: unknown, revisionId: unknown): Promise<Revision | null> {
  await requireBlogManager();
  const checked = z.tuple([z.uuid(), z.uuid()]).safeParse([postId, revisionId]);
  if (!checked.success) return null;
  return runAction(() => getRevisionForStaff(...checked.data), {
    result: null,
    log: 'Loading a revision failed',
    context: { postId: checked.data[0] },
  });
}

/** 'Abandonner les modifications en attente': the live article stays as it is, and fills the form again. */
export async function discardPendingAction(postId: unknown): Promise<DiscardPendingResult> {
  await requireBlogManager();
  const checked = z.uuid().safeParse(postId);
  if (!checked.success) return { ok: false };
  return runAction<DiscardPendingResult>(
    async () => {
      if (!(await discardPendingRevision(checked.data))) return { ok: false };
      const state = await loadEditorState(checked.data);
      return state ? { ok: true, live: state.initial } : { ok: false };
    },
    { result: { ok: false }, log: 'Discarding pending changes failed', context: { postId: checked.data } },
  );
}

/** Delete from the list, after the confirmation. */
export async function deletePostAction(id: unknown): Promise<{ ok: boolean }> {
  await requireBlogManager();
  const checked = z.uuid().safeParse(id);
  if (!checked.success) return { ok: false };
  return runAction(
    async () => {
      const post = await getPostForStaff(checked.data);
      if (!post || !(await deletePost(post.id))) return { ok: false };
      await revalidatePublicPages();
      return { ok: true };
    },
    { result: { ok: false }, log: 'Deleting an article failed', context: { postId: checked.data } },
  );
}

/** 'Marquer comme relu' in the editor: only the staff member who is the article's reviewer. */
export async function markReviewedAction(id: unknown): Promise<MarkReviewedResult> {
  const staff = await requireBlogManager();
  const checked = z.uuid().safeParse(id);
  if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
  return runAction<MarkReviewedResult>(
    async () => {
      const result = await markReviewedByStaff(checked.data, staff);
      if (result.ok) await revalidatePublicPages();
      return result;
    },
    { result: { ok: false, message: "Impossible d'enregistrer la relecture" }, log: 'Marking an article reviewed failed', context: { postId: checked.data } },
  );
}
