import { buildRssFeed } from '@/lib/blog/rss-feed';
import { publicDisplayDate } from '@/lib/blog/visibility';
import { env } from '@/server/env';
import { listPublicPosts } from '@/server/blog/posts';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { articlePath, BLOG_FEED_PATH } from '@/lib/site/site-paths';

// Built from the database whenever the public page cache (src/front-server/server.ts) has no current copy.
export const dynamic = 'force-dynamic';

export async function GET() {
  const [posts, facts] = await Promise.all([listPublicPosts(), readPracticeFacts()]);
  const items = posts
    .map((post) => ({
      title: post.title,
      path: articlePath(post.slug),
      description: post.excerpt,
      date: publicDisplayDate(post),
      category: post.category?.name ?? null,
      author: post.author?.name ?? null,
    }))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const xml = buildRssFeed({
    siteUrl: env().SITE_URL,
    title: `Blog du ${facts.name}`,
    description:
      'Articles de santé du cabinet : sexologie médicale, vie de couple, échographie, médecine psychosomatique.',
    feedPath: BLOG_FEED_PATH,
    items,
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
