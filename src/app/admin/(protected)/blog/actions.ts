'use server';

import { z } from 'zod';
import { NEW_ARTICLE_SLOT } from '@/lib/autosave';
import type { SavePostActionResult } from '@/lib/post-form';
import { runAction } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { DISK_FULL_SAVE_MESSAGE } from '@/server/disk-full';
import { discardAutosave } from '@/server/blog/autosaves';
import { getPostForStaff } from '@/server/blog/posts';
import { deletePost } from '@/server/blog/post-writes';
import { revalidatePublicPages } from '@/server/public-cache/revalidate-public-pages';
import { markReviewedByStaff, type MarkReviewedResult } from '@/server/blog/mark-reviewed';
import { POST_GONE_MESSAGE, savePostFromEditor } from '@/server/blog/save-post';

const SAVE_FAILED_MESSAGE = "L'article n'a pas pu être enregistré. Veuillez réessayer ; votre texte reste dans le formulaire.";
const saveArguments = z.tuple([z.enum(['save', 'publish']), z.uuid().nullable()]);

/** 'Sauvegarder' / 'Publier' in the editor. The form values are validated by the save service. */
export async function savePostAction(values: unknown, intent: unknown, id: unknown): Promise<SavePostActionResult> {
  const staff = await requireBlogManager();
  const args = saveArguments.safeParse([intent, id]);
  if (!args.success) return { ok: false, fieldErrors: {}, formError: SAVE_FAILED_MESSAGE };
  const [checkedIntent, checkedId] = args.data;
  return runAction<SavePostActionResult>(
    async () => {
      const result = await savePostFromEditor(values, checkedIntent, checkedId);
      if (!result.ok) return result;
      // What the autosave kept is now in the article (decision 022).
      await discardAutosave(staff.id, checkedId ?? NEW_ARTICLE_SLOT);
      await revalidatePublicPages();
      return { ok: true, created: result.created, ...result.post };
    },
    {
      result: { ok: false, fieldErrors: {}, formError: SAVE_FAILED_MESSAGE },
      diskFull: { ok: false, fieldErrors: {}, formError: DISK_FULL_SAVE_MESSAGE },
      log: 'Saving an article failed',
      context: { postId: checkedId },
    },
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
