import 'server-only';
import type { PostSummary } from '@/lib/blog/post-types';
import { isPubliclyVisible } from '@/lib/blog/visibility';
import type { ArticleIndex } from '@/lib/search/article-index';
import type { SearchPlan } from '@/lib/search/query';
import { selectPostSummaries, toPostSummary } from '../blog/post-rows';
import { db } from '../db/client';
import { isoTimestampOrNull } from '../db/stored-values';
import { currentSearchIndex } from './search-index';

/** A found article with the beginning of its visible text, where its passage is looked for. */
export type ArticleHit = PostSummary & { passage: string };

/**
 * One page of the public articles matching a plan, most relevant first (then newest), and how
 * many match. The process's index ranks them (decision 058): `articles` when the caller already
 * holds it, else brought up to date here. The database then reads the page's rows only, each
 * checked again against the visibility rule, so a draft or a future article is never shown even
 * if the index were behind.
 */
export async function searchPublicArticles(
  plan: SearchPlan,
  page: number,
  pageSize: number,
  now: Date = new Date(),
  articles?: ArticleIndex,
): Promise<{ hits: ArticleHit[]; total: number }> {
  const index = articles ?? (await currentSearchIndex()).articles;
  const { postIds, total } = index.search(plan, now, page * pageSize);
  const pageIds = postIds.slice((page - 1) * pageSize);
  if (pageIds.length === 0) return { hits: [], total };
  const rows = await selectPostSummaries(db())
    .innerJoin('post_search_terms', 'post_search_terms.post_id', 'blog_posts.id')
    .select('post_search_terms.passage')
    .where('blog_posts.id', 'in', pageIds)
    .execute();
  // The rule in its JavaScript form: in SQL, its `or` leads SQLite to read every published article's index entry.
  const byId = new Map(
    rows
      .filter((row) =>
        isPubliclyVisible({ status: row.status, scheduled_at: isoTimestampOrNull(row.scheduled_at) }, now),
      )
      .map((row) => [row.id, row]),
  );
  const hits = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toPostSummary(row), passage: row.passage }] : [];
  });
  return { hits, total };
}
