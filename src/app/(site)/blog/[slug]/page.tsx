import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { ArticleView } from '@/components/site/blog/article-view';
import { RecommendedArticles } from '@/components/site/blog/recommended-articles';
import { JsonLd } from '@/components/site/json-ld';
import { ArticleQuestions } from '@/components/site/questions/article-questions';
import { SearchForm } from '@/components/site/search/search-form';
import { articleJsonLd, articleMetadata } from '@/lib/blog/article-metadata';
import { articlePath } from '@/lib/site/site-paths';
import { currentSlugOfPublicOldSlug } from '@/server/blog/old-slugs';
import { getPublicPostBySlug } from '@/server/blog/posts';
import { listRelatedPublicPosts } from '@/server/blog/related-posts';
import { env } from '@/server/env';
import { listPublicQuestions } from '@/server/questions/public-questions';

// Rendered from the database whenever the public page cache (scripts/serve.ts) has no current copy.
export const dynamic = 'force-dynamic';

// The carousel's weight stays the same however many articles the blog has.
const RECOMMENDED_COUNT = 6;

type Props = { params: Promise<{ slug: string }> };

/** One database read per request, shared by generateMetadata and the page. */
const getPublicArticle = cache((slug: string) => getPublicPostBySlug(slug));

/**
 * An address no article holds now: an old slug of a public article moves there for good (the
 * front server answers it as one 301, decision 042), anything else is not found.
 */
async function movedOrNotFound(slug: string): Promise<never> {
  const current = await currentSlugOfPublicOldSlug(slug);
  if (current) permanentRedirect(articlePath(current));
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPublicArticle(slug);
  if (!post) return movedOrNotFound(slug);
  return articleMetadata(post, env().SITE_URL);
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const post = await getPublicArticle(slug);
  if (!post) return movedOrNotFound(slug);

  // Questions switched off: none shown, no form (and the form's handler refuses a post).
  const [others, questions] = await Promise.all([
    listRelatedPublicPosts(
      { id: post.id, category_id: post.category_id, tagIds: post.tags.map((tag) => tag.id) },
      RECOMMENDED_COUNT,
    ),
    post.allow_comments ? listPublicQuestions(post.id) : null,
  ]);

  return (
    <>
      <JsonLd data={articleJsonLd(post, env().SITE_URL, questions)} />
      <ArticleView post={post} />
      {questions ? <ArticleQuestions slug={post.slug} questions={questions} /> : null}
      <div className="mx-auto max-w-3xl px-4 pb-4 sm:px-6">
        <SearchForm id="recherche-article" />
      </div>
      <RecommendedArticles posts={others} />
    </>
  );
}
