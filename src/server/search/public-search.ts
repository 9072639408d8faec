import 'server-only';
import { sql } from 'kysely';
import type { PostSummary } from '@/lib/blog/post-types';
import { fts5Expression, tsqueryExpression } from '@/lib/search/match-expression';
import type { SearchPlan, SearchSynonym } from '@/lib/search/query';
import { publiclyVisible } from '../blog/post-visibility';
import { selectPostSummaries, toPostSummary } from '../blog/post-rows';
import { databaseEngine, db } from '../db/client';
import { plainNumber } from '../db/stored-values';

export type ArticleHit = PostSummary & { content: string };

/** The engine's matches and their relevance, higher first (FTS5's bm25 is lower-is-better, so negated). */
function hitsOf(plan: SearchPlan) {
  if (databaseEngine() === 'sqlite') {
    // Field weights: title 10, excerpt 4, category and tags 4, body 1 (post_id is not searched).
    return sql<{ post_id: string; rank: number }>`(select post_id, -bm25(post_search, 0, 10, 4, 4, 1) as rank
      from post_search where post_search match ${fts5Expression(plan)})`.as('hits');
  }
  return sql<{ post_id: string; rank: number }>`(select post_id, ts_rank(document, query) as rank
    from post_search, to_tsquery('simple', ${tsqueryExpression(plan)}) as query where document @@ query)`.as('hits');
}

/**
 * One page of the public articles matching a plan, most relevant first (then newest), with how
 * many match in all. Only what the visibility rule allows: the search joins it like every public
 * read, so a draft or a future article is never found.
 */
export async function searchPublicArticles(
  plan: SearchPlan,
  page: number,
  pageSize: number,
  now: Date = new Date(),
): Promise<{ hits: ArticleHit[]; total: number }> {
  const rows = await selectPostSummaries(db())
    .innerJoin(hitsOf(plan), (join) => join.onRef('hits.post_id', '=', 'blog_posts.id'))
    .select(['blog_posts.content', sql<number>`count(*) over ()`.as('total')])
    .where(publiclyVisible(now))
    .orderBy(sql`hits.rank`, 'desc')
    .orderBy('blog_posts.created_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = rows[0] ? plainNumber(rows[0].total) : page > 1 ? await countPublicHits(plan, now) : 0;
  return { hits: rows.map((row) => ({ ...toPostSummary(row), content: row.content })), total };
}

/** How many public articles match, for a page past the last one (which has no row to carry the count). */
async function countPublicHits(plan: SearchPlan, now: Date): Promise<number> {
  const row = await db()
    .selectFrom('blog_posts')
    .innerJoin(hitsOf(plan), (join) => join.onRef('hits.post_id', '=', 'blog_posts.id'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(publiclyVisible(now))
    .executeTakeFirst();
  return plainNumber(row?.total ?? 0);
}

/** The everyday words and their meanings, for planning a search. */
export async function listSearchSynonyms(): Promise<SearchSynonym[]> {
  return db().selectFrom('search_synonyms').select(['term', 'meaning']).orderBy('term').execute();
}
