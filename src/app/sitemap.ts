import type { MetadataRoute } from 'next';
import { CONTENT_UPDATED_AT, STATIC_PUBLIC_PATHS } from '@/lib/site/site-routes';
import { sitemapEntries } from '@/lib/site/sitemap-entries';
import { env } from '@/server/env';
import { listPublicPosts } from '@/server/blog/posts';
import { listPublicAuthorPages } from '@/server/blog/public-authors';
import { listPublicTopicPages } from '@/server/blog/topics';
import { topicSitemapPaths } from '@/lib/blog/topic-sitemap';

// Lists exactly the articles public right now; rendered whenever the public page cache
// (src/front-server/server.ts) has no current copy.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, authors, topics] = await Promise.all([
    listPublicPosts(),
    listPublicAuthorPages(),
    listPublicTopicPages(),
  ]);
  return sitemapEntries({
    siteUrl: env().SITE_URL,
    staticPaths: STATIC_PUBLIC_PATHS,
    staticUpdatedAt: CONTENT_UPDATED_AT,
    posts,
    authors,
    topics: topicSitemapPaths(topics),
  });
}
