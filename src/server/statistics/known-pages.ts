import 'server-only';
import type { Kysely } from 'kysely';
import { GUIDES } from '@/content/guides';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import {
  AUTHORS_PATH,
  BLOG_PATH,
  SEARCH_PATH,
  HOME_PATH,
  articlePath,
  authorPath,
  guidePath,
  servicePath,
} from '@/lib/site/site-paths';
import { publiclyVisible } from '@/server/blog/post-visibility';
import type { Database } from '@/server/db/schema';

const FIXED_PAGES = new Set([
  HOME_PATH,
  BLOG_PATH,
  SEARCH_PATH,
  ...SERVICE_CATALOG.map((service) => servicePath(service.slug)),
  ...GUIDES.map((guide) => guidePath(guide.slug)),
]);

const slugUnder = (prefix: string, page: string) =>
  page.startsWith(`${prefix}/`) ? page.slice(prefix.length + 1) : null;

/**
 * Which of `pages` exist right now, and the article id behind each article page: a beacon may
 * name any address of the right shape, and only real public pages are counted (an unpublished
 * article, a deleted author or a made-up slug counts nothing).
 */
export async function knownPages(
  database: Kysely<Database>,
  pages: readonly string[],
  now: Date,
): Promise<Map<string, { postId: string | null }>> {
  const known = new Map<string, { postId: string | null }>();
  const articleSlugs = new Set<string>();
  const authorSlugs = new Set<string>();
  for (const page of new Set(pages)) {
    if (FIXED_PAGES.has(page)) known.set(page, { postId: null });
    else if (slugUnder(BLOG_PATH, page)) articleSlugs.add(slugUnder(BLOG_PATH, page)!);
    else if (slugUnder(AUTHORS_PATH, page)) authorSlugs.add(slugUnder(AUTHORS_PATH, page)!);
  }
  if (articleSlugs.size > 0) {
    const posts = await database
      .selectFrom('blog_posts')
      .select(['id', 'slug'])
      .where('slug', 'in', [...articleSlugs])
      .where(publiclyVisible(now))
      .execute();
    for (const post of posts) known.set(articlePath(post.slug), { postId: post.id });
  }
  if (authorSlugs.size > 0) {
    const authors = await database
      .selectFrom('authors')
      .select('slug')
      .where('slug', 'in', [...authorSlugs])
      .execute();
    for (const author of authors) known.set(authorPath(author.slug), { postId: null });
  }
  return known;
}
