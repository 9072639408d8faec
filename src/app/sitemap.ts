import type { MetadataRoute } from 'next';
import { CONTENT_UPDATED_AT, STATIC_PUBLIC_PATHS } from '@/content/site-routes';
import { publicDisplayDate } from '@/lib/visibility';
import { env } from '@/server/env';
import { listPublicPosts } from '@/server/blog/posts';
import { listPublicAuthorPages } from '@/server/blog/public-authors';
import { absoluteUrl, articlePath, authorPath, BLOG_PATH, HOME_PATH } from '@/lib/site-paths';

// Lists exactly the articles public right now; rendered whenever the public page cache
// (scripts/serve.ts) has no current copy.
export const dynamic = 'force-dynamic';

const latest = (dates: string[]) => dates.reduce((max, date) => (date > max ? date : max));

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const [posts, authors] = await Promise.all([listPublicPosts(), listPublicAuthorPages()]);
  const articleDates = posts.map((post) => latest([post.updated_at, publicDisplayDate(post)]));
  // Home and /blog list articles: they change whenever an article does.
  const listingDate = latest([CONTENT_UPDATED_AT, ...articleDates]);

  const staticEntries = STATIC_PUBLIC_PATHS.map((path) => ({
    url: absoluteUrl(path, siteUrl),
    lastModified: path === HOME_PATH || path === BLOG_PATH ? listingDate : CONTENT_UPDATED_AT,
  }));
  const articleEntries = posts.map((post, index) => ({
    url: absoluteUrl(articlePath(post.slug), siteUrl),
    lastModified: articleDates[index],
  }));
  const authorEntries = authors.map((author) => ({
    url: absoluteUrl(authorPath(author.slug), siteUrl),
    lastModified: author.lastModified,
  }));
  return [...staticEntries, ...articleEntries, ...authorEntries];
}
