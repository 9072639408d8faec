import type { Metadata } from 'next';
import type { PostDetail } from './post-types';
import type { PublicQuestion } from '../questions/question-types';
import { chooseArticleImage, DEFAULT_ARTICLE_IMAGE } from './article-image';
import { displayName } from './author-display';
import { blogBreadcrumbJsonLd } from './blog-list-json-ld';
import { buildBlogPostingJsonLd, buildMedicalWebPageJsonLd, type JsonLd } from '../site/json-ld';
import { shownUpdateDate } from './medical-review';
import { DEFAULT_SHARE_IMAGE, SITE_LOCALE, SITE_NAME, type ShareImage } from '../site/page-metadata';
import { SHARE_SIZE, shareCopyOf } from '../site/site-raster-images';
import { publicDisplayDate } from './visibility';
import { absoluteUrl, articlePath, authorPath } from '../site/site-paths';
import { stripXmlForbiddenCharacters as clean } from '../text/xml-characters';

/**
 * The picture shared on social networks and in search results: the article's featured image with
 * its alt text (an uploaded photo as it is; one of our illustrations through its 1200×630 PNG
 * copy, as the big networks render no SVG previews), else the illustration its card shows (its
 * own or its theme's), else the site's card rather than the generic banner.
 */
export function articleShareImage(
  post: Pick<PostDetail, 'featured_image_url' | 'featured_image_alt' | 'title' | 'slug' | 'category'>,
): ShareImage {
  const featured = post.featured_image_url;
  if (featured) {
    const alt = clean(post.featured_image_alt || post.title);
    const copy = shareCopyOf(featured);
    if (copy) return { url: copy, ...SHARE_SIZE, alt };
    if (!/\.svg($|\?)/i.test(featured)) return { url: featured, alt };
  }
  const illustration = chooseArticleImage({
    slug: post.slug,
    title: post.title,
    categoryName: post.category?.name ?? null,
  });
  const copy = illustration === DEFAULT_ARTICLE_IMAGE ? null : shareCopyOf(illustration);
  return copy ? { url: copy, ...SHARE_SIZE, alt: clean(post.title) } : DEFAULT_SHARE_IMAGE;
}

/** When readers were told the content last changed: the update date, else the public date. */
export function articleModifiedDate(post: PostDetail): string {
  return shownUpdateDate(post) ?? publicDisplayDate(post);
}

export function articleMetadata(post: PostDetail, siteUrl: string): Metadata {
  const url = absoluteUrl(articlePath(post.slug), siteUrl);
  // Stored text may predate the form's refusal of control characters; none reaches the head.
  const title = clean(post.meta_title || post.title);
  const description = clean(post.meta_description || post.excerpt || '') || undefined;
  const shared = articleShareImage(post);
  const image = { ...shared, url: absoluteUrl(shared.url, siteUrl) };
  return {
    title,
    description,
    alternates: { canonical: url },
    authors: post.author
      ? [{ name: clean(displayName(post.author)), url: absoluteUrl(authorPath(post.author.slug), siteUrl) }]
      : undefined,
    openGraph: {
      type: 'article',
      locale: SITE_LOCALE,
      siteName: SITE_NAME,
      url,
      title,
      description,
      publishedTime: publicDisplayDate(post),
      modifiedTime: articleModifiedDate(post),
      authors: post.author ? [clean(displayName(post.author))] : undefined,
      section: post.category && clean(post.category.name),
      tags: post.tags.map((tag) => clean(tag.name)),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** BlogPosting, MedicalWebPage and BreadcrumbList (Accueil › Blog › article) for the article page. */
export function articleJsonLd(post: PostDetail, siteUrl: string, questions: PublicQuestion[] | null = null): JsonLd[] {
  const description = post.meta_description || post.excerpt;
  return [
    buildBlogPostingJsonLd(
      {
        slug: post.slug,
        title: post.title,
        description,
        datePublished: publicDisplayDate(post),
        dateModified: articleModifiedDate(post),
        author: post.author ? { name: displayName(post.author), path: authorPath(post.author.slug) } : null,
        imagePath: articleShareImage(post).url,
        section: post.category?.name ?? null,
        keywords: post.tags.map((tag) => tag.name),
        citations: post.sources,
        comments: questions?.map((question) => ({
          id: question.id,
          author: question.pseudonym,
          text: question.text,
          dateCreated: question.publishedAt,
          answer: question.answer && {
            author: question.answer.author ? displayName(question.answer.author) : SITE_NAME,
            text: question.answer.text,
            dateCreated: question.answer.answeredAt,
          },
        })),
      },
      siteUrl,
    ),
    buildMedicalWebPageJsonLd(
      {
        slug: post.slug,
        title: post.title,
        description,
        lastReviewed: post.reviewer ? post.reviewed_at : null,
        // The reviewer's page exists only if they wrote a public article: name them without a link.
        reviewedBy: post.reviewer ? { name: displayName(post.reviewer), path: null } : null,
      },
      siteUrl,
    ),
    blogBreadcrumbJsonLd([{ name: post.title, path: articlePath(post.slug) }], siteUrl),
  ];
}
