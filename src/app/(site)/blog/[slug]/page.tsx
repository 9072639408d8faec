import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArticleView } from '@/components/site/blog/article-view';
import { RecommendedArticles } from '@/components/site/blog/recommended-articles';
import { JsonLd } from '@/components/site/json-ld';
import { SearchForm } from '@/components/site/search/search-form';
import { ArticleViewBeacon } from '@/components/views/article-view-beacon';
import { articleJsonLd, articleMetadata } from '@/lib/article-metadata';
import { articlePath } from '@/lib/site-paths';
import { currentSlugOfPublicOldSlug } from '@/server/blog/old-slugs';
import { env } from '@/server/env';
import { listRelatedPublicPosts } from '@/server/blog/related-posts';
import { getPublicArticle } from './article-query';

// Rendered from the database whenever the public page cache (scripts/serve.ts) has no current copy.
export const dynamic = 'force-dynamic';

// The carousel's weight stays the same however many articles the blog has.
const RECOMMENDED_COUNT = 6;

type Props = { params: Promise<{ slug: string }> };

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

  const others = await listRelatedPublicPosts({ id: post.id, category_id: post.category_id, tagIds: post.tags.map((tag) => tag.id) }, RECOMMENDED_COUNT);

  return (
    <>
      <JsonLd data={articleJsonLd(post, env().SITE_URL)} />
      <ArticleViewBeacon slug={post.slug} />
      <ArticleView post={post} />
      <div className="mx-auto max-w-3xl px-4 pb-4 sm:px-6">
        <SearchForm id="recherche-article" />
      </div>
      <RecommendedArticles posts={others} />
    </>
  );
}
