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
  // The editor keeps its own state across its saves (a remount would drop what is typed while
  // the refresh comes back); only 'Marquer comme relu', made from a saved form, resets it.
  return (
    <PostEditor
      key={`${post.id}:${post.reviewed_at ?? ''}`}
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
