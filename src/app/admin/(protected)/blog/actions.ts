'use server';

import { z } from '@/lib/forms/zod';
import { NEW_ARTICLE_SLOT } from '@/lib/blog/autosave';
import { SAVE_INTENTS, type DiscardPendingResult, type SavePostActionResult } from '@/lib/blog/post-form';
import type { RevisionListResult, RevisionResult } from '@/lib/blog/post-revision';
import type { CreatedReviewLink, ReviewLink, ReviewLinkActionResult } from '@/lib/blog/review-links';
import { absoluteUrl, reviewLinkPath } from '@/lib/site/site-paths';
import { runAction } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { DISK_FULL_SAVE_MESSAGE } from '@/server/disk-full';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { discardAutosave } from '@/server/blog/autosaves';
import { getPostForStaff } from '@/server/blog/posts';
import { deletePost } from '@/server/blog/post-writes';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';
import { markReviewedByStaff, type MarkReviewedResult } from '@/server/blog/mark-reviewed';
import { createReviewLink, listReviewLinks, revokeReviewLink } from '@/server/blog/review-links';
import { POST_GONE_MESSAGE, savePostFromEditor } from '@/server/blog/save-post';
import { loadEditorState } from '@/server/blog/editor-state';
import { discardPendingRevision, getRevisionForStaff, listRevisionsForStaff } from '@/server/blog/post-revisions';

const SAVE_FAILED_MESSAGE = "L’article n’a pas pu être enregistré. Veuillez réessayer ; votre texte reste dans le formulaire.";
const DELETE_FAILED_MESSAGE = "Impossible de supprimer l'article";
const HISTORY_FAILED_MESSAGE = "Impossible de charger l’historique";
const REVISION_GONE_MESSAGE = "Cette version n’existe plus.";
const DISCARD_FAILED_MESSAGE = "Impossible d’abandonner les modifications en attente";
const NO_PENDING_MESSAGE = "Cet article n’a pas de modifications en attente.";
const saveArguments = z.tuple([z.enum(SAVE_INTENTS), z.uuid().nullable(), z.number().int().min(0).nullable()]);

type RevokeReviewLinkResult = ReviewLinkActionResult<{ links: ReviewLink[] }>;

export type DeletePostResult = { ok: true } | { ok: false; message: string };

/**
 * The editor's saves: 'Sauvegarder', 'Publier', and for a published article 'Enregistrer sans
 * publier' and 'Publier les modifications'. `baseVersion` is the version the editor was opened
 * at: a save after someone else's is refused with the difference to show (decision 020).
 */
export async function savePostAction(values: unknown, intent: unknown, id: unknown, baseVersion: unknown): Promise<SavePostActionResult> {
  return runAction<SavePostActionResult>(
    async () => {
      const staff = await requireBlogManager();
      const args = saveArguments.safeParse([intent, id, baseVersion]);
      if (!args.success) return { ok: false, fieldErrors: {}, formError: SAVE_FAILED_MESSAGE };
      const [checkedIntent, checkedId, checkedVersion] = args.data;
      const result = await savePostFromEditor(values, checkedIntent, checkedId, new Date(), {
        by: { id: staff.id, name: staff.name },
        baseVersion: checkedId ? (checkedVersion ?? 0) : undefined,
      });
      if (!result.ok) return result;
      // What the autosave kept is now in the article or its pending changes (decision 022). The
      // save is stored: failing to remove the autosave must not answer that it was not
      // (decision 034); a leftover autosave equal to the article is not offered.
      await discardAutosave(staff.id, checkedId ?? NEW_ARTICLE_SLOT).catch((error: unknown) =>
        logger.warn({ err: error, postId: result.post.id }, 'Removing the autosave after a save failed'),
      );
      // Staged changes leave every public page as it was.
      if (!result.pending) revalidateRouterAfterPublicChange();
      return { ok: true, created: result.created, ...result.post, version: result.version, pending: result.pending, scheduleNote: result.scheduleNote };
    },
    {
      answer: (message) => ({ ok: false, fieldErrors: {}, formError: message }),
      message: SAVE_FAILED_MESSAGE,
      diskFullMessage: DISK_FULL_SAVE_MESSAGE,
      log: 'Saving an article failed',
      context: { postId: id },
    },
  );
}

/** 'Historique': the kept revisions of an article, newest first. */
export async function listRevisionsAction(postId: unknown): Promise<RevisionListResult> {
  return runAction<RevisionListResult>(
    async () => {
      await requireBlogManager();
      const checked = z.uuid().safeParse(postId);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      return { ok: true, revisions: await listRevisionsForStaff(checked.data) };
    },
    { answer: (message) => ({ ok: false, message }), message: HISTORY_FAILED_MESSAGE, log: 'Listing revisions failed', context: { postId } },
  );
}

/** One revision, whole, to compare with the form or restore into it. */
export async function getRevisionAction(postId: unknown, revisionId: unknown): Promise<RevisionResult> {
  return runAction<RevisionResult>(
    async () => {
      await requireBlogManager();
      const checked = z.tuple([z.uuid(), z.uuid()]).safeParse([postId, revisionId]);
      if (!checked.success) return { ok: false, message: REVISION_GONE_MESSAGE };
      const revision = await getRevisionForStaff(...checked.data);
      return revision ? { ok: true, revision } : { ok: false, message: REVISION_GONE_MESSAGE };
    },
    { answer: (message) => ({ ok: false, message }), message: HISTORY_FAILED_MESSAGE, log: 'Loading a revision failed', context: { postId, revisionId } },
  );
}

/** 'Abandonner les modifications en attente': the live article stays as it is, and fills the form again. */
export async function discardPendingAction(postId: unknown): Promise<DiscardPendingResult> {
  return runAction<DiscardPendingResult>(
    async () => {
      await requireBlogManager();
      const checked = z.uuid().safeParse(postId);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      if (!(await discardPendingRevision(checked.data))) return { ok: false, message: NO_PENDING_MESSAGE };
      const state = await loadEditorState(checked.data);
      return state ? { ok: true, live: state.initial } : { ok: false, message: POST_GONE_MESSAGE };
    },
    { answer: (message) => ({ ok: false, message }), message: DISCARD_FAILED_MESSAGE, log: 'Discarding pending changes failed', context: { postId } },
  );
}

/** Delete from the list, after the confirmation. */
export async function deletePostAction(id: unknown): Promise<DeletePostResult> {
  return runAction<DeletePostResult>(
    async () => {
      await requireBlogManager();
      const checked = z.uuid().safeParse(id);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      const post = await getPostForStaff(checked.data);
      if (!post || !(await deletePost(post.id))) return { ok: false, message: POST_GONE_MESSAGE };
      revalidateRouterAfterPublicChange();
      return { ok: true };
    },
    { answer: (message) => ({ ok: false, message }), message: DELETE_FAILED_MESSAGE, log: 'Deleting an article failed', context: { postId: id } },
  );
}

/** 'Marquer comme relu' in the editor: the article's reviewer's own account, or an admin recorded as such (decision 036). */
export async function markReviewedAction(id: unknown): Promise<MarkReviewedResult> {
  return runAction<MarkReviewedResult>(
    async () => {
      const staff = await requireBlogManager();
      const checked = z.uuid().safeParse(id);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      const result = await markReviewedByStaff(checked.data, staff);
      if (result.ok) revalidateRouterAfterPublicChange();
      return result;
    },
    { answer: (message) => ({ ok: false, message }), message: "Impossible d’enregistrer la relecture", log: 'Marking an article reviewed failed', context: { postId: id } },
  );
}

const REVIEW_LINK_FAILED_MESSAGE = "Le lien de relecture n’a pas pu être créé. Veuillez réessayer.";
const REVOKE_FAILED_MESSAGE = "Le lien n’a pas pu être révoqué. Veuillez réessayer.";
const LINK_GONE_MESSAGE = "Ce lien de relecture n’existe plus.";

/**
 * 'Créer un lien de relecture' in the editor: the same permission as editing the article. The
 * link's address is answered once, here; the list never holds it. The token stays out of logs.
 */
export async function createReviewLinkAction(postId: unknown): Promise<ReviewLinkActionResult<CreatedReviewLink>> {
  return runAction<ReviewLinkActionResult<CreatedReviewLink>>(
    async () => {
      const staff = await requireBlogManager();
      const checked = z.uuid().safeParse(postId);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      const created = await createReviewLink(checked.data, staff, env().REVIEW_LINK_VALIDITY_DAYS);
      if (!created) return { ok: false, message: POST_GONE_MESSAGE };
      const url = absoluteUrl(reviewLinkPath(created.token), env().SITE_URL);
      return { ok: true, id: created.link.id, url, links: await listReviewLinks(checked.data) };
    },
    {
      answer: (message) => ({ ok: false, message }),
      message: REVIEW_LINK_FAILED_MESSAGE,
      log: 'Creating a review link failed',
      context: { postId },
    },
  );
}

/** 'Révoquer' on one review link, after the confirmation: the link answers 404 from then on. */
export async function revokeReviewLinkAction(postId: unknown, linkId: unknown): Promise<RevokeReviewLinkResult> {
  return runAction<RevokeReviewLinkResult>(
    async () => {
      await requireBlogManager();
      const checked = z.tuple([z.uuid(), z.uuid()]).safeParse([postId, linkId]);
      if (!checked.success) return { ok: false, message: LINK_GONE_MESSAGE };
      const [post, link] = checked.data;
      if (!(await revokeReviewLink(post, link))) return { ok: false, message: LINK_GONE_MESSAGE };
      return { ok: true, links: await listReviewLinks(post) };
    },
    {
      answer: (message) => ({ ok: false, message }),
      message: REVOKE_FAILED_MESSAGE,
      log: 'Revoking a review link failed',
      context: { postId, linkId },
    },
  );
}
