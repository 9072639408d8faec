import type { GuideSlug } from '@/content/guides';
import type { ServiceSlug } from '@/content/service-catalog';

/**
 * Where each public page lives, written once: links, canonicals, the sitemap, the feed, the
 * structured data and the cache revalidation must all agree on an article's address.
 */
export const HOME_PATH = '/';
export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = `${BLOG_PATH}/rss.xml`;
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

export const articlePath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** The public search (decision 042); its result pages are `noindex, follow`. */
export const SEARCH_PATH = `${BLOG_PATH}/recherche`;
export const searchPath = (query: string, page = 1) =>
  `${SEARCH_PATH}?${new URLSearchParams(page > 1 ? { q: query, page: String(page) } : { q: query }).toString()}`;
/** Topic pages (decision 048): the articles of one category, of one tag. */
export const CATEGORIES_PATH = `${BLOG_PATH}/categorie`;
export const categoryPath = (slug: string) => `${CATEGORIES_PATH}/${slug}`;
export const TAGS_PATH = `${BLOG_PATH}/etiquette`;
export const tagPath = (slug: string) => `${TAGS_PATH}/${slug}`;
export const AUTHORS_PATH = '/auteurs';
export const authorPath = (slug: string) => `${AUTHORS_PATH}/${slug}`;
export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;
export const guidePath = (slug: GuideSlug) => `/guides/${slug}`;

/** A page whose subject is in the database: an article, an author, a category or a tag. */
export type SlugPage = { kind: 'article' | 'author' | 'category' | 'tag'; slug: string };

/**
 * The article, author or topic an address names, by its slug, or null for any other address.
 * Topics first: their addresses are under the blog's too.
 */
export function slugPage(page: string): SlugPage | null {
  for (const [kind, prefix] of [
    ['category', CATEGORIES_PATH],
    ['tag', TAGS_PATH],
    ['article', BLOG_PATH],
    ['author', AUTHORS_PATH],
  ] as const)
    if (page.startsWith(`${prefix}/`)) return { kind, slug: page.slice(prefix.length + 1) };
  return null;
}

/**
 * A review link (decision 021): a read-only page for one article, opened without an account. It
 * depends on who holds the token, so it is not in SHARED_PUBLIC_PAGES below.
 */
export const REVIEW_LINKS_PATH = '/relecture';
export const reviewLinkPath = (token: string) => `${REVIEW_LINKS_PATH}/${token}`;

/** The appointment request form (decision 044); `?service=` chooses a service page's reason. */
export const APPOINTMENT_REQUEST_PATH = '/rendez-vous';
export const appointmentRequestPath = (service?: ServiceSlug) =>
  service ? `${APPOINTMENT_REQUEST_PATH}?service=${service}` : APPOINTMENT_REQUEST_PATH;
/** Where a sent request lands: person-specific, never cached. */
export const APPOINTMENT_CONFIRMATION_PATH = `${APPOINTMENT_REQUEST_PATH}/confirmation`;
/** The route the form posts to (under /api/, decision 039). */
export const APPOINTMENT_REQUEST_ACTION = '/api/rendez-vous';

/** The privacy page and the legal notice, linked from the footer and from every public form. */
export const PRIVACY_POLICY_PATH = '/politique-de-confidentialite';
export const LEGAL_NOTICE_PATH = '/mentions-legales';

/** The address on the public origin (SITE_URL), as canonicals, feeds and structured data need it. */
export const absoluteUrl = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

/**
 * The public addresses whose answer is the same for every visitor, as patterns where `*` stands for
 * one path segment: the public page cache serves these and nothing else, so a page that depends on
 * who asks (back office, preview, review links) can never be cached by forgetting to exclude it.
 */
export const SHARED_PUBLIC_PAGES = [
  HOME_PATH,
  BLOG_PATH,
  SEARCH_PATH,
  articlePath('*'),
  categoryPath('*'),
  tagPath('*'),
  authorPath('*'),
  '/services/*',
  '/guides/*',
  APPOINTMENT_REQUEST_PATH,
  PRIVACY_POLICY_PATH,
  LEGAL_NOTICE_PATH,
  SITEMAP_PATH,
  ROBOTS_PATH,
];

/** A pattern of SHARED_PUBLIC_PAGES as a regular expression, each `*` matching one `segment`. */
export function publicPagePattern(page: string, segment: string): RegExp {
  const literal = (part: string) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&');
  return new RegExp(`^${page.split('*').map(literal).join(segment)}$`);
}
