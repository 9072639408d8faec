import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../schema';
import { createPostSearch } from './0016_search_and_old_slugs';

// What a process's index is built from: the articles' rows and the everyday words.
const COUNTED_TABLES = ['post_search_terms', 'search_synonyms'];

/**
 * The public search moves from each engine's full-text index to an index held in memory by every
 * process (decision 058):
 * - `post_search_terms`: one row per article, its weighted stems, its weighted length and the
 *   beginning of its visible text; `revision` is new at every write (never reused), so a process
 *   tells which articles it must read again.
 * - `search_index_changes`: one counter, moved by a trigger on every write of that table (and so
 *   on an article's deletion, which takes its row with it) and of the everyday words: the one
 *   small read that tells a process whether its index is still current.
 * The full-text tables of 0016 go. The table is no longer filled here: migration 0026 drops it.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  if (engine === 'sqlite') {
    await sql`create table post_search_terms (
      revision integer primary key autoincrement,
      post_id text not null unique references blog_posts (id) on delete cascade,
      terms text not null,
      length integer not null,
      passage text not null)`.execute(db);
    await sql`create table search_index_changes (id integer primary key check (id = 1), changes integer not null)`.execute(
      db,
    );
    for (const table of COUNTED_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.raw(`${table}_${event}_counted`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update search_index_changes set changes = changes + 1; end`.execute(db);
    await sql`drop trigger post_search_follows_delete`.execute(db);
  } else {
    await sql`create table post_search_terms (
      revision bigint generated always as identity primary key,
      post_id text not null unique references blog_posts (id) on delete cascade,
      terms text not null,
      length integer not null,
      passage text not null)`.execute(db);
    await sql`create table search_index_changes (id integer primary key check (id = 1), changes bigint not null)`.execute(
      db,
    );
    await sql`create function count_search_index_change() returns trigger language plpgsql as $$
      begin update search_index_changes set changes = changes + 1; return null; end $$`.execute(db);
    for (const table of COUNTED_TABLES)
      await sql`create trigger ${sql.raw(`${table}_counted`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function count_search_index_change()`.execute(db);
  }
  await sql`insert into search_index_changes (id, changes) values (1, 0)`.execute(db);
  await db.schema.dropTable('post_search').execute();
}

export async function down(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  if (engine === 'sqlite')
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.raw(`search_synonyms_${event}_counted`)}`.execute(db);
  else await sql`drop trigger search_synonyms_counted on search_synonyms`.execute(db);
  await db.schema.dropTable('post_search_terms').execute();
  await db.schema.dropTable('search_index_changes').execute();
  if (engine === 'postgres') await sql`drop function count_search_index_change()`.execute(db);
  await createPostSearch(db, engine);
}
