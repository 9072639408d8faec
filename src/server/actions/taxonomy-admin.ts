import 'server-only';
import { z } from '@/lib/forms/zod';
import {
  authorFormSchema,
  categoryFormSchema,
  inUseMessage,
  sameName,
  TAXONOMY_FIELDS,
  tagFormSchema,
  TAXONOMY_WORDING,
  type TaxonomyFieldErrors,
  type TaxonomyKind,
} from '@/lib/blog/taxonomy-form';
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
import { slugOwner } from '@/server/blog/slug-owner';
import { FIELDS_TO_CORRECT_MESSAGE, refusal, type ActionResult } from '@/lib/actions/action-result';
import { refusedForm } from '@/lib/forms/form-errors';
import { canManageStaff, type StaffPermissionSubject } from '@/lib/auth/staff-account';
import { staffAction } from '@/server/actions/staff-action';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';
import { isUniqueViolation } from '../db/unique-violation';

export type TaxonomySaveResult = ActionResult<{ id: string }>;
export type TaxonomyDeleteResult = ActionResult;

const GONE = 'Cet élément n’existe plus';

type Handlers<T> = {
  schema: z.ZodType<T>;
  existing: () => Promise<Array<{ id: string; name: string }>>;
  create: (input: T) => Promise<{ id: string }>;
  update: (id: string, input: T) => Promise<boolean>;
  /** Besides the name, a unique field this kind has (an author's or category's slug): its error when taken. */
  uniqueField?: { taken: (input: T, id: string | null) => Promise<boolean>; errors: TaxonomyFieldErrors };
};

/** Whether another row of `table` than `id` already uses the slug typed in. */
const slugTakenIn =
  (table: 'categories' | 'authors') =>
  async (input: { slug: string }, id: string | null): Promise<boolean> => {
    const owner = await slugOwner(table, input.slug);
    return owner !== null && owner !== id;
  };

export const AUTHOR_SLUG_TAKEN_MESSAGE = 'Cette adresse de page est déjà prise par un autre auteur';
export const CATEGORY_SLUG_TAKEN_MESSAGE = 'Cette adresse de page est déjà prise par une autre catégorie';
export const AUTHOR_EMAIL_ADMIN_ONLY_MESSAGE =
  'Seul un administrateur peut changer l’adresse e-mail d’un auteur : elle relie l’auteur au compte qui relit les articles en son nom.';

/**
 * Who saves: only an admin may link an author to a staff account (its e-mail, decision 032);
 * anyone may create their own profile, linked to their own account's address, as long as it
 * claims no health profession (only a health professional's account marks reviews).
 */
export type TaxonomySaver = { mayLinkAccounts: boolean; ownEmail?: string };

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * An author's e-mail makes a staff account their reviewer (decision 018): an editor who could set
 * it to their own would then mark articles reviewed in a physician's name. Set or changed by
 * admins only; anyone else's save must carry the stored address unchanged.
 */
async function accountLinkRefused(
  values: unknown,
  id: string | null,
  saver: TaxonomySaver,
): Promise<TaxonomySaveResult | null> {
  if (saver.mayLinkAccounts) return null;
  const parsed = authorFormSchema.safeParse(values);
  if (!parsed.success) return null;
  const ownProfile = id === null && saver.ownEmail !== undefined && sameEmail(parsed.data.email, saver.ownEmail);
  if (ownProfile && !parsed.data.is_health_professional) return null;
  const stored = id ? (await listAuthors()).find((author) => author.id === id) : undefined;
  if (sameEmail(parsed.data.email, stored?.email)) return null;
  return refusal(FIELDS_TO_CORRECT_MESSAGE, { email: AUTHOR_EMAIL_ADMIN_ONLY_MESSAGE });
}

const categories: Handlers<z.output<typeof categoryFormSchema>> = {
  schema: categoryFormSchema,
  existing: listCategories,
  create: createCategory,
  update: updateCategory,
  // The topic page's address (decision 048).
  uniqueField: {
    taken: slugTakenIn('categories'),
    errors: { slug: CATEGORY_SLUG_TAKEN_MESSAGE },
  },
};
const tags: Handlers<z.output<typeof tagFormSchema>> = {
  schema: tagFormSchema,
  existing: listTags,
  create: createTag,
  update: updateTag,
};
const authors: Handlers<z.output<typeof authorFormSchema>> = {
  schema: authorFormSchema,
  existing: listAuthors,
  create: createAuthor,
  update: updateAuthor,
  uniqueField: {
    taken: slugTakenIn('authors'),
    errors: { slug: AUTHOR_SLUG_TAKEN_MESSAGE },
  },
};

async function save<T extends { name: string }>(
  kind: TaxonomyKind,
  handlers: Handlers<T>,
  values: unknown,
  id: string | null,
): Promise<TaxonomySaveResult> {
  const parsed = handlers.schema.safeParse(values);
  if (!parsed.success) return refusedForm(parsed.error, TAXONOMY_FIELDS, FIELDS_TO_CORRECT_MESSAGE);
  const nameTaken = refusal(FIELDS_TO_CORRECT_MESSAGE, { name: TAXONOMY_WORDING[kind].nameTaken });
  const others = (await handlers.existing()).filter((item) => item.id !== id);
  if (others.some((item) => sameName(item.name, parsed.data.name))) return nameTaken;
  const { uniqueField } = handlers;
  const fieldTaken = uniqueField && refusal(FIELDS_TO_CORRECT_MESSAGE, uniqueField.errors);
  if (fieldTaken && (await uniqueField.taken(parsed.data, id))) return fieldTaken;
  try {
    if (!id) return { ok: true, id: (await handlers.create(parsed.data)).id };
    return (await handlers.update(id, parsed.data)) ? { ok: true, id } : refusal(GONE);
  } catch (error) {
    // A violation the checks above did not foresee (a save meanwhile) is most likely the slug.
    if (isUniqueViolation(error)) return fieldTaken || nameTaken;
    throw error;
  }
}

/** Validates, refuses a name already taken (case and accents ignored), then creates or updates. */
export async function saveTaxonomyItem(
  kind: TaxonomyKind,
  values: unknown,
  id: string | null,
  saver: TaxonomySaver,
): Promise<TaxonomySaveResult> {
  if (kind === 'category') return save(kind, categories, values, id);
  if (kind === 'tag') return save(kind, tags, values, id);
  return (await accountLinkRefused(values, id, saver)) ?? save(kind, authors, values, id);
}

/** Categories and authors in use are kept (with how many articles use them); a tag leaves its articles. */
export async function deleteTaxonomyItem(kind: TaxonomyKind, id: string): Promise<TaxonomyDeleteResult> {
  if (kind === 'tag') return (await deleteTag(id)) ? { ok: true } : refusal(GONE);
  const outcome = kind === 'category' ? await deleteCategoryIfUnused(id) : await deleteAuthorIfUnused(id);
  if (outcome.deleted) return { ok: true };
  return refusal(outcome.usedBy > 0 ? inUseMessage(kind, outcome.usedBy) : GONE);
}

const SAVE_FAILED = 'Impossible d’enregistrer';
const DELETE_FAILED = 'Impossible de supprimer';

/**
 * The three pages' server actions: their permission check (`guard`), the id (anything but a UUID
 * names no item), the change, and the refresh of every page that shows names of categories, tags
 * or authors. The form is validated by `saveTaxonomyItem`, whose schema depends on the kind.
 */
export function taxonomySaveAction(
  guard: () => Promise<NonNullable<StaffPermissionSubject> & { email: string }>,
  kind: TaxonomyKind,
) {
  return staffAction({
    guard,
    input: (values: unknown, id: unknown) => ({ values, id }),
    schema: z.object({ values: z.unknown(), id: z.uuid().nullable() }),
    invalid: GONE,
    run: ({ values, id }, staff) =>
      saveTaxonomyItem(kind, values, id, { mayLinkAccounts: canManageStaff(staff), ownEmail: staff.email }),
    revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
    failure: {
      message: SAVE_FAILED,
      log: 'Saving a category, tag or author failed',
      context: (_values, id) => ({ kind, id }),
    },
  });
}

export function taxonomyDeleteAction(guard: () => Promise<unknown>, kind: TaxonomyKind) {
  return staffAction({
    guard,
    input: (id: unknown) => ({ id }),
    schema: z.object({ id: z.uuid() }),
    invalid: GONE,
    run: ({ id }) => deleteTaxonomyItem(kind, id),
    revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
    failure: {
      message: DELETE_FAILED,
      log: 'Deleting a category, tag or author failed',
      context: (id) => ({ kind, id }),
    },
  });
}
