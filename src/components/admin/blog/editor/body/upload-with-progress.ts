import { FILE_NAME_HEADER, UPLOAD_ENDPOINT } from '@/lib/blog/post-form-image';

export type UploadAnswer = { ok: true; url: string } | { ok: false; message: string };

export const UPLOAD_NETWORK_MESSAGE =
  'La connexion a été interrompue pendant l’envoi de l’image : le texte est conservé, réessayez.';
const UPLOAD_FAILED_MESSAGE = 'Impossible d’envoyer l’image.';

/**
 * Sends an image of the body or the featured image to our upload route (not a server action: those
 * stop at 1 MB), through XMLHttpRequest because fetch reports no upload progress; the route's
 * French refusal (size, bytes that are not an image) is passed on.
 */
export function uploadWithProgress(file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_ENDPOINT);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader(FILE_NAME_HEADER, encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: { url?: string; error?: string } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // A proxy's HTML error page: the generic message below.
      }
      resolve(
        request.status < 300 && answer.url
          ? { ok: true, url: answer.url }
          : { ok: false, message: answer.error ?? UPLOAD_FAILED_MESSAGE },
      );
    };
    request.onerror = () => resolve({ ok: false, message: UPLOAD_NETWORK_MESSAGE });
    request.send(file);
  });
}
