'use server';

import { z } from '@/lib/zod';
import { NEW_ARTICLE_SLOT } from '@/lib/autosave';
import type { SavePostActionResult } from '@/lib/post-form';
import type { CreatedReviewLink, ReviewLink, ReviewLinkActionResult } from '@/lib/review-links';
import { absoluteUrl, reviewLinkPath } from '@/lib/site-paths';
import { runAction } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { DISK_FULL_SAVE_MESSAGE } from '@/server/disk-full';
import { env } from '@/server/env';
import { discardAutosave } from '@/server/blog/autosaves';
import { getPostForStaff } from '@/server/blog/posts';
import { deletePost } from '@/server/blog/post-writes';
import { revalidatePublicPages } from '@/server/public-cache/revalidate-public-pages';
import { markReviewedByStaff, type MarkReviewedResult } from '@/server/blog/mark-reviewed';
import { createReviewLink, listReviewLinks, revokeReviewLink } from '@/server/blog/review-links';
import { POST_GONE_MESSAGE, savePostFromEditor } from '@/server/blog/save-post';

const SAVE_FAILED_MESSAGE = "L'article n'a pas pu être enregistré. Veuillez réessayer ; votre texte reste dans le formulaire.";
const DELETE_FAILED_MESSAGE = "Impossible de supprimer l'article";
const saveArguments = z.tuple([z.enum(['save', 'publish']), z.uuid().nullable()]);

type RevokeReviewLinkResult = ReviewLinkActionResult<{ links: ReviewLink[] }>;

export type DeletePostResult = { ok: true } | { ok: false; message: string };

/** 'Sauvegarder' / 'Publier' in the editor. The form values are validated by the save service. */
export async function savePostAction(values: unknown, intent: unknown, id: unknown): Promise<SavePostActionResult> {
  return runAction<SavePostActionResult>(
    async () => {
      const staff = await requireBlogManager();
      const args = saveArguments.safeParse([intent, id]);
      if (!args.success) return { ok: false, fieldErrors: {}, formError: SAVE_FAILED_MESSAGE };
      const [checkedIntent, checkedId] = args.data;
      const result = await savePostFromEditor(values, checkedIntent, checkedId);
      if (!result.ok) return result;
      // What the autosave kept is now in the article (decision 022).
      await discardAutosave(staff.id, checkedId ?? NEW_ARTICLE_SLOT);
      await revalidatePublicPages();
      return { ok: true, created: result.created, ...result.post };
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

/** Delete from the list, after the confirmation. */
export async function deletePostAction(id: unknown): Promise<DeletePostResult> {
  return runAction<DeletePostResult>(
    async () => {
      await requireBlogManager();
      const checked = z.uuid().safeParse(id);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      const post = await getPostForStaff(checked.data);
      if (!post || !(await deletePost(post.id))) return { ok: false, message: POST_GONE_MESSAGE };
      await revalidatePublicPages();
      return { ok: true };
    },
    { answer: (message) => ({ ok: false, message }), message: DELETE_FAILED_MESSAGE, log: 'Deleting an article failed', context: { postId: id } },
  );
}

/** 'Marquer comme relu' in the editor: only the staff member who is the article's reviewer. */
export async function markReviewedAction(id: unknown): Promise<MarkReviewedResult> {
  return runAction<MarkReviewedResult>(
    async () => {
      const staff = await requireBlogManager();
      const checked = z.uuid().safeParse(id);
      if (!checked.success) return { ok: false, message: POST_GONE_MESSAGE };
      const result = await markReviewedByStaff(checked.data, staff);
      if (result.ok) await revalidatePublicPages();
      return result;
    },
    { answer: (message) => ({ ok: false, message }), message: "Impossible d'enregistrer la relecture", log: 'Marking an article reviewed failed', context: { postId: id } },
  );
}

const REVIEW_LINK_FAILED_MESSAGE = "Le lien de relecture n'a pas pu être créé. Veuillez réessayer.";
const REVOKE_FAILED_MESSAGE = "Le lien n'a pas pu être révoqué. Veuillez réessayer.";
const LINK_GONE_MESSAGE = "Ce lien de relecture n'existe plus.";

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
