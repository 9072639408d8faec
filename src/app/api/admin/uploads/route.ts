import { FILE_NAME_HEADER, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@/lib/blog/post-form-image';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { DISK_FULL_UPLOAD_MESSAGE } from '@/server/disk-full';
import { ImageRejectedError } from '@/server/images/process-image';
import { storeUploadedImage } from '@/server/images/store-upload';
import { answer, refuse, staffRoute } from '@/server/http/route';
import { logger } from '@/server/logger';

function originalName(request: Request): string {
  const raw = request.headers.get(FILE_NAME_HEADER) ?? '';
  try {
    return decodeURIComponent(raw) || 'image';
  } catch {
    return 'image';
  }
}

/**
 * The featured image upload: the raw file as the body (a route handler, because server actions
 * stop at 1 MB). At most 5 MB: a larger Content-Length is refused before reading, and the body
 * is counted as it streams in case the header lied or was absent. 507 Insufficient Storage on a
 * full disk: the request was fine, the server has no room for it.
 */
export const POST = staffRoute({
  guard: requireBlogManagerForRequest,
  body: { limit: MAX_IMAGE_BYTES, as: 'bytes', tooLarge: IMAGE_TOO_LARGE_MESSAGE },
  handle: async ({ request, staff, body }) => {
    try {
      const image = await storeUploadedImage(body as Buffer, originalName(request));
      logger.info({ staffId: staff.id, filename: image.filename, size: image.file_size }, 'Image uploaded');
      return answer({ url: image.url, filename: image.filename }, 201);
    } catch (error) {
      if (error instanceof ImageRejectedError) return refuse(error.message, 415);
      throw error;
    }
  },
  failure: {
    log: 'Image upload failed',
    message: "Impossible d'uploader l'image",
    diskFullMessage: DISK_FULL_UPLOAD_MESSAGE,
  },
});
