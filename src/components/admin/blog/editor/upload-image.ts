import {
  FILE_NAME_HEADER,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UPLOAD_ENDPOINT,
} from '@/lib/blog/post-form-image';

export type UploadOutcome = { ok: true; url: string } | { ok: false; tooLarge: boolean; message?: string };

/**
 * Sends the file's bytes as the request body to our upload route (not a server action: those
 * stop at 1 MB). The size is checked here first so a too-big file is never sent.
 */
export async function uploadImage(file: File): Promise<UploadOutcome> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, tooLarge: true, message: IMAGE_TOO_LARGE_MESSAGE };
  try {
    const response = await fetch(UPLOAD_ENDPOINT, {
      method: 'POST',
      body: file,
      headers: {
        'content-type': file.type || 'application/octet-stream',
        [FILE_NAME_HEADER]: encodeURIComponent(file.name),
      },
    });
    const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
    if (response.ok && answer.url) return { ok: true, url: answer.url };
    return { ok: false, tooLarge: response.status === 413, message: answer.error };
  } catch {
    return { ok: false, tooLarge: false };
  }
}
