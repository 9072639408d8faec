import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Review links (decision 021): a read-only link to one article, opened without an
 * account. Only the SHA-256 of the token is kept. A link goes with its article; it keeps the name
 * of the staff member who created it even if that account is later deleted.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable('blog_review_links')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('blog_post_id', 'text', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_by_id', 'text', (column) => column.references('auth_users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('expires_at', types.timestamp, (column) => column.notNull())
    .addColumn('revoked_at', types.timestamp)
    .execute();
  await db.schema.createIndex('blog_review_links_post_idx').on('blog_review_links').column('blog_post_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_review_links').execute();
}
