import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/site/blog/article-body';
import { ArticleHeader } from '@/components/site/blog/article-header';
import { ArticleNotice } from '@/components/site/blog/article-notice';
import { ArticleSources } from '@/components/site/blog/article-sources';
import { RecommendedArticles } from '@/components/site/blog/recommended-articles';
import { ScrollToTop } from '@/components/site/blog/scroll-to-top';
import { JsonLd } from '@/components/site/json-ld';
import { ArticleViewBeacon } from '@/components/views/article-view-beacon';
import { TableOfContents } from '@/components/site/blog/table-of-contents';
import { renderArticleBody } from '@/lib/article-body/render-article-body';
import { articleJsonLd, articleMetadata } from '@/lib/article-metadata';
import { env } from '@/server/env';
import { listRecentPublicPosts } from '@/server/blog/posts';
import { getPublicArticle } from './article-query';

// Rendered from the database whenever the public page cache (scripts/serve.ts) has no current copy.
export const dynamic = 'force-dynamic';

// The carousel's weight stays the same however many articles the blog has.
const RECOMMENDED_COUNT = 6;

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPublicArticle(slug);
  if (!post) notFound();
  return articleMetadata(post, env().SITE_URL);
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const post = await getPublicArticle(slug);
  if (!post) notFound();

  const [body, others] = await Promise.all([
    renderArticleBody(post.content, { slug: post.slug }),
    listRecentPublicPosts(RECOMMENDED_COUNT, post.id),
  ]);

  return (
    <>
      <JsonLd data={articleJsonLd(post, env().SITE_URL)} />
      <ScrollToTop slug={post.slug} />
      <ArticleViewBeacon slug={post.slug} />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <ArticleHeader post={post} />
        <TableOfContents entries={body.toc} />
        <ArticleBody html={body.html} />
        <ArticleSources sources={post.sources} />
        <ArticleNotice />
      </article>
      <RecommendedArticles posts={others} />
    </>
  );
}
