import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/** The blog of spec section 3: posts, authors, categories, tags, their links, images, and flags. */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);

  await db.schema
    .createTable('authors')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('bio', 'text')
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    // A migration is a frozen snapshot: the literal stays even if DEFAULT_CATEGORY_COLOR moves on.
    .addColumn('color', 'text', (column) => column.notNull().defaultTo('#3B82F6'))
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .execute();

  let posts = db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('excerpt', 'text')
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('featured_image_url', 'text')
    .addColumn('featured_image_alt', 'text')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('draft'))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('author_id', 'text', (column) => column.references('authors.id').onDelete('set null'))
    .addColumn('category_id', 'text', (column) => column.references('categories.id').onDelete('set null'))
    .addColumn('published_at', types.timestamp)
    .addColumn('scheduled_at', types.timestamp)
    .addColumn('views_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reading_time', 'integer')
    .addColumn('allow_comments', types.boolean, (column) => column.notNull().defaultTo(types.true))
    .addColumn('featured', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .addColumn('updated_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .addCheckConstraint('blog_posts_status_check', sql`status in ('draft', 'published', 'scheduled', 'archived')`)
    .addCheckConstraint('blog_posts_views_count_check', sql`views_count >= 0`);
  for (const column of ['allow_comments', 'featured']) {
    const check = types.booleanCheck(column);
    if (check) posts = posts.addCheckConstraint(`blog_posts_${column}_check`, check);
  }
  await posts.execute();

  await db.schema
    .createIndex('blog_posts_status_scheduled_at_idx')
    .on('blog_posts')
    .columns(['status', 'scheduled_at'])
    .execute();
  await db.schema.createIndex('blog_posts_created_at_idx').on('blog_posts').column('created_at').execute();
  await db.schema.createIndex('blog_posts_category_id_idx').on('blog_posts').column('category_id').execute();
  await db.schema.createIndex('blog_posts_author_id_idx').on('blog_posts').column('author_id').execute();

  await db.schema
    .createTable('blog_post_tags')
    .addColumn('blog_post_id', 'text', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (column) => column.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('blog_post_tags_pk', ['blog_post_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('blog_post_tags_tag_id_idx').on('blog_post_tags').column('tag_id').execute();

  await db.schema
    .createTable('blog_images')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('file_size', 'integer', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_settings',
    'blog_images',
    'blog_post_tags',
    'blog_posts',
    'tags',
    'categories',
    'authors',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
