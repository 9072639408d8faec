'use server';

import { z } from 'zod';
import type { PostFieldErrors } from '@/lib/post-form';
import type { PostStatus } from '@/lib/post-types';
import { requireBlogManager } from '@/server/auth/session';
import { revalidateArticlePages } from '@/server/blog/revalidate';
import { savePostFromEditor } from '@/server/blog/save-post';
import { logger } from '@/server/logger';
import { getPostForStaff } from '@/server/blog/posts';
import { deletePost } from '@/server/blog/post-writes';

export type SavePostActionResult =
  | { ok: true; created: boolean; id: string; slug: string; status: PostStatus }
  | { ok: false; fieldErrors: PostFieldErrors; formError?: string };

const saveArguments = z.tuple([z.enum(['save', 'publish']), z.uuid().nullable()]);

/** 'Sauvegarder' / 'Publier' in the editor. The form values are validated by the save service. */
export async function savePostAction(values: unknown, intent: unknown, id: unknown): Promise<SavePostActionResult> {
  await requireBlogManager();
  const args = saveArguments.safeParse([intent, id]);
  if (!args.success) return { ok: false, fieldErrors: {} };
  const [checkedIntent, checkedId] = args.data;
  try {
    const result = await savePostFromEditor(values, checkedIntent, checkedId);
    if (!result.ok) return result;
    revalidateArticlePages([result.previousSlug, result.post.slug]);
    return { ok: true, created: result.created, ...result.post };
  } catch (error) {
    logger.error({ err: error, postId: checkedId }, 'Saving an article failed');
    return { ok: false, fieldErrors: {} };
  }
}

/** Delete from the list, after the confirmation. */
export async function deletePostAction(id: unknown): Promise<{ ok: boolean }> {
  await requireBlogManager();
  const checked = z.uuid().safeParse(id);
  if (!checked.success) return { ok: false };
  try {
    const post = await getPostForStaff(checked.data);
    if (!post || !(await deletePost(post.id))) return { ok: false };
    revalidateArticlePages([post.slug]);
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, postId: checked.data }, 'Deleting an article failed');
    return { ok: false };
  }
}
