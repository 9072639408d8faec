import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { db, databaseEngine } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { makeCategory, makePost, makeTag } from '../support/factories';

const expectedTables = [
  'app_settings',
  'authors',
  'blog_images',
  'blog_post_tags',
  'blog_posts',
  'categories',
  'practice_changes',
  'practice_periods',
  'practice_settings',
  'tags',
  'testimonials',
];

describe('migrations', () => {
  it('created every table of the blog on the engine under test', async () => {
    const engine = databaseEngine();
    expect(engine).toBe(process.env.TEST_DB_ENGINE);
    const tables = await db().introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(expectedTables));
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    const post = await makePost();
    expect(await migrateToLatest()).toEqual({ applied: [] });
    const row = await db().selectFrom('blog_posts').select('id').where('id', '=', post.id).executeTakeFirst();
    expect(row?.id).toBe(post.id);
  });

  it('defaults allow_comments to true, featured to false, views_count to 0, status to draft', async () => {
    const id = crypto.randomUUID();
    await db()
      .insertInto('blog_posts')
      .values({ id, title: 'Titre', slug: `defauts-${id}`, content: 'x', search_text: 'x' })
      .execute();
    const { getPostForStaff } = await import('@/server/blog/posts');
    const post = await getPostForStaff(id);
    expect(post).toMatchObject({ allow_comments: true, featured: false, views_count: 0, status: 'draft' });
    expect(post?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('defaults a category colour to #3B82F6', async () => {
    const id = crypto.randomUUID();
    await db()
      .insertInto('categories')
      .values({ id, name: `Sans couleur ${id}`, slug: `sans-couleur-${id}` })
      .execute();
    const row = await db().selectFrom('categories').select('color').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.color).toBe('#3B82F6');
  });

  it('refuses a second post with the same slug', async () => {
    await makePost({ slug: 'slug-unique' });
    await expect(makePost({ slug: 'slug-unique' })).rejects.toThrow(/unique|duplicate/i);
  });

  it('refuses an unknown status', async () => {
    const id = crypto.randomUUID();
    const insert = db()
      .insertInto('blog_posts')
      .values({ id, title: 'T', slug: `statut-${id}`, content: 'x', search_text: 'x', status: sql`'pending'` as never })
      .execute();
    await expect(insert).rejects.toThrow(/check/i);
  });

  it('removes the tag links of a deleted post, and keeps the tags', async () => {
    const tag = await makeTag();
    const post = await makePost({ tag_ids: [tag.id] });
    await db().deleteFrom('blog_posts').where('id', '=', post.id).execute();
    const links = await db().selectFrom('blog_post_tags').selectAll().where('blog_post_id', '=', post.id).execute();
    expect(links).toEqual([]);
    expect(await db().selectFrom('tags').select('id').where('id', '=', tag.id).executeTakeFirst()).toBeDefined();
  });

  it('leaves the posts of a deleted category without category', async () => {
    const category = await makeCategory();
    const post = await makePost({ category_id: category.id });
    await db().deleteFrom('categories').where('id', '=', category.id).execute();
    const row = await db()
      .selectFrom('blog_posts')
      .select('category_id')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row.category_id).toBeNull();
  });

  it('refuses a tag link to a post that does not exist', async () => {
    const tag = await makeTag();
    const insert = db()
      .insertInto('blog_post_tags')
      .values({ blog_post_id: crypto.randomUUID(), tag_id: tag.id })
      .execute();
    await expect(insert).rejects.toThrow(/foreign key/i);
  });
});
