import 'server-only';
import { sql } from 'kysely';
import type { PostSummary } from '@/lib/blog/post-types';
import { db } from '../db/client';
import { publiclyVisible } from './post-visibility';
import { newestFirst, selectPostSummaries, toPostSummary } from './post-rows';

/**
 * « Articles Recommandés » (decision 042): the other public articles, those sharing the most with
 * this one first (its category counts one, each shared tag one), then the newest. A bounded
 * number of rows, however many articles the blog has.
 */
export async function listRelatedPublicPosts(
  post: { id: string; category_id: string | null; tagIds: readonly string[] },
  limit: number,
  now: Date = new Date(),
): Promise<PostSummary[]> {
  const sameCategory =
    post.category_id === null
      ? sql<number>`0`
      : sql<number>`case when blog_posts.category_id = ${post.category_id} then 1 else 0 end`;
  const sharedTags =
    post.tagIds.length === 0
      ? sql<number>`0`
      : sql<number>`(select count(*) from blog_post_tags where blog_post_tags.blog_post_id = blog_posts.id
          and blog_post_tags.tag_id in (${sql.join([...post.tagIds])}))`;
  const rows = await newestFirst(
    selectPostSummaries(db())
      .where(publiclyVisible(now))
      .where('blog_posts.id', '!=', post.id)
      .orderBy(sql`${sameCategory} + ${sharedTags}`, 'desc'),
  )
    .limit(limit)
    .execute();
  return rows.map(toPostSummary);
}
