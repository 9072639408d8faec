import 'server-only';
import { refusedForm } from '@/lib/form-errors';
import { postFormSchema, type PostFieldErrors, type SaveIntent } from '@/lib/post-form';
import { resolvePostWrite } from '@/lib/post-form-write';
import type { PostStatus, PostWrite } from '@/lib/post-types';
import { findPostIdBySlugForStaff, getPostForStaff } from '@/server/blog/posts';
import { createPost, updatePost } from '@/server/blog/post-writes';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { isUniqueViolation } from '../db/unique-violation';

export type SavedPost = { id: string; slug: string; status: PostStatus };

export type SavePostResult =
  | { ok: true; created: boolean; post: SavedPost }
  | { ok: false; fieldErrors: PostFieldErrors; formError?: string };

export const SLUG_TAKEN_MESSAGE = 'Ce slug est déjà utilisé par un autre article';
export const POST_GONE_MESSAGE = "Cet article n'existe plus";
export const REVIEWER_NOT_PROFESSIONAL_MESSAGE = "Le relecteur doit être un auteur marqué comme professionnel de santé";

/** Author, category and tags must exist at the time of saving. */
async function referenceErrors(write: PostWrite): Promise<PostFieldErrors> {
  const [authors, categories, tags] = await Promise.all([listAuthors(), listCategories(), listTags()]);
  const errors: PostFieldErrors = {};
  if (write.author_id && !authors.some((author) => author.id === write.author_id)) {
    errors.author_id = "Cet auteur n'existe pas ou a été supprimé";
  }
  if (write.reviewer_id) {
    const reviewer = authors.find((author) => author.id === write.reviewer_id);
    if (!reviewer) errors.reviewer_id = "Ce relecteur n'existe pas ou a été supprimé";
    else if (!reviewer.is_health_professional) errors.reviewer_id = REVIEWER_NOT_PROFESSIONAL_MESSAGE;
  }
  if (write.category_id && !categories.some((category) => category.id === write.category_id)) {
    errors.category_id = "Cette catégorie n'existe pas ou a été supprimée";
  }
  const known = new Set(tags.map((tag) => tag.id));
  if (write.tag_ids.some((tagId) => !known.has(tagId))) {
    errors.tag_ids = "Un des tags choisis n'existe pas ou a été supprimé";
  }
  return errors;
}

/**
 * The editor's save: validate the whitelisted fields, apply the status rules, check the slug and
 * the references, then create or update (post and tag links in one transaction, in posts.ts).
 * Callers check the permission first and revalidate the public pages afterwards.
 */
export async function savePostFromEditor(
  values: unknown,
  intent: SaveIntent,
  id: string | null,
  now: Date = new Date(),
): Promise<SavePostResult> {
  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, ...refusedForm(parsed.error, postFormSchema.keyof().options) };
  const resolved = resolvePostWrite(parsed.data, intent, now);
  if (!resolved.ok) return { ok: false, fieldErrors: resolved.errors };
  const { write } = resolved;

  const existing = id ? await getPostForStaff(id) : null;
  if (id && !existing) return { ok: false, fieldErrors: {}, formError: POST_GONE_MESSAGE };

  const fieldErrors = await referenceErrors(write);
  const slugOwner = await findPostIdBySlugForStaff(write.slug);
  if (slugOwner && slugOwner !== id) fieldErrors.slug = SLUG_TAKEN_MESSAGE;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  try {
    const saved = id ? await updatePost(id, write) : await createPost(write);
    if (!saved) return { ok: false, fieldErrors: {}, formError: POST_GONE_MESSAGE };
    return {
      ok: true,
      created: !id,
      post: { id: saved.id, slug: saved.slug, status: saved.status },
    };
  } catch (error) {
    // Another save took the slug between our check and the write.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: SLUG_TAKEN_MESSAGE } };
    throw error;
  }
}
