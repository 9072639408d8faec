import type { Kysely } from 'kysely';
import { freeSlug } from '@/lib/blog/free-slug';
import type { DatabaseEngine } from '../schema';

/**
 * Topic pages (decision 048): a category and a tag get an address segment (`slug`, unique, derived
 * from the name for the rows that exist), a category gets the introduction staff write for its
 * page and the service page that lists its articles (`service_slug`, one of the four services).
 */
async function fillSlugs(db: Kysely<any>, table: 'categories' | 'tags', fallback: string): Promise<void> {
  const rows: Array<{ id: string; name: string }> = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const slug = freeSlug(row.name, taken, fallback);
    taken.add(slug);
    await db.updateTable(table).set({ slug }).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<any>, _engine: DatabaseEngine): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('slug', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('categories').addColumn('introduction', 'text').execute();
  await db.schema.alterTable('categories').addColumn('service_slug', 'text').execute();
  await db.schema
    .alterTable('tags')
    .addColumn('slug', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await fillSlugs(db, 'categories', 'categorie');
  await fillSlugs(db, 'tags', 'etiquette');
  await db.schema.createIndex('categories_slug_key').on('categories').column('slug').unique().execute();
  await db.schema.createIndex('tags_slug_key').on('tags').column('slug').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tags_slug_key').execute();
  await db.schema.dropIndex('categories_slug_key').execute();
  await db.schema.alterTable('tags').dropColumn('slug').execute();
  for (const column of ['service_slug', 'introduction', 'slug'])
    await db.schema.alterTable('categories').dropColumn(column).execute();
}
