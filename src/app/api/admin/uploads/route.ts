import { FILE_NAME_HEADER, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@/lib/blog/post-form-image';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/http/same-origin-request';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { DISK_FULL_UPLOAD_MESSAGE } from '@/server/disk-full';
import { answeringFailuresInFrench } from '@/server/http/route-failures';
import { ImageRejectedError } from '@/server/images/process-image';
import { BodyTooLargeError, declaresMoreThan, readLimitedBody } from '@/server/http/read-limited-body';
import { storeUploadedImage } from '@/server/images/store-upload';
import { logger } from '@/server/logger';
import { isFromOwnSite } from '@/server/same-origin';

const noStore = { 'Cache-Control': 'no-store' };
const refuse = (error: string, status: number) => Response.json({ error }, { status, headers: noStore });

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
 * is counted as it streams in case the header lied or was absent.
 */
async function upload(request: Request): Promise<Response> {
  const staff = await requireBlogManagerForRequest(request);
  if (staff instanceof Response) return staff;
  // The staff cookie rides along with a post from any page; only the back office may upload.
  if (!isFromOwnSite(request)) return refuse(FOREIGN_ORIGIN_MESSAGE, 403);

  if (declaresMoreThan(request, MAX_IMAGE_BYTES)) return refuse(IMAGE_TOO_LARGE_MESSAGE, 413);
  try {
    const bytes = await readLimitedBody(request.body, MAX_IMAGE_BYTES);
    const image = await storeUploadedImage(bytes, originalName(request));
    logger.info({ staffId: staff.id, filename: image.filename, size: image.file_size }, 'Image uploaded');
    return Response.json({ url: image.url, filename: image.filename }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(IMAGE_TOO_LARGE_MESSAGE, 413);
    if (error instanceof ImageRejectedError) return refuse(error.message, 415);
    throw error;
  }
}

// 507 Insufficient Storage on a full disk: the request was fine, the server has no room for it.
export const POST = answeringFailuresInFrench(upload, {
  log: 'Image upload failed',
  message: "Impossible d'uploader l'image",
  diskFullMessage: DISK_FULL_UPLOAD_MESSAGE,
});
