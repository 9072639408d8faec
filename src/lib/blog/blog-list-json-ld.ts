import { blogPagePath } from './blog-pagination';
import { buildBlogListJsonLd, buildBreadcrumbJsonLd, type JsonLd } from '../site/json-ld';
import type { PostSummary } from './post-types';
import { BLOG_PATH, HOME_PATH } from '../site/site-paths';
import { publicDisplayDate } from './visibility';

/** CollectionPage (the Blog and this page's articles) and BreadcrumbList (Accueil › Blog › page N). */
export function blogListJsonLd(
  page: number,
  name: string,
  description: string,
  posts: PostSummary[],
  siteUrl: string,
): JsonLd[] {
  const crumbs = [
    { name: 'Accueil', path: HOME_PATH },
    { name: 'Blog', path: BLOG_PATH },
    ...(page > 1 ? [{ name: `Page ${page}`, path: blogPagePath(page) }] : []),
  ];
  return [
    buildBlogListJsonLd(
      {
        path: blogPagePath(page),
        name,
        description,
        posts: posts.map((post) => ({ slug: post.slug, title: post.title, datePublished: publicDisplayDate(post) })),
      },
      siteUrl,
    ),
    buildBreadcrumbJsonLd(crumbs, siteUrl),
  ];
}
