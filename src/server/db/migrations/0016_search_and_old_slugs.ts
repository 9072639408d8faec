import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Public search and old addresses (decision 042):
 * - `post_search`: one row per article, its stems by field. An FTS5 table on SQLite, a weighted
 *   `tsvector` with a GIN index on PostgreSQL; both go with their article (a trigger, a foreign key).
 * - `search_synonyms`: the everyday words patients type and what they mean in the articles'
 *   words, edited by staff, seeded with the list below (copied here, not imported: a migration
 *   inserts the same rows whatever src/ later becomes).
 * - `post_old_slugs`: every earlier slug of a published article, pointing at it, gone with it.
 */
const SYNONYMS: Array<[string, string]> = [
  ['écho', 'échographie'],
  ['écographie', 'échographie'],
  ['impuissance', 'dysfonction érectile'],
  ['panne', 'dysfonction érectile'],
  ['trouble de l’érection', 'dysfonction érectile'],
  ['problème d’érection', 'dysfonction érectile'],
  ['éjaculation rapide', 'éjaculation précoce'],
  ['frigidité', 'baisse du désir'],
  ['libido', 'désir'],
  ['mal au ventre', 'douleurs abdominales'],
  ['mal de ventre', 'douleurs abdominales'],
  ['angoisse', 'anxiété'],
  ['déprime', 'dépression'],
  ['sucre', 'diabète'],
  ['tension', 'hypertension'],
  ['thyroïde', 'thyroïdienne'],
  ['insomnie', 'sommeil'],
  ['douleur pendant les rapports', 'dyspareunie'],
  ['MST', 'infections sexuellement transmissibles'],
  ['IST', 'infections sexuellement transmissibles'],
  ['prise de sang', 'analyses'],
  ['rendez-vous', 'consultation'],
];

/**
 * The full-text table of every article. Migration 0025 replaced it and recreates it when undone.
 * It is no longer filled: migration 0026 drops the tables that followed it, so nothing reads it.
 */
export async function createPostSearch(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  if (engine === 'sqlite') {
    // The stems are written by the app, so the tokenizer only splits on spaces; `post_id` is not searched.
    await sql`create virtual table post_search using fts5(post_id unindexed, title, excerpt, taxonomy, body, tokenize = 'unicode61')`.execute(
      db,
    );
    await sql`create trigger post_search_follows_delete after delete on blog_posts begin delete from post_search where post_id = old.id; end`.execute(
      db,
    );
  } else {
    await db.schema
      .createTable('post_search')
      .addColumn('post_id', 'text', (column) => column.primaryKey().references('blog_posts.id').onDelete('cascade'))
      .addColumn('document', sql`tsvector`, (column) => column.notNull())
      .execute();
    await sql`create index post_search_document_idx on post_search using gin (document)`.execute(db);
  }
}

export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await createPostSearch(db, engine);

  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('term', 'text', (column) => column.notNull().unique())
    .addColumn('meaning', 'text', (column) => column.notNull())
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('search_synonyms')
    .values(SYNONYMS.map(([term, meaning]) => ({ id: randomUUID(), term, meaning, created_at: now })))
    .execute();

  await db.schema
    .createTable('post_old_slugs')
    .addColumn('slug', 'text', (column) => column.primaryKey())
    .addColumn('blog_post_id', 'text', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .execute();
  await db.schema.createIndex('post_old_slugs_blog_post_id_idx').on('post_old_slugs').column('blog_post_id').execute();
}

export async function down(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  await db.schema.dropTable('post_old_slugs').execute();
  await db.schema.dropTable('search_synonyms').execute();
  if (engine === 'sqlite') await sql`drop trigger post_search_follows_delete`.execute(db);
  await db.schema.dropTable('post_search').execute();
}
