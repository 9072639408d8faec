import type { Kysely } from 'kysely';

/**
 * The médiathèque (docs/decisions/041): each upload records the size of its stored original,
 * the web sizes made of it (a JSON array of widths, narrowest first) and an alternative text
 * staff can edit. Uploads made before stay with these null until the one-time step at start
 * (src/server/media/backfill-sizes.ts) makes their sizes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_images').addColumn('width', 'integer').execute();
  await db.schema.alterTable('blog_images').addColumn('height', 'integer').execute();
  await db.schema.alterTable('blog_images').addColumn('sizes', 'text').execute();
  await db.schema.alterTable('blog_images').addColumn('alt_text', 'text').execute();
  await db.schema.createIndex('blog_images_filename').on('blog_images').column('filename').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_images_filename').execute();
  for (const column of ['alt_text', 'sizes', 'height', 'width']) {
    await db.schema.alterTable('blog_images').dropColumn(column).execute();
  }
}
