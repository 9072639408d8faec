import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Editor autosaves (decision 022): one row per staff member and article, or per staff member and the
 * new-article form (slot 'new', no article). Never the article itself: the form's values as
 * JSON, the article version the form was opened from, and when the server stored them. Rows go
 * with their author's account and with their article.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable('blog_autosaves')
    .addColumn('user_id', 'text', (column) => column.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('slot', 'text', (column) => column.notNull())
    .addColumn('blog_post_id', 'text', (column) => column.references('blog_posts.id').onDelete('cascade'))
    .addColumn('form', 'text', (column) => column.notNull())
    .addColumn('base_updated_at', types.timestamp)
    .addColumn('saved_at', types.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('blog_autosaves_pk', ['user_id', 'slot'])
    .execute();
  await db.schema.createIndex('blog_autosaves_blog_post_id_idx').on('blog_autosaves').column('blog_post_id').execute();
  await db.schema.createIndex('blog_autosaves_saved_at_idx').on('blog_autosaves').column('saved_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_autosaves').execute();
}
