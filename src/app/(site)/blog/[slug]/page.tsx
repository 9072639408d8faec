import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/site/blog/article-body';
import { ArticleHeader } from '@/components/site/blog/article-header';
import { RecommendedArticles } from '@/components/site/blog/recommended-articles';
import { ScrollToTop } from '@/components/site/blog/scroll-to-top';
import { ArticleViewBeacon } from '@/components/views/article-view-beacon';
import { TableOfContents } from '@/components/site/blog/table-of-contents';
import { renderArticleBody } from '@/lib/article-body';
import { chooseArticleImage } from '@/lib/article-image';
import { publicDisplayDate } from '@/lib/visibility';
import { env } from '@/server/env';
import { listPublicPosts } from '@/server/posts';
import { getPublicArticle } from './article-query';

// Visibility depends on the clock (scheduled articles): render per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPublicArticle(slug);
  if (!post) notFound();

  const siteUrl = env().SITE_URL;
  const url = `${siteUrl}/blog/${post.slug}`;
  const title = post.meta_title || post.title;
  const description = post.meta_description || post.excerpt || undefined;
  const image = {
    url: new URL(
      chooseArticleImage({
        slug: post.slug,
        title: post.title,
        categoryName: post.category?.name,
        featuredImageUrl: post.featured_image_url,
      }),
      siteUrl,
    ).toString(),
    width: 1200,
    height: 630,
    alt: post.featured_image_alt || post.title,
  };
  return {
    title,
    description,
    alternates: { canonical: url },
    authors: post.author ? [{ name: post.author.name }] : undefined,
    openGraph: {
      type: 'article',
      locale: 'fr_MA',
      url,
      title,
      description,
      publishedTime: publicDisplayDate(post),
      modifiedTime: post.updated_at,
      authors: post.author ? [post.author.name] : undefined,
      section: post.category?.name,
      tags: post.tags.map((tag) => tag.name),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const [post, publicPosts] = await Promise.all([getPublicArticle(slug), listPublicPosts()]);
  if (!post) notFound();

  const body = await renderArticleBody(post.content, { slug: post.slug });
  const others = publicPosts.filter((other) => other.id !== post.id);

  return (
    <>
      <ScrollToTop slug={post.slug} />
      <ArticleViewBeacon slug={post.slug} />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <ArticleHeader post={post} />
        <TableOfContents entries={body.toc} />
        <ArticleBody html={body.html} />
      </article>
      <RecommendedArticles posts={others} />
    </>
  );
}
