import 'server-only';
import { randomBytes } from 'node:crypto';
import { cardImageName } from '@/lib/blog/post-form-image';
import { uploadStorage } from '@/server/storage';
import type { UploadStorage } from '@/server/storage/types';
import { insertBlogImage, type BlogImage } from './blog-images';
import { processUploadedImage } from './process-image';

/** A unique name: a millisecond timestamp and 12 random hex digits, then the extension. */
export function uniqueImageKey(extension: string, now = Date.now()): string {
  return `${now}-${randomBytes(6).toString('hex')}.${extension}`;
}

function cardKey(key: string): string {
  return cardImageName(key);
}

// Original names are shown to staff only; keep them printable and short.
function cleanOriginalName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'image';
}

/**
 * Validates, re-encodes and stores one uploaded image, then records it in blog_images.
 * Throws ImageRejectedError (French message) for anything that is not a usable image.
 */
export async function storeUploadedImage(
  bytes: Buffer,
  originalName: string,
  storage: UploadStorage = uploadStorage(),
): Promise<BlogImage> {
  const image = await processUploadedImage(bytes, originalName);
  const key = uniqueImageKey(image.extension);
  // All or nothing: a failure at any step removes whatever was already stored.
  try {
    await storage.put(key, image.large, image.mimeType);
    await storage.put(cardKey(key), image.card, image.mimeType);
    return await insertBlogImage({
      filename: key,
      original_name: cleanOriginalName(originalName),
      url: storage.publicUrl(key),
      file_size: image.large.byteLength,
      mime_type: image.mimeType,
    });
  } catch (error) {
    await Promise.allSettled([storage.delete(key), storage.delete(cardKey(key))]);
    throw error;
  }
}
