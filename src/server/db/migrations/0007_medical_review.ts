import type { Kysely } from 'kysely';
import { slugify } from '@/lib/text/slugify';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Trustworthy health content (decision 018): authors get credentials and a public slug, articles a
 * medical reviewer, a review date, the date their content last changed, and a list of sources.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);

  let authors = db.schema.alterTable('authors');
  await authors.addColumn('slug', 'text', (column) => column.notNull().defaultTo('')).execute();
  for (const column of ['title', 'qualifications', 'specialities', 'registration_number', 'photo_url']) {
    authors = db.schema.alterTable('authors');
    await authors.addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('authors')
    .addColumn('is_health_professional', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .execute();

  // Existing authors get a slug from their name, numbered when two names give the same one.
  const rows: Array<{ id: string; name: string }> = await db
    .selectFrom('authors')
    .select(['id', 'name'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const base = slugify(row.name) || 'auteur';
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable('authors').set({ slug }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('authors_slug_key').on('authors').column('slug').unique().execute();

  await db.schema
    .alterTable('blog_posts')
    .addColumn('reviewer_id', 'text', (column) => column.references('authors.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('blog_posts').addColumn('reviewed_at', types.timestamp).execute();
  await db.schema.alterTable('blog_posts').addColumn('content_updated_at', types.timestamp).execute();
  await db.schema.createIndex('blog_posts_reviewed_at_idx').on('blog_posts').column('reviewed_at').execute();

  await db.schema
    .createTable('blog_post_sources')
    .addColumn('blog_post_id', 'text', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('publisher', 'text')
    .addColumn('year', 'integer')
    .addPrimaryKeyConstraint('blog_post_sources_pk', ['blog_post_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_sources').execute();
  await db.schema.dropIndex('blog_posts_reviewed_at_idx').execute();
  for (const column of ['content_updated_at', 'reviewed_at', 'reviewer_id']) {
    await db.schema.alterTable('blog_posts').dropColumn(column).execute();
  }
  await db.schema.dropIndex('authors_slug_key').execute();
  for (const column of [
    'is_health_professional',
    'photo_url',
    'registration_number',
    'specialities',
    'qualifications',
    'title',
    'slug',
  ]) {
    await db.schema.alterTable('authors').dropColumn(column).execute();
  }
}
