import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { displayName } from '@/lib/author-display';
import { isStaffTheReviewer } from '@/lib/medical-review';
import { requireBlogManager } from '@/server/auth/session';
import { loadEditorState } from '@/server/blog/editor-state';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { discardPendingAction, getRevisionAction, listRevisionsAction, markReviewedAction, savePostAction } from '../../actions';

export const metadata: Metadata = { title: "Modifier l'article" };

type Props = { params: Promise<{ id: string }> };

export default async function EditPostPage({ params }: Props) {
  const staff = await requireBlogManager();
  const { id } = await params;
  const [state, authors, categories, tags] = await Promise.all([
    loadEditorState(id),
    listAuthors(),
    listCategories(),
    listTags(),
  ]);
  if (!state) notFound();
  const { post, pending, version } = state;
  // The key resets the editor's state when the saved article changes under it (router.refresh).
  return (
    <PostEditor
      key={`${post.updated_at}-${version}-${pending?.id ?? 'live'}`}
      postId={post.id}
      initial={state.initial}
      choices={{ authors, categories, tags }}
      savePost={savePostAction}
      article={{
        status: post.status,
        version,
        pendingChanges: pending && { createdAt: pending.created_at, authorName: pending.author_name },
        discardPendingChanges: discardPendingAction,
        history: { listRevisions: listRevisionsAction, getRevision: getRevisionAction },
      }}
      savedReview={{
        postId: post.id,
        reviewedAt: post.reviewed_at,
        reviewerName: post.reviewer && displayName(post.reviewer),
        isReviewer: isStaffTheReviewer(post.reviewer, staff),
        markReviewed: markReviewedAction,
      }}
    />
  );
}
