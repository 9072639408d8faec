import 'server-only';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { PostDetail, PostStatus, PostSummary } from '@/lib/blog/post-types';
import { POST_STATUSES } from '@/lib/blog/post-types';
import { searchLikePattern } from '@/lib/text/search-text';
import { db } from '../db/client';
import type { Database } from '../db/schema';
import { logger } from '../logger';
import { countRows, plainNumber } from '../db/stored-values';
import { notInTrash, publiclyVisible, reviewDue } from './post-visibility';
import {
  findPostDetailById,
  loadPostDetail,
  newestFirst,
  newestSummariesPage,
  selectPostDetails,
  selectPostSummaries,
  toPostSummary,
} from './post-rows';

/*
 * Post reads. `…Public…` functions can only ever return what the visibility rule allows;
 * `…ForStaff…` functions see every status and are for the back office behind its guards.
 */

/**
 * For pages that show the specification's French error text instead of failing: the result of a
 * public read, or null when it fails (logged with the page that asked).
 */
export async function publicReadOrNull<T>(page: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error, page }, 'loading public posts failed');
    return null;
  }
}

/** Every public article, newest first (by created_at): the sitemap lists them all. */
export async function listPublicPosts(now: Date = new Date()): Promise<PostSummary[]> {
  const rows = await newestFirst(selectPostSummaries(db()).where(publiclyVisible(now))).execute();
  return rows.map(toPostSummary);
}

/** One page of /blog, newest first, and how many public articles there are in all. */
export async function listPublicPostsPage(
  page: number,
  pageSize: number,
  now: Date = new Date(),
): Promise<{ posts: PostSummary[]; total: number }> {
  return newestSummariesPage(selectPostSummaries(db()).where(publiclyVisible(now)), pageSize, (page - 1) * pageSize);
}

/**
 * What the home preview chooses from (src/lib/blog/home-preview-order.ts): the pinned slugs and the
 * `limit` most recent by public date, so the home page reads a bounded number of rows.
 */
export async function listHomePreviewCandidates(
  pinnedSlugs: readonly string[],
  limit: number,
  now: Date = new Date(),
): Promise<PostSummary[]> {
  const publicDate = sql`case when blog_posts.status = 'scheduled' and blog_posts.scheduled_at is not null
    then blog_posts.scheduled_at else coalesce(blog_posts.published_at, blog_posts.created_at) end`;
  const [pinned, recent] = await Promise.all([
    // `in ()` is a syntax error on PostgreSQL.
    pinnedSlugs.length === 0
      ? []
      : selectPostSummaries(db())
          .where(publiclyVisible(now))
          .where('blog_posts.slug', 'in', [...pinnedSlugs])
          .execute(),
    selectPostSummaries(db())
      .where(publiclyVisible(now))
      .orderBy(publicDate, 'desc')
      .orderBy('blog_posts.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const unique = new Map([...pinned, ...recent].map((row) => [row.id, row]));
  return [...unique.values()].map(toPostSummary);
}

/** One public article with author details, category and tags; null when absent or not public. */
export async function getPublicPostBySlug(slug: string, now: Date = new Date()): Promise<PostDetail | null> {
  const row = await selectPostDetails(db())
    .where('blog_posts.slug', '=', slug)
    .where(publiclyVisible(now))
    .executeTakeFirst();
  return row ? loadPostDetail(db(), row) : null;
}

export type StaffPostFilters = {
  status?: PostStatus;
  categoryId?: string;
  search?: string;
  /** Only articles due for a medical review: never reviewed, or last reviewed before this instant. */
  reviewDueBefore?: string;
  limit?: number;
  offset?: number;
};

/** The back-office list (the Corbeille apart): any status, filtered, newest first, one page plus the filtered total. */
export async function listPostsForStaff(
  filters: StaffPostFilters = {},
): Promise<{ posts: PostSummary[]; total: number }> {
  const pattern = filters.search ? searchLikePattern(filters.search) : null;
  const filtered = (eb: ExpressionBuilder<Database, 'blog_posts'>) => {
    const conditions: Expression<SqlBool>[] = [notInTrash()(eb)];
    if (filters.status) conditions.push(eb('blog_posts.status', '=', filters.status));
    if (filters.categoryId) conditions.push(eb('blog_posts.category_id', '=', filters.categoryId));
    if (filters.reviewDueBefore) conditions.push(reviewDue(filters.reviewDueBefore)(eb));
    if (pattern) conditions.push(sql<boolean>`blog_posts.search_text like ${pattern} escape '\\'`);
    return eb.and(conditions);
  };
  return newestSummariesPage(selectPostSummaries(db()).where(filtered), filters.limit ?? 50, filters.offset ?? 0);
}

/** Any article by id out of the Corbeille, whatever its status (editor, preview). */
export async function getPostForStaff(id: string): Promise<PostDetail | null> {
  return findPostDetailById(db(), id);
}

/** The article slugs that are `slug` or start with `slug-` (the candidates of freeSlug). */
export async function slugsStartingWith(slug: string): Promise<Set<string>> {
  // Slugs hold only a–z, 0–9 and hyphens: nothing in them is a LIKE wildcard.
  const rows = await db()
    .selectFrom('blog_posts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', 'like', `${slug}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** How many articles have each status; every status is present, zero when unused. */
export async function countPostsByStatusForStaff(): Promise<Record<PostStatus, number>> {
  const rows = await db()
    .selectFrom('blog_posts')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .where(notInTrash())
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(POST_STATUSES.map((status) => [status, 0])) as Record<PostStatus, number>;
  for (const row of rows) counts[row.status] = plainNumber(row.count);
  return counts;
}

/** How many articles are "À relire" (the counter of 'Gestion du Blog'). */
export async function countPostsDueForReviewForStaff(cutoff: string): Promise<number> {
  return countRows(db().selectFrom('blog_posts').where(reviewDue(cutoff)).where(notInTrash()));
}

/** Sum of views_count over every article. */
export async function totalViewsForStaff(): Promise<number> {
  const row = await db()
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.sum<number | string | null>('views_count').as('total'))
    .where(notInTrash())
    .executeTakeFirstOrThrow();
  return plainNumber(row.total);
}
