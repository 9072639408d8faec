import 'server-only';
import { type Kysely, sql } from 'kysely';
import type { PostSummary } from '@/lib/blog/post-types';
import { fts5Expression, tsqueryExpression } from '@/lib/search/match-expression';
import { SEARCH_CANDIDATES, type SearchPlan, type SearchSynonym } from '@/lib/search/query';
import { SNIPPET_SOURCE_CHARACTERS } from '@/lib/search/snippet';
import { publiclyVisible } from '../blog/post-visibility';
import { selectPostSummaries, toPostSummary } from '../blog/post-rows';
import { databaseEngine, db } from '../db/client';
import type { Database } from '../db/schema';
import { plainNumber } from '../db/stored-values';

export type ArticleHit = PostSummary & { content: string };

/**
 * The public articles matching a plan, in the order the bound takes them: the most recently
 * indexed first on SQLite (FTS5 reads its rowids backwards, so no sort is needed), the newest
 * first on PostgreSQL (chosen on the GIN index and the articles' dates, without reading documents).
 */
function matchesOf(plan: SearchPlan, now: Date) {
  const matches = db()
    .selectFrom('blog_posts')
    .innerJoin(sql<{ post_id: string }>`post_search`.as('post_search'), 'post_search.post_id', 'blog_posts.id')
    .where(publiclyVisible(now))
    .select(['post_search.post_id', 'blog_posts.created_at']);
  if (databaseEngine() === 'sqlite')
    return matches
      .where(sql<boolean>`post_search match ${fts5Expression(plan)}`)
      .orderBy(sql`post_search.rowid`, 'desc');
  return matches
    .where(sql<boolean>`post_search.document @@ to_tsquery('simple', ${tsqueryExpression(plan)})`)
    .orderBy('blog_posts.created_at', 'desc');
}

/**
 * The first `limit` matches with their relevance, higher first (FTS5's bm25 is lower-is-better, so
 * negated): only they are ranked, which bounds the work of a query whose words are in every
 * article (decision 049).
 */
function candidatesOf(plan: SearchPlan, now: Date, limit: number) {
  if (databaseEngine() === 'sqlite')
    // Field weights: title 10, excerpt 4, category and tags 4, body 1 (post_id is not searched).
    return sql<CandidateRow>`${matchesOf(plan, now)
      .select(sql<number>`-bm25(post_search, 0, 10, 4, 4, 1)`.as('rank'))
      .limit(limit)}`;
  return sql<CandidateRow>`${db()
    .selectFrom(matchesOf(plan, now).limit(limit).as('newest'))
    .innerJoin(sql<{ document: string; post_id: string }>`post_search`.as('ranked'), 'ranked.post_id', 'newest.post_id')
    .select([
      'newest.post_id',
      'newest.created_at',
      sql<number>`ts_rank(ranked.document, to_tsquery('simple', ${tsqueryExpression(plan)}))`.as('rank'),
    ])}`;
}

type CandidateRow = { post_id: string; created_at: string; rank: number };

/** How many public articles match, counted up to `limit` only. */
const countOf = (plan: SearchPlan, now: Date, limit: number) =>
  sql<number>`(select count(*) from (${matchesOf(plan, now).limit(limit)}) as counted)`;

/**
 * One page of the public articles matching a plan, most relevant first (then newest), and how many
 * match (`capped` when more than `candidates` do: only that many are ranked and counted).
 * Only what the visibility rule allows: the search joins it like every public read, so a draft or
 * a future article is never found. The database returns the page's rows only, each with a bounded
 * beginning of its body (where its passage is looked for).
 */
export async function searchPublicArticles(
  plan: SearchPlan,
  page: number,
  pageSize: number,
  now: Date = new Date(),
  candidates: number = SEARCH_CANDIDATES,
): Promise<{ hits: ArticleHit[]; total: number; capped: boolean }> {
  return inSearchPlan(async (database) => {
    const ranked = database
      .selectFrom(candidatesOf(plan, now, candidates).as('candidates'))
      .select(['candidates.post_id', 'candidates.rank', countOf(plan, now, candidates + 1).as('found')])
      .orderBy('candidates.rank', 'desc')
      .orderBy('candidates.created_at', 'desc')
      .orderBy('candidates.post_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as('hits');
    const rows = await selectPostSummaries(database)
      .innerJoin(ranked, 'hits.post_id', 'blog_posts.id')
      .select([sql<string>`substr(blog_posts.content, 1, ${SNIPPET_SOURCE_CHARACTERS})`.as('content'), 'hits.found'])
      .orderBy('hits.rank', 'desc')
      .orderBy('blog_posts.created_at', 'desc')
      .orderBy('blog_posts.id', 'desc')
      .execute();
    const found = plainNumber(
      rows[0]?.found ??
        (page > 1
          ? ((await database.selectNoFrom(countOf(plan, now, candidates + 1).as('found')).executeTakeFirst())?.found ??
            0)
          : 0),
    );
    return {
      hits: rows.map((row) => ({ ...toPostSummary(row), content: row.content })),
      total: Math.min(found, candidates),
      capped: found > candidates,
    };
  });
}

/**
 * Runs the search's queries. On PostgreSQL, in a transaction that forbids sequential scans: the
 * documents live out of line (TOAST), so the planner prices a scan of the small table below the
 * GIN index and then reads every document, 300 ms at 10,000 articles instead of 24 (decision 049).
 */
function inSearchPlan<T>(search: (database: Kysely<Database>) => Promise<T>): Promise<T> {
  if (databaseEngine() === 'sqlite') return search(db());
  return db()
    .transaction()
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return search(trx);
    });
}

/** The everyday words and their meanings, for planning a search. */
export async function listSearchSynonyms(): Promise<SearchSynonym[]> {
  return db().selectFrom('search_synonyms').select(['term', 'meaning']).orderBy('term').execute();
}
