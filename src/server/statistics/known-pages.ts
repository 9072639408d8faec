import 'server-only';
import type { Kysely } from 'kysely';
import { GUIDES } from '@/content/guides';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import {
  APPOINTMENT_REQUEST_PATH,
  AUTHORS_PATH,
  BLOG_PATH,
  CATEGORIES_PATH,
  HOME_PATH,
  LEGAL_NOTICE_PATH,
  PRIVACY_POLICY_PATH,
  SEARCH_PATH,
  TAGS_PATH,
  articlePath,
  authorPath,
  categoryPath,
  guidePath,
  servicePath,
  tagPath,
} from '@/lib/site/site-paths';
import { publiclyVisible } from '@/server/blog/post-visibility';
import type { Database } from '@/server/db/schema';

const FIXED_PAGES = new Set([
  HOME_PATH,
  BLOG_PATH,
  SEARCH_PATH,
  APPOINTMENT_REQUEST_PATH,
  PRIVACY_POLICY_PATH,
  LEGAL_NOTICE_PATH,
  ...SERVICE_CATALOG.map((service) => servicePath(service.slug)),
  ...GUIDES.map((guide) => guidePath(guide.slug)),
]);

const slugUnder = (prefix: string, page: string) =>
  page.startsWith(`${prefix}/`) ? page.slice(prefix.length + 1) : null;

/**
 * Which of `pages` exist right now, and the article id behind each article page: a beacon may
 * name any address of the right shape, and only real public pages are counted (an unpublished
 * article, a deleted author, a topic without a public article (a 404, decision 048) or a made-up
 * slug counts nothing).
 */
export async function knownPages(
  database: Kysely<Database>,
  pages: readonly string[],
  now: Date,
): Promise<Map<string, { postId: string | null }>> {
  const known = new Map<string, { postId: string | null }>();
  const articleSlugs = new Set<string>();
  const authorSlugs = new Set<string>();
  const categorySlugs = new Set<string>();
  const tagSlugs = new Set<string>();
  for (const page of new Set(pages)) {
    if (FIXED_PAGES.has(page)) known.set(page, { postId: null });
    // Topic pages first: their addresses are under the blog's too.
    else if (slugUnder(CATEGORIES_PATH, page)) categorySlugs.add(slugUnder(CATEGORIES_PATH, page)!);
    else if (slugUnder(TAGS_PATH, page)) tagSlugs.add(slugUnder(TAGS_PATH, page)!);
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
  if (categorySlugs.size > 0) {
    const categories = await database
      .selectFrom('categories')
      .select('slug')
      .where('slug', 'in', [...categorySlugs])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_posts')
            .select('blog_posts.id')
            .whereRef('blog_posts.category_id', '=', 'categories.id')
            .where(publiclyVisible(now)),
        ),
      )
      .execute();
    for (const category of categories) known.set(categoryPath(category.slug), { postId: null });
  }
  if (tagSlugs.size > 0) {
    const tags = await database
      .selectFrom('tags')
      .select('slug')
      .where('slug', 'in', [...tagSlugs])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_post_tags')
            .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_tags.blog_post_id')
            .select('blog_post_tags.tag_id')
            .whereRef('blog_post_tags.tag_id', '=', 'tags.id')
            .where(publiclyVisible(now)),
        ),
      )
      .execute();
    for (const tag of tags) known.set(tagPath(tag.slug), { postId: null });
  }
  return known;
}
