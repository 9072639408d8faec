import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { displayName } from '@/lib/author-display';
import { isStaffTheReviewer } from '@/lib/medical-review';
import { postFormFromPost } from '@/lib/post-form';
import { requireBlogManager } from '@/server/auth/session';
import { readAutosave } from '@/server/blog/autosaves';
import { getPostForStaff } from '@/server/blog/posts';
import { listReviewLinks } from '@/server/blog/review-links';
import { env } from '@/server/env';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { createReviewLinkAction, markReviewedAction, revokeReviewLinkAction, savePostAction } from '../../actions';

export const metadata: Metadata = { title: "Modifier l'article" };

type Props = { params: Promise<{ id: string }> };

export default async function EditPostPage({ params }: Props) {
  const staff = await requireBlogManager();
  const { id } = await params;
  const [post, authors, categories, tags, reviewLinks, autosave] = await Promise.all([
    getPostForStaff(id),
    listAuthors(),
    listCategories(),
    listTags(),
    listReviewLinks(id),
    readAutosave(staff.id, id),
  ]);
  if (!post) notFound();
  // The key resets the editor's state when the saved article changes under it (router.refresh).
  return (
    <PostEditor
      key={post.updated_at}
      postId={post.id}
      initial={postFormFromPost(post)}
      choices={{ authors, categories, tags }}
      savePost={savePostAction}
      autosave={{ userId: staff.id, slot: post.id, baseUpdatedAt: post.updated_at, stored: autosave }}
      savedReview={{
        postId: post.id,
        reviewedAt: post.reviewed_at,
        reviewerName: post.reviewer && displayName(post.reviewer),
        isReviewer: isStaffTheReviewer(post.reviewer, staff),
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
