import 'server-only';
import { randomBytes } from 'node:crypto';
import { parseUploadKey, variantKey } from '@/lib/media/responsive-image';
import { uploadStorage } from '@/server/storage';
import type { UploadStorage } from '@/server/storage/types';
import type { BlogImage } from '@/lib/media/media-item';
import { insertBlogImage } from './blog-images';
import { processUploadedImage, type ProcessedImage } from './process-image';

/** A unique name: a millisecond timestamp and 12 random hex digits, then the extension. */
export function uniqueImageKey(extension: string, now = Date.now()): string {
  return `${now}-${randomBytes(6).toString('hex')}.${extension}`;
}

// Original names are shown to staff only; keep them printable and short.
function cleanOriginalName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'image';
}

/**
 * Stores every copy of a processed image under the names derived from `key`, all or nothing: a
 * failure removes whatever was already stored. Returns the keys stored.
 */
export async function storeVariants(image: ProcessedImage, key: string, storage: UploadStorage): Promise<string[]> {
  const upload = parseUploadKey(key)!;
  const stored: string[] = [];
  try {
    // One after another: a failure leaves a short list to remove, and S3 sees no burst.
    for (const variant of image.variants) {
      const name = variantKey(upload, variant.width, variant.format, image.widths);
      await storage.put(name, variant.bytes, variant.format === 'webp' ? 'image/webp' : image.mimeType);
      stored.push(name);
    }
    return stored;
  } catch (error) {
    await Promise.allSettled(stored.map((name) => storage.delete(name)));
    throw error;
  }
}

/**
 * Validates, re-encodes and stores one uploaded image at each web size, then records it in
 * blog_images. Throws ImageRejectedError (French message) for anything that is not a usable image.
 */
export async function storeUploadedImage(
  bytes: Buffer,
  originalName: string,
  storage: UploadStorage = uploadStorage(),
): Promise<BlogImage> {
  const image = await processUploadedImage(bytes, originalName);
  const key = uniqueImageKey(image.extension);
  const stored = await storeVariants(image, key, storage);
  const original = image.variants.find((variant) => variant.format === 'fallback' && variant.width === image.width)!;
  try {
    return await insertBlogImage({
      filename: key,
      original_name: cleanOriginalName(originalName),
      url: storage.publicUrl(key),
      file_size: original.bytes.byteLength,
      mime_type: image.mimeType,
      width: image.width,
      height: image.height,
      widths: image.widths,
      alt_text: null,
    });
  } catch (error) {
    await Promise.allSettled(stored.map((name) => storage.delete(name)));
    throw error;
  }
}
