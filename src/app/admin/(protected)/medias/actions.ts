'use server';

import { revalidatePath } from 'next/cache';
import { refusal } from '@/lib/actions/action-result';
import { z } from '@/lib/forms/zod';
import { mediaAltSchema, mediaInUseMessage } from '@/lib/media/media-item';
import { staffAction } from '@/server/actions/staff-action';
import { requireBlogManager } from '@/server/auth/session';
import { deleteMediaIfUnused, updateMediaAlt } from '@/server/media/media-library';

const MEDIA_LIBRARY_PATH = '/admin/medias';
const GONE = 'Cette image n’existe plus';
const refreshLibrary = () => revalidatePath(MEDIA_LIBRARY_PATH);

/** Saves an upload's alternative text (the one offered when it is picked). */
export const saveMediaAltAction = staffAction({
  guard: requireBlogManager,
  schema: mediaAltSchema,
  invalid: (error) => {
    const alt = error.issues.find((issue) => issue.path[0] === 'alt')?.message;
    return alt ? refusal(alt, { alt }) : refusal(GONE);
  },
  run: async ({ id, alt }) =>
    (await updateMediaAlt(id, alt)) ? { ok: true, message: 'Texte alternatif enregistré' } : refusal(GONE),
  revalidate: refreshLibrary,
  failure: { message: 'Impossible d’enregistrer le texte alternatif', log: 'Saving a media alt text failed' },
});

/** Deletes an upload and its copies, refused while an article uses it (the message names them). */
export const deleteMediaAction = staffAction({
  guard: requireBlogManager,
  input: (id: unknown) => ({ id }),
  schema: z.object({ id: z.uuid() }),
  invalid: GONE,
  run: async ({ id }) => {
    const outcome = await deleteMediaIfUnused(id);
    if (outcome.deleted) return { ok: true, message: 'Image supprimée' };
    return refusal('usedBy' in outcome ? mediaInUseMessage(outcome.usedBy) : GONE);
  },
  revalidate: refreshLibrary,
  failure: { message: 'Impossible de supprimer l’image', log: 'Deleting a media failed' },
});
