import { MAX_IMAGE_BYTES } from '@/lib/blog/post-form-image';

/** The photos the browser takes in (HEIC where it can read it): the body and the featured image alike. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
export const PHOTO_FILE_ACCEPT = [...PHOTO_TYPES, '.heic', '.heif'].join(',');

export type PreparedImage = { ok: true; file: File; width: number; height: number } | { ok: false; message: string };

export const HEIC_MESSAGE =
  'Ce navigateur ne sait pas lire les photos HEIC (format des iPhone). Sur l’iPhone, choisissez Réglages > Appareil photo > Formats > « Le plus compatible », ou envoyez la photo en JPEG, puis recommencez.';
export const NOT_AN_IMAGE_MESSAGE = 'Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).';
export const UNSHRINKABLE_MESSAGE = 'Impossible de réduire cette image sous 5 Mo : réduisez-la avant de l’ajouter.';

// A photo is scaled to at most this many pixels on its long side: more than the largest web size.
const MAX_EDGE = 3200;
const QUALITIES = [0.85, 0.75, 0.6];

const isHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * Reads the image in the browser (decision 040): its size for the body, and for a photo over the
 * 5 MB limit a JPEG re-encoding under it, so a phone photo goes in as it is. The server still
 * checks the 5 MB limit and the bytes.
 */
export async function prepareImageFile(file: File): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: isHeic(file) ? HEIC_MESSAGE : NOT_AN_IMAGE_MESSAGE };
  }
  try {
    if (file.size <= MAX_IMAGE_BYTES && !isHeic(file))
      return { ok: true, file, width: bitmap.width, height: bitmap.height };
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, message: UNSHRINKABLE_MESSAGE };
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of QUALITIES) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (blob.size <= MAX_IMAGE_BYTES) {
        const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;
        return { ok: true, file: new File([blob], name, { type: 'image/jpeg' }), width, height };
      }
    }
    return { ok: false, message: UNSHRINKABLE_MESSAGE };
  } finally {
    bitmap.close();
  }
}
