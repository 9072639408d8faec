import 'server-only';
import { revalidatePath } from 'next/cache';
import { mediaAltSchema, mediaInUseMessage } from '@/lib/media/media-item';
import { z } from '@/lib/zod';
import type { ActionFailure } from '@/server/actions/run-action';
import { deleteMediaIfUnused, updateMediaAlt } from './media-library';

export const MEDIA_LIBRARY_PATH = '/admin/medias';
const GONE = 'Cette image n’existe plus';

export type MediaActionResult = { ok: true; message?: string } | { ok: false; message: string; fieldErrors: Record<string, string> };

const refused = (message: string, fieldErrors: Record<string, string> = {}): MediaActionResult => ({ ok: false, message, fieldErrors });

/** Saves an upload's alternative text (the one offered when it is picked); run after the guard. */
export async function saveMediaAlt(values: unknown): Promise<MediaActionResult> {
  const parsed = mediaAltSchema.safeParse(values);
  if (!parsed.success) {
    const alt = parsed.error.issues.find((issue) => issue.path[0] === 'alt')?.message;
    return alt ? refused(alt, { alt }) : refused(GONE);
  }
  if (!(await updateMediaAlt(parsed.data.id, parsed.data.alt))) return refused(GONE);
  revalidatePath(MEDIA_LIBRARY_PATH);
  return { ok: true, message: 'Texte alternatif enregistré' };
}

export const MEDIA_ALT_FAILURE: ActionFailure<MediaActionResult> = {
  answer: (message) => refused(message),
  message: 'Impossible d’enregistrer le texte alternatif',
  log: 'Saving a media alt text failed',
};

/** Deletes an upload and its copies, refused while an article uses it (the message names them); run after the guard. */
export async function deleteMedia(id: unknown): Promise<MediaActionResult> {
  const parsedId = z.uuid().safeParse(id);
  if (!parsedId.success) return refused(GONE);
  const outcome = await deleteMediaIfUnused(parsedId.data);
  if (outcome.deleted) {
    revalidatePath(MEDIA_LIBRARY_PATH);
    return { ok: true, message: 'Image supprimée' };
  }
  return refused('usedBy' in outcome ? mediaInUseMessage(outcome.usedBy) : GONE);
}

export const MEDIA_DELETE_FAILURE: ActionFailure<MediaActionResult> = {
  answer: (message) => refused(message),
  message: 'Impossible de supprimer l’image',
  log: 'Deleting a media failed',
};
