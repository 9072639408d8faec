import 'server-only';
import type { Transaction, Updateable } from 'kysely';
import { readerTextChanged, snapshotOfPost } from '@/lib/blog/post-revision';
import type { PostDetail, PostSource, PostWrite } from '@/lib/blog/post-types';
import { estimateReadingTime } from '@/lib/blog/reading-time';
import { buildPostSearchText } from '@/lib/text/search-text';
import { isPubliclyVisible } from '@/lib/blog/visibility';
import { changePublicContent, changePublicContentIfFound } from '@/server/public-cache/content-version';
import { databaseEngine, db } from '../db/client';
import type { BlogPostTable, Database } from '../db/schema';
import { isoTimestampOrNull, storedBoolean, storedTimestamp, touchedRows } from '../db/stored-values';
import { findPostDetailById, sourcesOfPost } from './post-rows';
import { recordRevision } from './post-revisions';
import { keepOldSlugIn } from './old-slugs';

/**
 * The only writers of blog_posts. They keep the derived columns in step with the content
 * (search_text, reading_time, updated_at) and replace tag links in the same transaction as the
 * post, so a reader never sees a post with half its tags.
 */

/**
 * What only the demo seed sets: backdated creation, a starting view count, a past content update,
 * a demo review (stored like the reviews typed before decision 036: no one recorded it).
 */
export type PostCreateOptions = {
  createdAt?: string;
  viewsCount?: number;
  contentUpdatedAt?: string;
  reviewedAt?: string;
};

function columnsOf(input: Partial<PostWrite>): Updateable<BlogPostTable> {
  const engine = databaseEngine();
  const timestamp = (value: string | null | undefined) =>
    value === undefined || value === null ? value : storedTimestamp(value);
  const boolean = (value: boolean | undefined) => (value === undefined ? undefined : storedBoolean(engine, value));
  // Kysely leaves undefined properties out of the statement: absent fields stay untouched.
  return {
    title: input.title,
    slug: input.slug,
    content: input.content,
    excerpt: input.excerpt,
    featured_image_url: input.featured_image_url,
    featured_image_alt: input.featured_image_alt,
    status: input.status,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
    author_id: input.author_id,
    category_id: input.category_id,
    reviewer_id: input.reviewer_id,
    published_at: timestamp(input.published_at),
    scheduled_at: timestamp(input.scheduled_at),
    allow_comments: boolean(input.allow_comments),
    featured: boolean(input.featured),
    reading_time: input.content === undefined ? undefined : estimateReadingTime(input.content),
  };
}

async function replaceSources(trx: Transaction<Database>, postId: string, sources: PostSource[]): Promise<void> {
  await trx.deleteFrom('blog_post_sources').where('blog_post_id', '=', postId).execute();
  if (sources.length > 0) {
    await trx
      .insertInto('blog_post_sources')
      .values(sources.map((source, position) => ({ blog_post_id: postId, position, ...source })))
      .execute();
  }
}

async function replaceTags(trx: Transaction<Database>, postId: string, tagIds: string[]): Promise<void> {
  await trx.deleteFrom('blog_post_tags').where('blog_post_id', '=', postId).execute();
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) {
    await trx
      .insertInto('blog_post_tags')
      .values(unique.map((tagId) => ({ blog_post_id: postId, tag_id: tagId })))
      .execute();
  }
}

/** Inserts a post with its tags and sources inside the caller's transaction. */
export async function insertPostIn(
  trx: Transaction<Database>,
  id: string,
  input: PostWrite,
  options: PostCreateOptions = {},
): Promise<void> {
  const createdAt = storedTimestamp(options.createdAt ?? new Date());
  await trx
    .insertInto('blog_posts')
    .values({
      ...columnsOf(input),
      id,
      title: input.title,
      slug: input.slug,
      content: input.content,
      search_text: buildPostSearchText(input),
      views_count: options.viewsCount ?? 0,
      created_at: createdAt,
      updated_at: createdAt,
      content_updated_at: options.contentUpdatedAt ? storedTimestamp(options.contentUpdatedAt) : null,
      reviewed_at: options.reviewedAt ? storedTimestamp(options.reviewedAt) : null,
    })
    .execute();
  await replaceTags(trx, id, input.tag_ids);
  await replaceSources(trx, id, input.sources);
  await keepOldSlugIn(trx, { postId: id, previousSlug: null, slug: input.slug, wasPublic: false });
}

export async function createPost(input: PostWrite, options: PostCreateOptions = {}): Promise<PostDetail> {
  const id = crypto.randomUUID();
  // A draft or an archived article changes no public page.
  await changePublicContent(
    (trx) => insertPostIn(trx, id, input, options),
    () => input.status === 'published' || input.status === 'scheduled',
  );
  const created = await findPostDetailById(db(), id);
  if (!created) throw new Error(`Post ${id} vanished right after being created`);
  return created;
}

const noReview = () => ({
  reviewed_at: null,
  review_recorded_by_user_id: null,
  review_recorded_by_name: null,
  review_recorded_by_admin: storedBoolean(databaseEngine(), false),
});

/** Updates the given fields inside the caller's transaction; false when the post does not exist. */
export async function updatePostIn(
  trx: Transaction<Database>,
  id: string,
  input: Partial<PostWrite>,
): Promise<boolean> {
  const current = await trx
    .selectFrom('blog_posts')
    .select(['title', 'excerpt', 'content', 'reviewer_id', 'slug', 'status', 'scheduled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return false;
  // A review belongs to the reviewer who made it: naming another one leaves the article
  // unreviewed until that one marks it (decision 036), never « Relu par » them at the old date.
  const reviewerChanged = input.reviewer_id !== undefined && input.reviewer_id !== current.reviewer_id;
  const now = storedTimestamp(new Date());
  const changed = readerTextChanged({ ...current, sources: await sourcesOfPost(trx, id) }, input);
  const searchText = buildPostSearchText({
    title: input.title ?? current.title,
    content: input.content ?? current.content,
  });
  await trx
    .updateTable('blog_posts')
    .set({
      ...columnsOf(input),
      search_text: searchText,
      updated_at: now,
      ...(changed ? { content_updated_at: now } : {}),
      ...(reviewerChanged ? noReview() : {}),
    })
    .where('id', '=', id)
    .execute();
  if (input.tag_ids) await replaceTags(trx, id, input.tag_ids);
  if (input.sources) await replaceSources(trx, id, input.sources);
  if (input.slug !== undefined) {
    const wasPublic = isPubliclyVisible(
      { status: current.status, scheduled_at: isoTimestampOrNull(current.scheduled_at) },
      new Date(),
    );
    await keepOldSlugIn(trx, { postId: id, previousSlug: current.slug, slug: input.slug, wasPublic });
  }
  return true;
}

/** Updates the given fields only (tags when `tag_ids` is given); null when the post does not exist. */
export async function updatePost(id: string, input: Partial<PostWrite>): Promise<PostDetail | null> {
  const found = await changePublicContentIfFound((trx) => updatePostIn(trx, id, input));
  return found ? findPostDetailById(db(), id) : null;
}

/** Who marks a review: the staff account as it is now, and whether it is an admin recording it for the reviewer. */
export type ReviewMarker = { id: string; name: string; byAdmin: boolean };

/**
 * Records a review now (decision 036): the time is the server's, the marker is kept on the
 * article and as a revision of the history, in the transaction that moves the public content
 * version. `note` is what the history says of it. False when the post does not exist.
 */
export async function markPostReviewed(id: string, at: Date, marker: ReviewMarker, note: string): Promise<boolean> {
  const stamp = storedTimestamp(at);
  return changePublicContentIfFound(async (trx) => {
    const result = await trx
      .updateTable('blog_posts')
      .set({
        reviewed_at: stamp,
        updated_at: stamp,
        review_recorded_by_user_id: marker.id,
        review_recorded_by_name: marker.name,
        review_recorded_by_admin: storedBoolean(databaseEngine(), marker.byAdmin),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (!touchedRows(result)) return false;
    const post = await findPostDetailById(trx, id);
    if (!post) return false;
    await recordRevision(trx, {
      postId: id,
      snapshot: snapshotOfPost(post),
      by: marker,
      at,
      staged: false,
      reviewNote: note,
    });
    return true;
  });
}
