import 'server-only';
import type { Kysely } from 'kysely';
import { ArticleIndex } from '@/lib/search/article-index';
import { readTerms } from '@/lib/search/indexed-terms';
import type { SearchSynonym } from '@/lib/search/query';
import { db } from '../db/client';
import type { Database } from '../db/schema';
import { isoTimestamp, isoTimestampOrNull } from '../db/stored-values';

/** What a search is planned and ranked with: the articles' index and the everyday words. */
export type SearchIndex = { articles: ArticleIndex; synonyms: SearchSynonym[] };

type HeldIndex = { search: SearchIndex; changes: string | null; syncing: Promise<void> | null };

// One index per database connection: a test or a tool that opens another database gets its own.
const held = new WeakMap<Kysely<Database>, HeldIndex>();

// Articles read per step of a (re)build: between steps the process answers other requests, so
// building the index of a large blog never holds the thread for long.
const ARTICLES_PER_STEP = 500;

async function readChanges(database: Kysely<Database>): Promise<string> {
  const row = await database
    .selectFrom('search_index_changes')
    .select('changes')
    .where('id', '=', 1)
    .executeTakeFirst();
  return String(row?.changes ?? 0);
}

/**
 * This process's search index, brought up to date with what is stored before it is returned
 * (decision 058): one small read of the change counter when nothing changed; otherwise the
 * everyday words and only the articles written since the last search are read again, by one
 * request for all the searches waiting, so a change shows in the next search on every process.
 */
export async function currentSearchIndex(database: Kysely<Database> = db()): Promise<SearchIndex> {
  let state = held.get(database);
  if (!state) {
    state = { search: { articles: new ArticleIndex(), synonyms: [] }, changes: null, syncing: null };
    held.set(database, state);
  }
  for (;;) {
    const changes = await readChanges(database);
    if (changes === state.changes) return state.search;
    if (!state.syncing) {
      const syncing = state;
      syncing.syncing = syncIndex(syncing.search, database)
        .then(() => {
          syncing.changes = changes;
        })
        .finally(() => {
          syncing.syncing = null;
        });
    }
    await state.syncing;
  }
}

/** Reads the everyday words, the stored revisions, then the rows of the articles whose revision the index lacks. */
async function syncIndex(search: SearchIndex, database: Kysely<Database>): Promise<void> {
  search.synonyms = await database.selectFrom('search_synonyms').select(['term', 'meaning']).orderBy('term').execute();
  const index = search.articles;
  const stored = await database
    .selectFrom('post_search_terms')
    .innerJoin('blog_posts', 'blog_posts.id', 'post_search_terms.post_id')
    .select(['post_search_terms.post_id', 'post_search_terms.revision', 'blog_posts.status', 'blog_posts.scheduled_at'])
    .execute();
  const present = new Set<string>();
  const stale: string[] = [];
  for (const row of stored) {
    present.add(row.post_id);
    if (index.revisionOf(row.post_id) === String(row.revision))
      index.setVisibility(row.post_id, { status: row.status, scheduled_at: isoTimestampOrNull(row.scheduled_at) });
    else stale.push(row.post_id);
  }
  for (const postId of index.heldPostIds()) if (!present.has(postId)) index.remove(postId);
  for (let from = 0; from < stale.length; from += ARTICLES_PER_STEP) {
    const rows = await database
      .selectFrom('post_search_terms')
      .innerJoin('blog_posts', 'blog_posts.id', 'post_search_terms.post_id')
      .select([
        'post_search_terms.post_id',
        'post_search_terms.revision',
        'post_search_terms.terms',
        'post_search_terms.length',
        'blog_posts.status',
        'blog_posts.scheduled_at',
        'blog_posts.created_at',
      ])
      .where('post_search_terms.post_id', 'in', stale.slice(from, from + ARTICLES_PER_STEP))
      .execute();
    for (const row of rows)
      index.put({
        postId: row.post_id,
        revision: String(row.revision),
        status: row.status,
        scheduled_at: isoTimestampOrNull(row.scheduled_at),
        createdAt: isoTimestamp(row.created_at),
        terms: readTerms(row.terms),
        length: Number(row.length),
      });
    if (from + ARTICLES_PER_STEP < stale.length) await new Promise((resolve) => setImmediate(resolve));
  }
}
