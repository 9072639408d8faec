import 'server-only';
import type { InferResult, Kysely } from 'kysely';
import { categoryColor } from '@/lib/blog/category-color';
import { trustedImageAddress } from '@/lib/site/same-site-address';
import type { PostDetail, PostSource, PostSummary, TagRef } from '@/lib/blog/post-types';
import type { Database } from '../db/schema';
import { countRows, isoTimestamp, isoTimestampOrNull, plainBoolean, plainNumber } from '../db/stored-values';
import { findAuthorDetail } from './author-rows';
import { notInTrash } from './post-visibility';

/** The row selections and row → shape mappers shared by public and staff reads. */
export function selectPostSummaries(database: Kysely<Database>) {
  return database
    .selectFrom('blog_posts')
    .leftJoin('authors', 'authors.id', 'blog_posts.author_id')
    .leftJoin('categories', 'categories.id', 'blog_posts.category_id')
    .select([
      'blog_posts.id',
      'blog_posts.title',
      'blog_posts.slug',
      'blog_posts.excerpt',
      'blog_posts.featured_image_url',
      'blog_posts.featured_image_alt',
      'blog_posts.status',
      'blog_posts.featured',
      'blog_posts.views_count',
      'blog_posts.reading_time',
      'blog_posts.published_at',
      'blog_posts.scheduled_at',
      'blog_posts.created_at',
      'blog_posts.updated_at',
      'blog_posts.content_updated_at',
      'blog_posts.reviewed_at',
      'blog_posts.author_id',
      'blog_posts.category_id',
      'authors.name as author_name',
      'categories.name as category_name',
      'categories.color as category_color',
      'categories.slug as category_slug',
    ]);
}

export function selectPostDetails(database: Kysely<Database>) {
  return selectPostSummaries(database)
    .leftJoin('authors as reviewers', 'reviewers.id', 'blog_posts.reviewer_id')
    .select([
      'blog_posts.content',
      'blog_posts.meta_title',
      'blog_posts.meta_description',
      'blog_posts.allow_comments',
      'blog_posts.reviewer_id',
      'blog_posts.review_recorded_by_user_id',
      'blog_posts.review_recorded_by_name',
      'blog_posts.review_recorded_by_admin',
      'reviewers.name as reviewer_name',
      'reviewers.title as reviewer_title',
      'reviewers.email as reviewer_email',
    ]);
}

type SummaryQuery = ReturnType<typeof selectPostSummaries>;

/** The blog's order (spec section 7): newest created_at first, id breaking ties alike on both engines. */
export const newestFirst = (query: SummaryQuery) =>
  query.orderBy('blog_posts.created_at', 'desc').orderBy('blog_posts.id', 'desc');

/** One page of `query`'s articles, newest first, and how many it selects in all. */
export async function newestSummariesPage(
  query: SummaryQuery,
  limit: number,
  offset: number,
): Promise<{ posts: PostSummary[]; total: number }> {
  const [rows, total] = await Promise.all([newestFirst(query).limit(limit).offset(offset).execute(), countRows(query)]);
  return { posts: rows.map(toPostSummary), total };
}

type SummaryRow = InferResult<ReturnType<typeof selectPostSummaries>>[number];
type DetailRow = InferResult<ReturnType<typeof selectPostDetails>>[number];

export function toPostSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    // A value stored before the image rule (decision 031) reaches no page, card or og:image.
    featured_image_url: trustedImageAddress(row.featured_image_url),
    featured_image_alt: row.featured_image_alt,
    status: row.status,
    featured: plainBoolean(row.featured),
    views_count: plainNumber(row.views_count),
    reading_time: row.reading_time === null ? null : plainNumber(row.reading_time),
    published_at: isoTimestampOrNull(row.published_at),
    scheduled_at: isoTimestampOrNull(row.scheduled_at),
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    content_updated_at: isoTimestampOrNull(row.content_updated_at),
    reviewed_at: isoTimestampOrNull(row.reviewed_at),
    author: row.author_id && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
    category:
      row.category_id && row.category_name !== null && row.category_slug !== null
        ? {
            id: row.category_id,
            name: row.category_name,
            color: categoryColor(row.category_color),
            slug: row.category_slug,
          }
        : null,
  };
}

/** What a detail needs besides its row: read by `loadPostDetail` in the same breath. */
type DetailParts = { tags: TagRef[]; author: PostDetail['author']; sources: PostSource[] };

function toPostDetail(row: DetailRow, parts: DetailParts): PostDetail {
  const { author: _ref, ...summary } = toPostSummary(row);
  return {
    ...summary,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    allow_comments: plainBoolean(row.allow_comments),
    author_id: row.author_id,
    category_id: row.category_id,
    author: parts.author,
    tags: parts.tags,
    reviewer_id: row.reviewer_id,
    reviewer:
      row.reviewer_id && row.reviewer_name !== null
        ? { id: row.reviewer_id, name: row.reviewer_name, title: row.reviewer_title, email: row.reviewer_email }
        : null,
    review_record:
      row.review_recorded_by_user_id && row.review_recorded_by_name !== null
        ? {
            by_user_id: row.review_recorded_by_user_id,
            by_name: row.review_recorded_by_name,
            by_admin: plainBoolean(row.review_recorded_by_admin),
          }
        : null,
    sources: parts.sources,
  };
}

/** A detail row completed with its author's credentials, its tags and its sources. */
export async function loadPostDetail(database: Kysely<Database>, row: DetailRow): Promise<PostDetail> {
  const [tags, author, sources] = await Promise.all([
    tagsOfPost(database, row.id),
    row.author_id ? findAuthorDetail(database, row.author_id) : null,
    sourcesOfPost(database, row.id),
  ]);
  return toPostDetail(row, { tags, author, sources });
}

/** An article out of the Corbeille: one in it opens in no editor, preview or review link. */
export async function findPostDetailById(database: Kysely<Database>, id: string): Promise<PostDetail | null> {
  const row = await selectPostDetails(database).where('blog_posts.id', '=', id).where(notInTrash()).executeTakeFirst();
  return row ? loadPostDetail(database, row) : null;
}

/** A post's sources in the order the editor gave them. */
export async function sourcesOfPost(database: Kysely<Database>, postId: string): Promise<PostSource[]> {
  const rows = await database
    .selectFrom('blog_post_sources')
    .select(['title', 'url', 'publisher', 'year'])
    .where('blog_post_id', '=', postId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, year: row.year === null ? null : plainNumber(row.year) }));
}

/** A post's tags, ordered by name the same way on both engines. */
export async function tagsOfPost(database: Kysely<Database>, postId: string): Promise<TagRef[]> {
  const tags = await database
    .selectFrom('blog_post_tags')
    .innerJoin('tags', 'tags.id', 'blog_post_tags.tag_id')
    .where('blog_post_tags.blog_post_id', '=', postId)
    .select(['tags.id', 'tags.name', 'tags.slug'])
    .execute();
  return tags.sort((a, b) => byFrenchName(a.name, b.name));
}

/** The tags among `ids` that exist, in no particular order. */
export async function tagsByIds(database: Kysely<Database>, ids: string[]): Promise<TagRef[]> {
  // `in ()` is a syntax error on PostgreSQL.
  if (ids.length === 0) return [];
  return database.selectFrom('tags').select(['id', 'name', 'slug']).where('id', 'in', ids).execute();
}

const frenchCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Name order independent of the database collation (SQLite sorts "É" after "z"). */
export function byFrenchName(a: string, b: string): number {
  return frenchCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
