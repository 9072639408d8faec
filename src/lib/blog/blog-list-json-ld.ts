import { blogPagePath } from './blog-pagination';
import { type BreadcrumbItem, buildBreadcrumbJsonLd, type JsonLd } from '../site/json-ld';
import { SITE_NAME } from '../site/page-metadata';
import type { PostSummary } from './post-types';
import { absoluteUrl, articlePath, BLOG_PATH, HOME_PATH } from '../site/site-paths';
import { publicDisplayDate } from './visibility';

/** Accueil › Blog › `steps`: the breadcrumb of every page of the blog. */
export function blogBreadcrumbJsonLd(steps: BreadcrumbItem[], siteUrl: string): JsonLd {
  return buildBreadcrumbJsonLd(
    [{ name: 'Accueil', path: HOME_PATH }, { name: 'Blog', path: BLOG_PATH }, ...steps],
    siteUrl,
  );
}

/** An article as a page of articles (/blog, a topic page) lists it. */
export function blogPostingOf(post: PostSummary, siteUrl: string): JsonLd {
  const postUrl = absoluteUrl(articlePath(post.slug), siteUrl);
  return {
    '@type': 'BlogPosting',
    '@id': `${postUrl}#article`,
    url: postUrl,
    headline: post.title,
    datePublished: publicDisplayDate(post),
  };
}

/**
 * A page of /blog: a CollectionPage about the Blog, which lists the page's articles, and its
 * BreadcrumbList (Accueil › Blog › page N).
 */
export function blogListJsonLd(
  page: number,
  name: string,
  description: string,
  posts: PostSummary[],
  siteUrl: string,
): JsonLd[] {
  const path = blogPagePath(page);
  const url = absoluteUrl(path, siteUrl);
  const blogUrl = absoluteUrl(BLOG_PATH, siteUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': url,
      url,
      name,
      description,
      inLanguage: 'fr',
      isPartOf: { '@id': absoluteUrl('/#site', siteUrl) },
      mainEntity: {
        '@type': 'Blog',
        '@id': `${blogUrl}#blog`,
        url: blogUrl,
        name: `Blog du ${SITE_NAME}`,
        inLanguage: 'fr',
        publisher: { '@id': absoluteUrl('/#cabinet', siteUrl) },
        blogPost: posts.map((post) => blogPostingOf(post, siteUrl)),
      },
    },
    blogBreadcrumbJsonLd(page > 1 ? [{ name: `Page ${page}`, path }] : [], siteUrl),
  ];
}
