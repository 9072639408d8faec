import 'server-only';
import { postFormFromPost, type PostFormValues } from '@/lib/blog/post-form';
import type { PendingRevision } from '@/lib/blog/post-revision';
import type { PostDetail } from '@/lib/blog/post-types';
import { db } from '../db/client';
import { loadPendingRevision } from './pending-revision';
import { articleVersion } from './post-revisions';
import { getPostForStaff } from './posts';

/** What the editor opens: the pending changes when there are some, else the article as stored. */
export type EditorState = {
  post: PostDetail;
  initial: PostFormValues;
  pending: PendingRevision | null;
  version: number;
};

export async function loadEditorState(postId: string): Promise<EditorState | null> {
  // The version first: a save landing between the reads can only make a later save ask
  // needlessly, never let one overwrite unseen text.
  const version = await articleVersion(postId);
  const [post, pending] = await Promise.all([getPostForStaff(postId), loadPendingRevision(db(), postId)]);
  if (!post) return null;
  return { post, initial: postFormFromPost(pending?.snapshot ?? post), pending, version };
}
