import 'server-only';
import { DEFAULT_CATEGORY_COLOR } from '@/lib/blog/category-color';
import { freeSlug } from '@/lib/blog/free-slug';
import type { AuthorCredentials, AuthorDetail, CategoryDetail, CategoryRef, TagRef } from '@/lib/blog/post-types';
import { slugify } from '@/lib/text/slugify';
import { changePublicContent, changePublicContentIfFound } from '@/server/public-cache/content-version';
import { databaseEngine, db } from '../db/client';
import { countRows, plainNumber, storedBoolean, touchedRows } from '../db/stored-values';
import { AUTHOR_COLUMNS, storedLines, toAuthorDetail } from './author-rows';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { byFrenchName } from './post-rows';

/*
 * Authors, categories and tags. Lists are ordered by name in French collation, computed here
 * rather than by the database so both engines agree (their collations differ on accents).
 * Public pages show their names: every write moves the public content version with it
 * (decision 034).
 */

export async function listAuthors(): Promise<AuthorDetail[]> {
  const rows = await db().selectFrom('authors').select(AUTHOR_COLUMNS).execute();
  return rows.map(toAuthorDetail).sort((a, b) => byFrenchName(a.name, b.name));
}

/** What an author is written with; the credentials are optional so a bare name still works. */
export type AuthorInput = { name: string; slug: string } & Partial<AuthorCredentials>;

function authorColumns(input: AuthorInput) {
  return {
    name: input.name,
    slug: input.slug,
    email: input.email ?? null,
    bio: input.bio ?? null,
    title: input.title ?? null,
    qualifications: storedLines(input.qualifications ?? []),
    specialities: storedLines(input.specialities ?? []),
    registration_number: input.registration_number ?? null,
    photo_url: input.photo_url ?? null,
    is_health_professional: storedBoolean(databaseEngine(), input.is_health_professional ?? false),
  };
}

const CATEGORY_COLUMNS = ['id', 'name', 'color', 'slug'] as const;

export async function listCategories(): Promise<CategoryRef[]> {
  const rows = await db().selectFrom('categories').select(CATEGORY_COLUMNS).execute();
  return rows.sort((a, b) => byFrenchName(a.name, b.name));
}

/** The categories as their back-office form edits them (decision 048). */
export async function listCategoryDetails(): Promise<CategoryDetail[]> {
  const rows = await db()
    .selectFrom('categories')
    .select([...CATEGORY_COLUMNS, 'introduction', 'service_slug'])
    .execute();
  return rows.sort((a, b) => byFrenchName(a.name, b.name));
}

export async function listTags(): Promise<TagRef[]> {
  const rows = await db().selectFrom('tags').select(['id', 'name', 'slug']).execute();
  return rows.sort((a, b) => byFrenchName(a.name, b.name));
}

/**
 * A free address for a category or tag named `name` (decision 048): the slugs that could collide
 * (the base and its `-N` forms) are read, not the whole table.
 */
async function freeSlugIn(
  database: Kysely<Database>,
  table: 'categories' | 'tags',
  name: string,
  exceptId: string | null,
): Promise<string> {
  const fallback = table === 'categories' ? 'categorie' : 'etiquette';
  const base = slugify(name) || fallback;
  let query = database
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  return freeSlug(name, taken, fallback);
}

export async function createAuthor(input: AuthorInput): Promise<AuthorDetail> {
  const id = crypto.randomUUID();
  return changePublicContent(async (trx) => {
    await trx
      .insertInto('authors')
      .values({ id, ...authorColumns(input) })
      .execute();
    return toAuthorDetail(
      await trx.selectFrom('authors').select(AUTHOR_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow(),
    );
  });
}

/** What a category is written with; without a slug, one is made from the name (decision 048). */
export type CategoryInput = {
  name: string;
  color?: string;
  slug?: string;
  introduction?: string | null;
  service_slug?: string | null;
};

export async function createCategory(input: CategoryInput): Promise<CategoryDetail> {
  return changePublicContent(async (trx) => {
    const category = {
      id: crypto.randomUUID(),
      name: input.name,
      color: input.color ?? DEFAULT_CATEGORY_COLOR,
      slug: input.slug || (await freeSlugIn(trx, 'categories', input.name, null)),
      introduction: input.introduction ?? null,
      service_slug: input.service_slug ?? null,
    };
    await trx.insertInto('categories').values(category).execute();
    return category;
  });
}

export async function createTag(input: { name: string }): Promise<TagRef> {
  return changePublicContent(async (trx) => {
    const tag = { id: crypto.randomUUID(), name: input.name, slug: await freeSlugIn(trx, 'tags', input.name, null) };
    await trx.insertInto('tags').values(tag).execute();
    return tag;
  });
}

/** The demo seed's look-up by natural key: an author by e-mail, a category or tag by name. */
export async function findByKey(table: 'authors' | 'categories' | 'tags', key: string) {
  const column = table === 'authors' ? 'email' : 'name';
  return (await db().selectFrom(table).select('id').where(column, '=', key).executeTakeFirst()) ?? null;
}

/* Back-office management of the three lists (Catégories, Tags, Auteurs pages). */

export type WithUsage<T> = T & { post_count: number };

async function postCountsBy(column: 'author_id' | 'category_id'): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom('blog_posts')
    .select([column, (eb) => eb.fn.countAll().as('count')])
    .where(column, 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [row[column] as string, plainNumber(row.count)]));
}

export async function listCategoriesWithUsage(): Promise<WithUsage<CategoryDetail>[]> {
  const [categories, counts] = await Promise.all([listCategoryDetails(), postCountsBy('category_id')]);
  return categories.map((category) => ({ ...category, post_count: counts.get(category.id) ?? 0 }));
}

export async function listAuthorsWithUsage(): Promise<WithUsage<AuthorDetail>[]> {
  const [authors, counts] = await Promise.all([listAuthors(), postCountsBy('author_id')]);
  return authors.map((author) => ({ ...author, post_count: counts.get(author.id) ?? 0 }));
}

export async function listTagsWithUsage(): Promise<WithUsage<TagRef>[]> {
  const [tags, rows] = await Promise.all([
    listTags(),
    db()
      .selectFrom('blog_post_tags')
      .select(['tag_id', (eb) => eb.fn.countAll().as('count')])
      .groupBy('tag_id')
      .execute(),
  ]);
  const counts = new Map(rows.map((row) => [row.tag_id, plainNumber(row.count)]));
  return tags.map((tag) => ({ ...tag, post_count: counts.get(tag.id) ?? 0 }));
}

/** Fields left out (`undefined`) keep their stored value. */
export async function updateCategory(id: string, input: CategoryInput & { color: string }): Promise<boolean> {
  return changePublicContentIfFound(async (trx) =>
    touchedRows(await trx.updateTable('categories').set(input).where('id', '=', id).executeTakeFirst()),
  );
}

export async function updateTag(id: string, input: { name: string }): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    // The tag page's address follows its name (decision 048).
    const slug = await freeSlugIn(trx, 'tags', input.name, id);
    return touchedRows(
      await trx.updateTable('tags').set({ name: input.name, slug }).where('id', '=', id).executeTakeFirst(),
    );
  });
}

export async function updateAuthor(id: string, input: AuthorInput): Promise<boolean> {
  return changePublicContentIfFound(async (trx) =>
    touchedRows(await trx.updateTable('authors').set(authorColumns(input)).where('id', '=', id).executeTakeFirst()),
  );
}

/** Deleted, or not: `usedBy` articles still point at it (0 when it did not exist). */
export type DeleteIfUnusedOutcome = { deleted: true } | { deleted: false; usedBy: number };

// One statement checks and deletes, so an article saved meanwhile cannot lose its category silently.
// Articles in the Corbeille do not hold a category or an author: they come back without it.
async function deleteIfUnused(
  table: 'categories' | 'authors',
  column: 'category_id' | 'author_id',
  id: string,
): Promise<DeleteIfUnusedOutcome> {
  const deleted = await changePublicContentIfFound(async (trx) => {
    const result = await trx
      .deleteFrom(table)
      .where('id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('blog_posts')
              .select('blog_posts.id')
              .where(`blog_posts.${column}`, '=', id)
              .where('blog_posts.deleted_at', 'is', null),
          ),
        ),
      )
      .executeTakeFirst();
    return touchedRows(result);
  });
  if (deleted) return { deleted: true };
  const usedBy = await countRows(db().selectFrom('blog_posts').where(column, '=', id).where('deleted_at', 'is', null));
  return { deleted: false, usedBy };
}

export function deleteCategoryIfUnused(id: string): Promise<DeleteIfUnusedOutcome> {
  return deleteIfUnused('categories', 'category_id', id);
}

export function deleteAuthorIfUnused(id: string): Promise<DeleteIfUnusedOutcome> {
  return deleteIfUnused('authors', 'author_id', id);
}

/** Deletes a tag and its links to articles, together. */
export async function deleteTag(id: string): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    await trx.deleteFrom('blog_post_tags').where('tag_id', '=', id).execute();
    const result = await trx.deleteFrom('tags').where('id', '=', id).executeTakeFirst();
    return touchedRows(result);
  });
}
