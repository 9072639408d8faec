import 'server-only';
import type { AuthorDetail, PostSummary } from '@/lib/blog/post-types';
import { publicDisplayDate } from '@/lib/blog/visibility';
import { db } from '../db/client';
import { isoTimestamp } from '../db/stored-values';
import { AUTHOR_COLUMNS, toAuthorDetail } from './author-rows';
import { newestFirst, selectPostSummaries, toPostSummary } from './post-rows';
import { publiclyVisible } from './post-visibility';

/*
 * Public author pages (/auteurs/{slug}). An author has a page only while they wrote at least one
 * public article: the same visibility rule as the articles, so a page never lists a draft and
 * an author of drafts only is a 404.
 */

export type PublicAuthorPage = { author: AuthorDetail; posts: PostSummary[] };

/** Public lists stay bounded (decision 009): the page shows an author's newest articles. */
export const AUTHOR_PAGE_POST_LIMIT = 50;

/** The author and their public articles, newest first; null when absent or without any. */
export async function getPublicAuthorBySlug(slug: string, now: Date = new Date()): Promise<PublicAuthorPage | null> {
  const row = await db().selectFrom('authors').select(AUTHOR_COLUMNS).where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const posts = await newestFirst(
    selectPostSummaries(db()).where('blog_posts.author_id', '=', row.id).where(publiclyVisible(now)),
  )
    .limit(AUTHOR_PAGE_POST_LIMIT)
    .execute();
  if (posts.length === 0) return null;
  return { author: toAuthorDetail(row), posts: posts.map(toPostSummary) };
}

/** Every author with a public page and when it last changed (the sitemap). */
export async function listPublicAuthorPages(
  now: Date = new Date(),
): Promise<Array<{ slug: string; lastModified: string }>> {
  const rows = await selectPostSummaries(db())
    .select('authors.slug as author_slug')
    .where(publiclyVisible(now))
    .execute();
  const latest = new Map<string, string>();
  for (const row of rows) {
    if (row.author_slug === null) continue;
    const summary = toPostSummary(row);
    const date = [publicDisplayDate(summary), isoTimestamp(row.updated_at)].sort().at(-1) as string;
    const current = latest.get(row.author_slug);
    if (!current || date > current) latest.set(row.author_slug, date);
  }
  return [...latest].sort(([a], [b]) => (a < b ? -1 : 1)).map(([slug, lastModified]) => ({ slug, lastModified }));
}
