import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { reviewMarkerKind } from '@/lib/blog/medical-review';
import { requireBlogManager } from '@/server/auth/session';
import { readAutosave } from '@/server/blog/autosaves';
import { loadEditorState } from '@/server/blog/editor-state';
import { listLinkTargets } from '@/server/blog/link-targets';
import { savedReviewLine } from '@/server/blog/mark-reviewed';
import { listReviewLinks } from '@/server/blog/review-links';
import { env } from '@/server/env';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import {
  createReviewLinkAction,
  discardPendingAction,
  getRevisionAction,
  listRevisionsAction,
  markReviewedAction,
  previewArticleAction,
  revokeReviewLinkAction,
  savePostAction,
} from '../../actions';
import { saveTagAction } from '../../../taxonomy-actions';

export const metadata: Metadata = { title: 'Modifier l’article' };

type Props = { params: Promise<{ id: string }> };

export default async function EditPostPage({ params }: Props) {
  const staff = await requireBlogManager();
  const { id } = await params;
  const [state, authors, categories, tags, reviewLinks, autosave, linkTargets] = await Promise.all([
    loadEditorState(id),
    listAuthors(),
    listCategories(),
    listTags(),
    listReviewLinks(id),
    readAutosave(staff.id, id),
    listLinkTargets(),
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
      linkTargets={linkTargets}
      savePost={savePostAction}
      previewArticle={previewArticleAction}
      createTag={saveTagAction}
      autosave={{ userId: staff.id, slot: post.id, baseUpdatedAt: post.updated_at, stored: autosave }}
      article={{
        status: post.status,
        version,
        pendingChanges: pending && {
          createdAtLabel: formatAdminDateTime(pending.created_at),
          authorName: pending.author_name,
        },
        discardPendingChanges: discardPendingAction,
        history: { listRevisions: listRevisionsAction, getRevision: getRevisionAction },
      }}
      savedReview={{
        postId: post.id,
        line: savedReviewLine(post),
        marker: reviewMarkerKind(post.reviewer, staff),
        markReviewed: markReviewedAction,
      }}
      reviewLinks={{
        postId: post.id,
        links: reviewLinks,
        validityDays: env().REVIEW_LINK_VALIDITY_DAYS,
        now: new Date().toISOString(),
        createLink: createReviewLinkAction,
        revokeLink: revokeReviewLinkAction,
      }}
    />
  );
}
