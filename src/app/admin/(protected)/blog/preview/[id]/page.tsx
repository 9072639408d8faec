import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/site/blog/article-body';
import { ArticleHeader } from '@/components/site/blog/article-header';
import { ArticleNotice } from '@/components/site/blog/article-notice';
import { ArticleSources } from '@/components/site/blog/article-sources';
import { PracticeProvider } from '@/components/site/practice-context';
import { TableOfContents } from '@/components/site/blog/table-of-contents';
import { renderArticleBody } from '@/lib/article-body/render-article-body';
import { postStatusLabel } from '@/lib/post-status';
import { requireBlogManager } from '@/server/auth/session';
import { getPostWithPendingChangesForStaff } from '@/server/blog/pending-revision';
import { getPublicPractice } from '@/server/practice/public-practice';

// A draft must never reach a search engine, even through a leaked preview address.
export const metadata: Metadata = { title: 'Aperçu', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** The saved article, any status, rendered with the public article page's own components. */
export default async function PreviewPostPage({ params }: Props) {
  await requireBlogManager();
  const { id } = await params;
  // The editor shows pending changes (issue 15): so does its preview.
  const found = await getPostWithPendingChangesForStaff(id);
  if (!found) notFound();
  const { post, pending } = found;
  const [body, practice] = await Promise.all([renderArticleBody(post.content, { slug: post.slug }), getPublicPractice()]);

  return (
    <div className="rounded-lg border bg-background">
      <p role="note" className="rounded-t-lg border-b bg-amber-50 px-4 py-2 text-sm text-amber-900">
        {pending
          ? `Aperçu des modifications en attente : l'article tel qu'il apparaîtra sur /blog/${post.slug} après « Publier les modifications »`
          : `Aperçu (${postStatusLabel(post.status)}) : l'article tel qu'il apparaîtra sur /blog/${post.slug}`}
      </p>
      {/* The notice's booking link reads the practice's facts, as on the public page. */}
      <PracticeProvider view={practice}>
        <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <ArticleHeader post={post} />
          <TableOfContents entries={body.toc} />
          <ArticleBody html={body.html} />
          <ArticleSources sources={post.sources} />
          <ArticleNotice />
        </article>
      </PracticeProvider>
    </div>
  );
}
