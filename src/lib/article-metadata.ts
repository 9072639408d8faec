import type { Metadata } from 'next';
import type { PostDetail } from './post-types';
import { displayName } from './author-display';
import { buildBlogPostingJsonLd, buildBreadcrumbJsonLd, buildMedicalWebPageJsonLd, type JsonLd } from './json-ld';
import { shownUpdateDate } from './medical-review';
import { DEFAULT_SHARE_IMAGE, SITE_LOCALE, SITE_NAME } from './page-metadata';
import { publicDisplayDate } from './visibility';
import { absoluteUrl, articlePath, authorPath, BLOG_PATH, HOME_PATH } from './site-paths';
import { stripXmlForbiddenCharacters as clean } from './xml-characters';

/**
 * The picture shared on social networks and in search results: an uploaded photo when the article
 * has one, else the site's 1200×630 card. Our SVG illustrations are not used there because the
 * big networks do not render SVG previews.
 */
export function articleShareImage(post: Pick<PostDetail, 'featured_image_url' | 'featured_image_alt' | 'title'>) {
  const uploaded = post.featured_image_url && !/\.svg($|\?)/i.test(post.featured_image_url);
  if (uploaded) return { url: post.featured_image_url as string, alt: clean(post.featured_image_alt || post.title) };
  return DEFAULT_SHARE_IMAGE;
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
    authors: post.author ? [{ name: clean(displayName(post.author)), url: absoluteUrl(authorPath(post.author.slug), siteUrl) }] : undefined,
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
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

/** BlogPosting, MedicalWebPage and BreadcrumbList (Accueil › Blog › article) for the article page. */
export function articleJsonLd(post: PostDetail, siteUrl: string): JsonLd[] {
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
    buildBreadcrumbJsonLd(
      [
        { name: 'Accueil', path: HOME_PATH },
        { name: 'Blog', path: BLOG_PATH },
        { name: post.title, path: articlePath(post.slug) },
      ],
      siteUrl,
    ),
  ];
}
