import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Editorial safety (decision 020): every save of an article keeps a revision, a whole snapshot of the
 * article as stored (JSON), numbered per article. A staged save of a published article is a
 * revision marked pending: it lives beside the article row, which keeps the live version.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable('blog_post_revisions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('blog_post_id', 'text', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    // The name is copied so the history still says who once the account is gone.
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('staged', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .addColumn('pending', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .addColumn('published', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .addColumn('snapshot', 'text', (column) => column.notNull())
    .addUniqueConstraint('blog_post_revisions_number_key', ['blog_post_id', 'number'])
    .execute();
  await db.schema
    .createIndex('blog_post_revisions_pending_idx')
    .on('blog_post_revisions')
    .columns(['blog_post_id', 'pending'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_revisions').execute();
}
