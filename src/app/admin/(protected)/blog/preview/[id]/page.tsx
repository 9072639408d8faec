import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/site/blog/article-view';
import { PracticeProvider } from '@/components/site/practice-provider';
import { postStatusLabel } from '@/lib/post-status';
import { requireBlogManager } from '@/server/auth/session';
import { getPostForStaff } from '@/server/blog/posts';
import { getPublicPractice } from '@/server/practice/public-practice';

// A draft must never reach a search engine, even through a leaked preview address.
export const metadata: Metadata = { title: 'Aperçu', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** The saved article, any status, rendered with the public article page's own components. */
export default async function PreviewPostPage({ params }: Props) {
  await requireBlogManager();
  const { id } = await params;
  const post = await getPostForStaff(id);
  if (!post) notFound();
  const practice = await getPublicPractice();

  return (
    <div className="rounded-lg border bg-background">
      <p role="note" className="rounded-t-lg border-b bg-amber-50 px-4 py-2 text-sm text-amber-900">
        Aperçu ({postStatusLabel(post.status)}) : l&apos;article tel qu&apos;il apparaîtra sur /blog/{post.slug}
      </p>
      {/* The notice's booking link reads the practice's facts, as on the public page. */}
      <PracticeProvider view={practice}>
        <ArticleView post={post} />
      </PracticeProvider>
    </div>
  );
}
