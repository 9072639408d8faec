'use server';

import { createElement } from 'react';
import { PreparedArticleView, prepareArticle } from '@/components/site/blog/article-view';
import { z } from '@/lib/forms/zod';
import { PREVIEW_FAILED_MESSAGE, previewFormSchema } from '@/lib/blog/article-preview';
import { NEW_ARTICLE_SLOT } from '@/lib/blog/autosave';
import { refusal } from '@/lib/actions/action-result';
import { SAVE_INTENTS } from '@/lib/blog/post-form';
import { absoluteUrl, reviewLinkPath } from '@/lib/site/site-paths';
import { staffAction } from '@/server/actions/staff-action';
import { requireAdmin, requireBlogManager } from '@/server/auth/session';
import { DISK_FULL_SAVE_MESSAGE } from '@/server/disk-full';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { discardAutosave } from '@/server/blog/autosaves';
import { moveToTrash, restoreFromTrash } from '@/server/blog/trash';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';
import { markReviewedByStaff } from '@/server/blog/mark-reviewed';
import { articleForPreview } from '@/server/blog/article-preview';
import { createReviewLink, listReviewLinks, revokeReviewLink } from '@/server/blog/review-links';
import { POST_GONE_MESSAGE, savePostFromEditor } from '@/server/blog/save-post';
import { loadEditorState } from '@/server/blog/editor-state';
import { discardPendingRevision, getRevisionForStaff, listRevisionsForStaff } from '@/server/blog/post-revisions';

const SAVE_FAILED_MESSAGE =
  'L’article n’a pas pu être enregistré. Veuillez réessayer ; votre texte reste dans le formulaire.';
const DELETE_FAILED_MESSAGE = 'Impossible de supprimer l’article';
const RESTORE_FAILED_MESSAGE = 'Impossible de restaurer l’article';
const TRASH_GONE_MESSAGE = 'Cet article n’est plus dans la Corbeille.';
const HISTORY_FAILED_MESSAGE = 'Impossible de charger l’historique';
const REVISION_GONE_MESSAGE = 'Cette version n’existe plus.';
const DISCARD_FAILED_MESSAGE = 'Impossible d’abandonner les modifications en attente';
const NO_PENDING_MESSAGE = 'Cet article n’a pas de modifications en attente.';

const postId = z.object({ postId: z.uuid() });
const byPostId = (id: unknown) => ({ postId: id });
/** What the actions on one article given by its id share: an id that is not one is a post gone. */
const onePostById = { input: byPostId, schema: postId, invalid: POST_GONE_MESSAGE };

/**
 * The editor's saves: 'Sauvegarder', 'Publier', and for a published article 'Enregistrer sans
 * publier' and 'Publier les modifications'. `baseVersion` is the version the editor was opened
 * at: a save after someone else's is refused with the difference to show (decision 020). The
 * form itself is validated by the save service, which also checks what only the database knows.
 */
export const savePostAction = staffAction({
  guard: requireBlogManager,
  input: (values: unknown, intent: unknown, id: unknown, baseVersion: unknown) => ({ values, intent, id, baseVersion }),
  schema: z.object({
    values: z.unknown(),
    intent: z.enum(SAVE_INTENTS),
    id: z.uuid().nullable(),
    baseVersion: z.number().int().min(0).nullable(),
  }),
  invalid: SAVE_FAILED_MESSAGE,
  run: async ({ values, intent, id, baseVersion }, staff) => {
    const result = await savePostFromEditor(values, intent, id, new Date(), {
      by: { id: staff.id, name: staff.name },
      baseVersion: id ? (baseVersion ?? 0) : undefined,
    });
    if (!result.ok) return result;
    // What the autosave kept is now in the article or its pending changes (decision 022). The
    // save is stored: failing to remove the autosave must not answer that it was not
    // (decision 034); a leftover autosave equal to the article is not offered.
    await discardAutosave(staff.id, id ?? NEW_ARTICLE_SLOT).catch((error: unknown) =>
      logger.warn({ err: error, postId: result.post.id }, 'Removing the autosave after a save failed'),
    );
    return {
      ok: true,
      created: result.created,
      ...result.post,
      version: result.version,
      pending: result.pending,
      scheduleNote: result.scheduleNote,
    };
  },
  // Staged changes leave every public page as it was.
  revalidate: (result) => result.ok && !result.pending && revalidateRouterAfterPublicChange(),
  failure: {
    message: SAVE_FAILED_MESSAGE,
    diskFullMessage: DISK_FULL_SAVE_MESSAGE,
    log: 'Saving an article failed',
    context: (_values, _intent, id) => ({ postId: id }),
  },
});

/**
 * The editor's live preview (decision 046): the unsaved form rendered by the public article's
 * own component, through the one pipeline that makes public HTML. It reads and never writes:
 * no save, no revision, no autosave. The answer is the rendered article itself (React's server
 * payload), never HTML for the browser to inject.
 */
export const previewArticleAction = staffAction({
  guard: requireBlogManager,
  input: (values: unknown, id: unknown) => ({ values, id }),
  schema: z.object({ values: previewFormSchema, id: z.uuid().nullable() }),
  invalid: PREVIEW_FAILED_MESSAGE,
  run: async ({ values, id }) => {
    const prepared = await prepareArticle(await articleForPreview(values, id, new Date()));
    return { ok: true, article: createElement(PreparedArticleView, prepared) };
  },
  failure: {
    message: PREVIEW_FAILED_MESSAGE,
    log: 'Rendering the live preview failed',
    context: (_values, id) => ({ postId: id }),
  },
});

/** 'Historique': the kept revisions of an article, newest first. */
export const listRevisionsAction = staffAction({
  guard: requireBlogManager,
  ...onePostById,
  run: async ({ postId }) => ({ ok: true, revisions: await listRevisionsForStaff(postId) }),
  failure: { message: HISTORY_FAILED_MESSAGE, log: 'Listing revisions failed', context: (id) => ({ postId: id }) },
});

/** One revision, whole, to compare with the form or restore into it. */
export const getRevisionAction = staffAction({
  guard: requireBlogManager,
  input: (postId: unknown, revisionId: unknown) => ({ postId, revisionId }),
  schema: z.object({ postId: z.uuid(), revisionId: z.uuid() }),
  invalid: REVISION_GONE_MESSAGE,
  run: async ({ postId, revisionId }) => {
    const revision = await getRevisionForStaff(postId, revisionId);
    return revision ? { ok: true, revision } : refusal(REVISION_GONE_MESSAGE);
  },
  failure: {
    message: HISTORY_FAILED_MESSAGE,
    log: 'Loading a revision failed',
    context: (postId, revisionId) => ({ postId, revisionId }),
  },
});

/** 'Abandonner les modifications en attente': the live article stays as it is, and fills the form again. */
export const discardPendingAction = staffAction({
  guard: requireBlogManager,
  ...onePostById,
  run: async ({ postId }) => {
    if (!(await discardPendingRevision(postId))) return refusal(NO_PENDING_MESSAGE);
    const state = await loadEditorState(postId);
    return state ? { ok: true, live: state.initial } : refusal(POST_GONE_MESSAGE);
  },
  failure: {
    message: DISCARD_FAILED_MESSAGE,
    log: 'Discarding pending changes failed',
    context: (id) => ({ postId: id }),
  },
});

/** Delete from the list, after the confirmation: the article goes to the Corbeille for 30 days. */
export const deletePostAction = staffAction({
  guard: requireBlogManager,
  ...onePostById,
  run: async ({ postId }) => {
    if (!(await moveToTrash(postId))) return refusal(POST_GONE_MESSAGE);
    return { ok: true };
  },
  revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
  failure: { message: DELETE_FAILED_MESSAGE, log: 'Deleting an article failed', context: (id) => ({ postId: id }) },
});

/** 'Restaurer' in the Corbeille: admins only; the article comes back as it was, at its address. */
export const restorePostAction = staffAction({
  guard: requireAdmin,
  ...onePostById,
  invalid: TRASH_GONE_MESSAGE,
  run: async ({ postId }) => {
    if (!(await restoreFromTrash(postId))) return refusal(TRASH_GONE_MESSAGE);
    return { ok: true };
  },
  revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
  failure: { message: RESTORE_FAILED_MESSAGE, log: 'Restoring an article failed', context: (id) => ({ postId: id }) },
});

/** 'Marquer comme relu' in the editor: the article's reviewer's own account, or an admin recorded as such (decision 036). */
export const markReviewedAction = staffAction({
  guard: requireBlogManager,
  ...onePostById,
  run: ({ postId }, staff) => markReviewedByStaff(postId, staff),
  revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
  failure: {
    message: 'Impossible d’enregistrer la relecture',
    log: 'Marking an article reviewed failed',
    context: (id) => ({ postId: id }),
  },
});

const REVIEW_LINK_FAILED_MESSAGE = 'Le lien de relecture n’a pas pu être créé. Veuillez réessayer.';
const REVOKE_FAILED_MESSAGE = 'Le lien n’a pas pu être révoqué. Veuillez réessayer.';
const LINK_GONE_MESSAGE = 'Ce lien de relecture n’existe plus.';

/**
 * 'Créer un lien de relecture' in the editor: the same permission as editing the article. The
 * link's address is answered once, here; the list never holds it. The token stays out of logs.
 */
export const createReviewLinkAction = staffAction({
  guard: requireBlogManager,
  ...onePostById,
  run: async ({ postId }, staff) => {
    const created = await createReviewLink(postId, staff, env().REVIEW_LINK_VALIDITY_DAYS);
    if (!created) return refusal(POST_GONE_MESSAGE);
    const url = absoluteUrl(reviewLinkPath(created.token), env().SITE_URL);
    return { ok: true, id: created.link.id, url, links: await listReviewLinks(postId) };
  },
  failure: {
    message: REVIEW_LINK_FAILED_MESSAGE,
    log: 'Creating a review link failed',
    context: (id) => ({ postId: id }),
  },
});

/** 'Révoquer' on one review link, after the confirmation: the link answers 404 from then on. */
export const revokeReviewLinkAction = staffAction({
  guard: requireBlogManager,
  input: (postId: unknown, linkId: unknown) => ({ postId, linkId }),
  schema: z.object({ postId: z.uuid(), linkId: z.uuid() }),
  invalid: LINK_GONE_MESSAGE,
  run: async ({ postId, linkId }) => {
    if (!(await revokeReviewLink(postId, linkId))) return refusal(LINK_GONE_MESSAGE);
    return { ok: true, links: await listReviewLinks(postId) };
  },
  failure: {
    message: REVOKE_FAILED_MESSAGE,
    log: 'Revoking a review link failed',
    context: (postId, linkId) => ({ postId, linkId }),
  },
});
