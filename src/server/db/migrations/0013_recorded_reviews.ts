import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * A medical review is recorded by the server (docs/decisions/036): who marked the article
 * reviewed (the staff account's id and name as they were, and whether it was an admin recording
 * it for the reviewer), its time being `reviewed_at`. Reviews stored before stay as they are
 * with these columns null. A revision can be the record of a review: `review_note` says it in
 * French in the history.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  // No foreign key: the name is copied so the record still says who once the account is gone.
  await db.schema.alterTable('blog_posts').addColumn('review_recorded_by_user_id', 'text').execute();
  await db.schema.alterTable('blog_posts').addColumn('review_recorded_by_name', 'text').execute();
  await db.schema
    .alterTable('blog_posts')
    .addColumn('review_recorded_by_admin', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .execute();
  await db.schema.alterTable('blog_post_revisions').addColumn('review_note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_post_revisions').dropColumn('review_note').execute();
  for (const column of ['review_recorded_by_admin', 'review_recorded_by_name', 'review_recorded_by_user_id']) {
    await db.schema.alterTable('blog_posts').dropColumn(column).execute();
  }
}
