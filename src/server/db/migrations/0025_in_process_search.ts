import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../schema';
import { createPostSearch } from './0016_search_and_old_slugs';

/**
 * The public search leaves each engine's full-text index for one held in memory by every process
 * (decision 058): the full-text table of 0016 goes. This migration once also created stored stems
 * and a counter moved by triggers (`post_search_terms`, `search_index_changes`); decision 066
 * removed them, so it creates them no longer and migration 0026 drops them where they exist.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  if (engine === 'sqlite') await sql`drop trigger post_search_follows_delete`.execute(db);
  await db.schema.dropTable('post_search').execute();
}

export async function down(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  await createPostSearch(db, engine);
}
