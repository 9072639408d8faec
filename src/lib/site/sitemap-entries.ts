import type { PostSummary } from '../blog/post-types';
import { absoluteUrl, articlePath, authorPath, BLOG_PATH, HOME_PATH } from './site-paths';
import { publicDisplayDate } from '../blog/visibility';

const latest = (dates: string[]) => dates.reduce((max, date) => (date > max ? date : max));

type SitemapPost = Pick<
  PostSummary,
  'slug' | 'status' | 'scheduled_at' | 'published_at' | 'created_at' | 'updated_at' | 'content_updated_at'
>;

/**
 * When an article's page last changed: its last save, its public date (a scheduled article goes
 * live after its last save), and the date its text changed, which the page shows as « Mis à jour
 * le » and which content imported with its history may hold later than the row's last save.
 */
export function articleLastModified(post: SitemapPost): string {
  return latest([
    post.updated_at,
    publicDisplayDate(post),
    ...(post.content_updated_at ? [post.content_updated_at] : []),
  ]);
}

export function sitemapEntries({
  siteUrl,
  staticPaths,
  staticUpdatedAt,
  posts,
  authors,
  topics = [],
}: {
  siteUrl: string;
  staticPaths: readonly string[];
  /** When the static content (src/content) last changed. */
  staticUpdatedAt: string;
  posts: SitemapPost[];
  authors: Array<{ slug: string; lastModified: string }>;
  /** Topic pages (decision 048): categories with public articles, tags indexable (three or more). */
  topics?: Array<{ path: string; lastModified: string }>;
}): { url: string; lastModified: string }[] {
  const articleDates = posts.map(articleLastModified);
  // Home and /blog list articles: they change whenever an article does.
  const listingDate = latest([staticUpdatedAt, ...articleDates]);
  return [
    ...staticPaths.map((path) => ({
      url: absoluteUrl(path, siteUrl),
      lastModified: path === HOME_PATH || path === BLOG_PATH ? listingDate : staticUpdatedAt,
    })),
    ...posts.map((post, index) => ({
      url: absoluteUrl(articlePath(post.slug), siteUrl),
      lastModified: articleDates[index] as string,
    })),
    ...authors.map((author) => ({
      url: absoluteUrl(authorPath(author.slug), siteUrl),
      lastModified: author.lastModified,
    })),
    ...topics.map((topic) => ({ url: absoluteUrl(topic.path, siteUrl), lastModified: topic.lastModified })),
  ];
}
