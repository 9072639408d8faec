import type { GuideSlug } from '@/content/guides';
import type { ServiceSlug } from '@/content/service-catalog';

/**
 * Where each public page lives, written once: links, canonicals, the sitemap, the feed, the
 * structured data and the cache revalidation must all agree on an article's address.
 */
export const HOME_PATH = '/';
export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = `${BLOG_PATH}/rss.xml`;

export const articlePath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const AUTHORS_PATH = '/auteurs';
export const authorPath = (slug: string) => `${AUTHORS_PATH}/${slug}`;
export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;
export const guidePath = (slug: GuideSlug) => `/guides/${slug}`;

/** The address on the public origin (SITE_URL), as canonicals, feeds and structured data need it. */
export const absoluteUrl = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();
