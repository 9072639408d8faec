import { blogPagePath } from './blog-pagination';
import { blogBreadcrumbJsonLd, blogPostingOf } from './blog-list-json-ld';
import type { JsonLd } from '../site/json-ld';
import type { PostSummary } from './post-types';
import { absoluteUrl } from '../site/site-paths';

export type TopicJsonLdInput = {
  /** The topic page's own address, without page number. */
  basePath: string;
  page: number;
  /** The category's or tag's name (the breadcrumb's last step). */
  topicName: string;
  title: string;
  description: string;
  posts: PostSummary[];
};

/**
 * A topic page (decision 048): a CollectionPage about the topic listing this page's articles, and
 * its BreadcrumbList (Accueil › Blog › topic › page N).
 */
export function topicJsonLd(input: TopicJsonLdInput, siteUrl: string): JsonLd[] {
  const path = blogPagePath(input.page, input.basePath);
  const url = absoluteUrl(path, siteUrl);
  const crumbs = [
    { name: input.topicName, path: input.basePath },
    ...(input.page > 1 ? [{ name: `Page ${input.page}`, path }] : []),
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': url,
      url,
      name: input.title,
      description: input.description,
      inLanguage: 'fr',
      about: { '@type': 'Thing', name: input.topicName },
      isPartOf: { '@id': absoluteUrl('/#site', siteUrl) },
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: input.posts.map((post, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: post.title,
          item: blogPostingOf(post, siteUrl),
        })),
      },
    },
    blogBreadcrumbJsonLd(crumbs, siteUrl),
  ];
}
