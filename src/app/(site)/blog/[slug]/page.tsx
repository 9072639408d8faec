import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/site/blog/article-view';
import { RecommendedArticles } from '@/components/site/blog/recommended-articles';
import { JsonLd } from '@/components/site/json-ld';
import { articleJsonLd, articleMetadata } from '@/lib/blog/article-metadata';
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

  const others = await listRecentPublicPosts(RECOMMENDED_COUNT, post.id);

  return (
    <>
      <JsonLd data={articleJsonLd(post, env().SITE_URL)} />
      <ArticleView post={post} />
      <RecommendedArticles posts={others} />
    </>
  );
}
