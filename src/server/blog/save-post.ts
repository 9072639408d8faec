import 'server-only';
import { clockChangeNote } from '@/lib/practice/clock-change-note';
import { FIELDS_TO_CORRECT_MESSAGE, refusal, type ActionResult } from '@/lib/actions/action-result';
import { refusedForm } from '@/lib/forms/form-errors';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { postFormSchema, type EditConflict, type PostFieldErrors, type SaveIntent } from '@/lib/blog/post-form';
import { freeSlug } from '@/lib/blog/free-slug';
import { resolvePostWrite } from '@/lib/blog/post-form-write';
import type { PostStatus, PostWrite } from '@/lib/blog/post-types';
import { getPostForStaff, slugsStartingWith } from '@/server/blog/posts';
import { slugOwner } from '@/server/blog/slug-owner';
import { loadEditorState } from '@/server/blog/editor-state';
import type { RevisionAuthor } from '@/server/blog/post-revisions';
import { sameCreationAgain, writeWithRevision } from '@/server/blog/revised-writes';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { isUniqueViolation } from '../db/unique-violation';

export type SavedPost = { id: string; slug: string; status: PostStatus };

export type SavePostResult = ActionResult<
  { created: boolean; post: SavedPost; version: number; pending: boolean; scheduleNote: string | null },
  { conflict?: EditConflict }
>;

/** Who saves, and the version their editor was opened at (undefined: no conflict check). */
export type SaveOptions = { by?: RevisionAuthor; baseVersion?: number };

export const SLUG_TAKEN_MESSAGE = 'Cette adresse de page est déjà prise par un autre article';
export const POST_GONE_MESSAGE = 'Cet article n’existe plus';
export const REVIEWER_NOT_PROFESSIONAL_MESSAGE = 'Le relecteur doit être un auteur marqué comme professionnel de santé';
export const NOT_LIVE_MESSAGE = 'Cet article n’est pas en ligne : utilisez « Sauvegarder » ou « Publier ».';

/** Author, category and tags must exist at the time of saving. */
async function referenceErrors(write: PostWrite): Promise<PostFieldErrors> {
  const [authors, categories, tags] = await Promise.all([listAuthors(), listCategories(), listTags()]);
  const errors: PostFieldErrors = {};
  if (write.author_id && !authors.some((author) => author.id === write.author_id)) {
    errors.author_id = 'Cet auteur n’existe pas ou a été supprimé';
  }
  if (write.reviewer_id) {
    const reviewer = authors.find((author) => author.id === write.reviewer_id);
    if (!reviewer) errors.reviewer_id = 'Ce relecteur n’existe pas ou a été supprimé';
    else if (!reviewer.is_health_professional) errors.reviewer_id = REVIEWER_NOT_PROFESSIONAL_MESSAGE;
  }
  if (write.category_id && !categories.some((category) => category.id === write.category_id)) {
    errors.category_id = 'Cette catégorie n’existe pas ou a été supprimée';
  }
  const known = new Set(tags.map((tag) => tag.id));
  if (write.tag_ids.some((tagId) => !known.has(tagId))) {
    errors.tag_ids = 'Un des tags choisis n’existe pas ou a été supprimé';
  }
  return errors;
}

/**
 * The editor's save: validate the whitelisted fields, apply the status rules, check the slug and
 * the references, then write the article and its revision in one transaction (revised-writes.ts),
 * refusing it when someone else saved since `options.baseVersion`. 'stage' leaves the live
 * article untouched and keeps the changes as its pending revision. Callers check the permission
 * first and revalidate the public pages afterwards.
 */
export async function savePostFromEditor(
  values: unknown,
  intent: SaveIntent,
  id: string | null,
  now: Date = new Date(),
  options: SaveOptions = {},
): Promise<SavePostResult> {
  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) return refusedForm(parsed.error, postFormSchema.keyof().options, FIELDS_TO_CORRECT_MESSAGE);

  const existing = id ? await getPostForStaff(id) : null;
  if (id && !existing) return refusal(POST_GONE_MESSAGE);
  const live = existing?.status === 'published';
  if (intent === 'stage' && !live) return refusal(NOT_LIVE_MESSAGE);

  const resolved = resolvePostWrite(parsed.data, intent, now, live ? existing.published_at : null);
  if (!resolved.ok) return refusal(FIELDS_TO_CORRECT_MESSAGE, resolved.errors);
  let { write } = resolved;
  // The note reads the scheduled time as typed: the parsed form holds the instant it was read as.
  const typed = (values as { scheduled_at?: unknown }).scheduled_at;
  const scheduleNote = write.status === 'scheduled' ? clockChangeNote(typeof typed === 'string' ? typed : '') : null;

  const fieldErrors = await referenceErrors(write);
  const owner = await slugOwner('blog_posts', write.slug);
  if (owner && owner !== id) {
    const again = await creationAgain(owner);
    if (again) return again;
    // A new article whose title another one already has takes the next free address by itself.
    if (id === null) write = { ...write, slug: freeSlug(write.slug, await slugsStartingWith(write.slug), write.slug) };
    else fieldErrors.slug = SLUG_TAKEN_MESSAGE;
  }
  if (Object.keys(fieldErrors).length > 0) return refusal(FIELDS_TO_CORRECT_MESSAGE, fieldErrors);

  // A creation sent twice (double click, lost answer) is answered as the one stored (decision 047).
  async function creationAgain(ownerId: string): Promise<SavePostResult | null> {
    const again = id === null && options.by ? await sameCreationAgain(ownerId, write, options.by) : null;
    if (!again) return null;
    return {
      ok: true,
      created: true,
      post: { id: again.id, slug: write.slug, status: write.status },
      version: again.version,
      pending: false,
      scheduleNote,
    };
  }

  try {
    const staged = intent === 'stage';
    const outcome = await writeWithRevision({
      id,
      write,
      staged,
      by: options.by ?? null,
      at: new Date(),
      baseVersion: options.baseVersion,
    });
    if (outcome.kind === 'gone') return refusal(POST_GONE_MESSAGE);
    if (outcome.kind === 'conflict') {
      const state = id ? await loadEditorState(id) : null;
      if (!state) return refusal(POST_GONE_MESSAGE);
      return {
        ok: false,
        fieldErrors: {},
        message: `Cet article a été modifié par ${outcome.by?.trim() || 'un autre membre de l’équipe'} depuis que vous l’avez ouvert.`,
        conflict: {
          by: outcome.by ?? '',
          atLabel: formatAdminDateTime(outcome.at),
          version: state.version,
          stored: state.initial,
        },
      };
    }
    return {
      ok: true,
      created: !id,
      // Staged changes leave the live article as it was: its address and status stay.
      post: {
        id: outcome.id,
        slug: staged && existing ? existing.slug : write.slug,
        status: staged && existing ? existing.status : write.status,
      },
      version: outcome.version,
      pending: staged,
      scheduleNote,
    };
  } catch (error) {
    // Another save took the slug between our check and the write: maybe this same creation.
    if (isUniqueViolation(error)) {
      const owner = await slugOwner('blog_posts', write.slug);
      return (
        (owner && (await creationAgain(owner))) || refusal(FIELDS_TO_CORRECT_MESSAGE, { slug: SLUG_TAKEN_MESSAGE })
      );
    }
    throw error;
  }
}
