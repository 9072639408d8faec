import 'server-only';
import type { InferResult, Kysely } from 'kysely';
import { categoryColor } from '@/lib/category-color';
import type { PostDetail, PostSummary, TagRef } from '@/lib/post-types';
import type { Database } from '../db/schema';
import { isoTimestamp, isoTimestampOrNull, plainBoolean, plainNumber } from '../db/stored-values';

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
      'blog_posts.author_id',
      'blog_posts.category_id',
      'authors.name as author_name',
      'categories.name as category_name',
      'categories.color as category_color',
    ]);
}

export function selectPostDetails(database: Kysely<Database>) {
  return selectPostSummaries(database).select([
    'blog_posts.content',
    'blog_posts.meta_title',
    'blog_posts.meta_description',
    'blog_posts.allow_comments',
    'authors.email as author_email',
    'authors.bio as author_bio',
  ]);
}

type SummaryRow = InferResult<ReturnType<typeof selectPostSummaries>>[number];
type DetailRow = InferResult<ReturnType<typeof selectPostDetails>>[number];

export function toPostSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featured_image_url: row.featured_image_url,
    featured_image_alt: row.featured_image_alt,
    status: row.status,
    featured: plainBoolean(row.featured),
    views_count: plainNumber(row.views_count),
    reading_time: row.reading_time === null ? null : plainNumber(row.reading_time),
    published_at: isoTimestampOrNull(row.published_at),
    scheduled_at: isoTimestampOrNull(row.scheduled_at),
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    author: row.author_id && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
    category:
      row.category_id && row.category_name !== null
        ? { id: row.category_id, name: row.category_name, color: categoryColor(row.category_color) }
        : null,
  };
}

export function toPostDetail(row: DetailRow, tags: TagRef[]): PostDetail {
  const { author, ...summary } = toPostSummary(row);
  return {
    ...summary,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    allow_comments: plainBoolean(row.allow_comments),
    author_id: row.author_id,
    category_id: row.category_id,
    author: author ? { ...author, email: row.author_email, bio: row.author_bio } : null,
    tags,
  };
}

export async function findPostDetailById(database: Kysely<Database>, id: string): Promise<PostDetail | null> {
  const row = await selectPostDetails(database).where('blog_posts.id', '=', id).executeTakeFirst();
  return row ? toPostDetail(row, await tagsOfPost(database, row.id)) : null;
}

/** A post's tags, ordered by name the same way on both engines. */
export async function tagsOfPost(database: Kysely<Database>, postId: string): Promise<TagRef[]> {
  const tags = await database
    .selectFrom('blog_post_tags')
    .innerJoin('tags', 'tags.id', 'blog_post_tags.tag_id')
    .where('blog_post_tags.blog_post_id', '=', postId)
    .select(['tags.id', 'tags.name'])
    .execute();
  return tags.sort((a, b) => byFrenchName(a.name, b.name));
}

const frenchCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Name order independent of the database collation (SQLite sorts "É" after "z"). */
export function byFrenchName(a: string, b: string): number {
  return frenchCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
