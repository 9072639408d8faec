import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * The Corbeille: a deleted article keeps its row, its slug and its history for 30 days with the
 * time it was deleted; null means it is not in the Corbeille.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('deleted_at', columnTypes(engine).timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('deleted_at').execute();
}
