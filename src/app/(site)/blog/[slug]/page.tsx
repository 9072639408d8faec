import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/site/blog/article-view';
import { RecommendedArticles } from '@/components/site/blog/recommended-articles';
import { JsonLd } from '@/components/site/json-ld';
import { articleJsonLd, articleMetadata } from '@/lib/blog/article-metadata';
import { ArticleQuestions } from '@/components/site/questions/article-questions';
import { env } from '@/server/env';
import { listRecentPublicPosts } from '@/server/blog/posts';
import { listPublicQuestions } from '@/server/questions/public-questions';
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

  // Questions switched off: none shown, no form (and the form's handler refuses a post).
  const [others, questions] = await Promise.all([listRecentPublicPosts(RECOMMENDED_COUNT, post.id), post.allow_comments ? listPublicQuestions(post.id) : null]);

  return (
    <>
      <JsonLd data={articleJsonLd(post, env().SITE_URL, questions)} />
      <ArticleView post={post} />
      {questions ? <ArticleQuestions slug={post.slug} questions={questions} /> : null}
      <RecommendedArticles posts={others} />
    </>
  );
}
