'use server';

import { runAction } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { deleteMedia, MEDIA_ALT_FAILURE, MEDIA_DELETE_FAILURE, saveMediaAlt, type MediaActionResult } from '@/server/media/media-actions';

export async function saveMediaAltAction(values: unknown) {
  return runAction<MediaActionResult>(async () => {
    await requireBlogManager();
    return saveMediaAlt(values);
  }, MEDIA_ALT_FAILURE);
}

export async function deleteMediaAction(id: unknown) {
  return runAction<MediaActionResult>(async () => {
    await requireBlogManager();
    return deleteMedia(id);
  }, MEDIA_DELETE_FAILURE);
}
