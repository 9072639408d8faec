import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/site/blog/article-body';
import { ArticleHeader } from '@/components/site/blog/article-header';
import { ArticleNotice } from '@/components/site/blog/article-notice';
import { ArticleSources } from '@/components/site/blog/article-sources';
import { PracticeProvider } from '@/components/site/practice-provider';
import { TableOfContents } from '@/components/site/blog/table-of-contents';
import { renderArticleBody } from '@/lib/article-body/render-article-body';
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
  const [body, practice] = await Promise.all([renderArticleBody(post.content, { slug: post.slug }), getPublicPractice()]);

  return (
    <div className="rounded-lg border bg-background">
      <p role="note" className="rounded-t-lg border-b bg-amber-50 px-4 py-2 text-sm text-amber-900">
        Aperçu ({postStatusLabel(post.status)}) : l&apos;article tel qu&apos;il apparaîtra sur /blog/{post.slug}
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
