import 'server-only';
import type { AuthorDetail, CategoryRef, TagRef } from '@/lib/post-types';
import { db } from './db/client';
import { byFrenchName } from './post-rows';

/*
 * Authors, categories and tags. Lists are ordered by name in French collation, computed here
 * rather than by the database so both engines agree (their collations differ on accents).
 */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

export async function listAuthors(): Promise<AuthorDetail[]> {
  const rows = await db().selectFrom('authors').select(['id', 'name', 'email', 'bio']).execute();
  return rows.sort((a, b) => byFrenchName(a.name, b.name));
}

export async function listCategories(): Promise<CategoryRef[]> {
  const rows = await db().selectFrom('categories').select(['id', 'name', 'color']).execute();
  return rows.sort((a, b) => byFrenchName(a.name, b.name));
}

export async function listTags(): Promise<TagRef[]> {
  const rows = await db().selectFrom('tags').select(['id', 'name']).execute();
  return rows.sort((a, b) => byFrenchName(a.name, b.name));
}

export async function createAuthor(input: { name: string; email?: string | null; bio?: string | null }): Promise<AuthorDetail> {
  const author = { id: crypto.randomUUID(), name: input.name, email: input.email ?? null, bio: input.bio ?? null };
  await db().insertInto('authors').values(author).execute();
  return author;
}

export async function createCategory(input: { name: string; color?: string }): Promise<CategoryRef> {
  const category = { id: crypto.randomUUID(), name: input.name, color: input.color ?? DEFAULT_CATEGORY_COLOR };
  await db().insertInto('categories').values(category).execute();
  return category;
}

export async function createTag(input: { name: string }): Promise<TagRef> {
  const tag = { id: crypto.randomUUID(), name: input.name };
  await db().insertInto('tags').values(tag).execute();
  return tag;
}

export async function findAuthorByEmail(email: string): Promise<AuthorDetail | null> {
  const row = await db().selectFrom('authors').select(['id', 'name', 'email', 'bio']).where('email', '=', email).executeTakeFirst();
  return row ?? null;
}

export async function findCategoryByName(name: string): Promise<CategoryRef | null> {
  const row = await db().selectFrom('categories').select(['id', 'name', 'color']).where('name', '=', name).executeTakeFirst();
  return row ?? null;
}

export async function findTagByName(name: string): Promise<TagRef | null> {
  const row = await db().selectFrom('tags').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
  return row ?? null;
}
