import 'server-only';
import type { z } from 'zod';
import {
  authorFormSchema,
  categoryFormSchema,
  inUseMessage,
  sameName,
  TAXONOMY_FIELDS,
  tagFormSchema,
  taxonomyWording,
  type TaxonomyFieldErrors,
  type TaxonomyKind,
} from '@/lib/taxonomy-form';
import {
  createAuthor,
  createCategory,
  createTag,
  deleteAuthorIfUnused,
  deleteCategoryIfUnused,
  deleteTag,
  listAuthors,
  listCategories,
  listTags,
  updateAuthor,
  updateCategory,
  updateTag,
} from '@/server/blog/taxonomy';
import { firstErrorPerField } from '@/lib/form-errors';
import { logger } from '@/server/logger';
import { revalidateAllArticlePages } from './revalidate';
import { isUniqueViolation } from '../db/unique-violation';

export type TaxonomySaveResult = { ok: true; id: string } | { ok: false; fieldErrors: TaxonomyFieldErrors; formError?: string };
export type TaxonomyDeleteResult = { ok: true } | { ok: false; message: string };

const GONE = "Cet élément n'existe plus";

type Handlers<T> = {
  schema: z.ZodType<T>;
  existing: () => Promise<Array<{ id: string; name: string }>>;
  create: (input: T) => Promise<{ id: string }>;
  update: (id: string, input: T) => Promise<boolean>;
};

const categories: Handlers<z.output<typeof categoryFormSchema>> = {
  schema: categoryFormSchema,
  existing: listCategories,
  create: createCategory,
  update: updateCategory,
};
const tags: Handlers<z.output<typeof tagFormSchema>> = { schema: tagFormSchema, existing: listTags, create: createTag, update: updateTag };
const authors: Handlers<z.output<typeof authorFormSchema>> = {
  schema: authorFormSchema,
  existing: listAuthors,
  create: createAuthor,
  update: updateAuthor,
};

async function save<T extends { name: string }>(
  kind: TaxonomyKind,
  handlers: Handlers<T>,
  values: unknown,
  id: string | null,
): Promise<TaxonomySaveResult> {
  const parsed = handlers.schema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: firstErrorPerField(parsed.error, TAXONOMY_FIELDS) };
  const nameTaken = { ok: false as const, fieldErrors: { name: taxonomyWording(kind).nameTaken } };
  const others = (await handlers.existing()).filter((item) => item.id !== id);
  if (others.some((item) => sameName(item.name, parsed.data.name))) return nameTaken;
  try {
    if (!id) return { ok: true, id: (await handlers.create(parsed.data)).id };
    return (await handlers.update(id, parsed.data)) ? { ok: true, id } : { ok: false, fieldErrors: {}, formError: GONE };
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken;
    throw error;
  }
}

/** Validates, refuses a name already taken (case and accents ignored), then creates or updates. */
export function saveTaxonomyItem(kind: TaxonomyKind, values: unknown, id: string | null): Promise<TaxonomySaveResult> {
  if (kind === 'category') return save(kind, categories, values, id);
  if (kind === 'tag') return save(kind, tags, values, id);
  return save(kind, authors, values, id);
}

/** Categories and authors in use are kept (with how many articles use them); a tag leaves its articles. */
export async function deleteTaxonomyItem(kind: TaxonomyKind, id: string): Promise<TaxonomyDeleteResult> {
  if (kind === 'tag') return (await deleteTag(id)) ? { ok: true } : { ok: false, message: GONE };
  const outcome = kind === 'category' ? await deleteCategoryIfUnused(id) : await deleteAuthorIfUnused(id);
  if (outcome.deleted) return { ok: true };
  return { ok: false, message: outcome.usedBy > 0 ? inUseMessage(kind, outcome.usedBy) : GONE };
}

const SAVE_FAILED = "Impossible d'enregistrer";

// Ids come from the browser: anything but a UUID-shaped string names no item.
const isItemId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id);
const DELETE_FAILED = 'Impossible de supprimer';

/**
 * What the three pages' server actions do after their permission check: check the id, run the
 * change, refresh every page that shows names of categories, tags or authors.
 */
export async function runTaxonomySave(kind: TaxonomyKind, values: unknown, id: unknown): Promise<TaxonomySaveResult> {
  if (id !== null && !isItemId(id)) return { ok: false, fieldErrors: {}, formError: GONE };
  try {
    const result = await saveTaxonomyItem(kind, values, id);
    if (result.ok) revalidateAllArticlePages();
    return result;
  } catch (error) {
    logger.error({ err: error, kind, id }, 'Saving a category, tag or author failed');
    return { ok: false, fieldErrors: {}, formError: SAVE_FAILED };
  }
}

export async function runTaxonomyDelete(kind: TaxonomyKind, id: unknown): Promise<TaxonomyDeleteResult> {
  if (!isItemId(id)) return { ok: false, message: GONE };
  try {
    const result = await deleteTaxonomyItem(kind, id);
    if (result.ok) revalidateAllArticlePages();
    return result;
  } catch (error) {
    logger.error({ err: error, kind, id }, 'Deleting a category, tag or author failed');
    return { ok: false, message: DELETE_FAILED };
  }
}
