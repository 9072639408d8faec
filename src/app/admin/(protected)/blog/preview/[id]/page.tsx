import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/site/blog/article-view';
import { postStatusLabel } from '@/lib/blog/post-status';
import { requireBlogManager } from '@/server/auth/session';
import { getPostWithPendingChangesForStaff } from '@/server/blog/pending-revision';

// A draft must never reach a search engine, even through a leaked preview address.
export const metadata: Metadata = { title: 'Aperçu', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** The saved article, any status, rendered with the public article page's own components. */
export default async function PreviewPostPage({ params }: Props) {
  await requireBlogManager();
  const { id } = await params;
  // The editor shows pending changes (decision 020): so does its preview.
  const found = await getPostWithPendingChangesForStaff(id);
  if (!found) notFound();
  const { post, pending } = found;

  return (
    <div className="rounded-lg border bg-background">
      <p role="note" className="rounded-t-lg border-b bg-amber-50 px-4 py-2 text-sm text-amber-900">
        {pending
          ? `Aperçu des modifications en attente : l’article tel qu’il apparaîtra sur /blog/${post.slug} après « Mettre à jour »`
          : `Aperçu (${postStatusLabel(post.status)}) : l’article tel qu’il apparaîtra sur /blog/${post.slug}`}
      </p>
      <ArticleView post={post} />
    </div>
  );
}
