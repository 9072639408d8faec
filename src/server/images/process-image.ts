import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '@/lib/blog/post-form-image';

/** A refusal the uploader is told about, in French. */
export class ImageRejectedError extends Error {}

export const NOT_AN_IMAGE_MESSAGE = 'Seules les images PNG, JPEG et WebP sont acceptées';
export const TOO_MANY_PIXELS_MESSAGE = "L’image est trop grande (40 mégapixels au maximum)";

// Decoding cost grows with pixels, not bytes: a small file can declare a gigantic canvas.
const MAX_INPUT_PIXELS = 40_000_000;

type Format = 'jpeg' | 'png' | 'webp';
const MIME_TYPES: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<Format, string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] };

export type ProcessedImage = {
  mimeType: string;
  extension: string;
  large: Buffer;
  card: Buffer;
};

function encode(pipeline: Sharp, format: Format): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'png') return pipeline.png({ compressionLevel: 9, palette: false });
  return pipeline.webp({ quality: 80 });
}

/** The original extension when it names the real format, else the format's usual one. */
function extensionFor(format: Format, originalName: string): string {
  const given = originalName.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[format].includes(given) ? given : EXTENSIONS[format][0]!;
}

/**
 * Checks the bytes are a PNG, JPEG or WebP (whatever the name says), then re-encodes it at two
 * widths. Re-encoding drops every metadata block (EXIF with GPS, XMP, comments); the EXIF
 * orientation is applied to the pixels first so the picture stays upright.
 */
export async function processUploadedImage(bytes: Buffer, originalName: string): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new ImageRejectedError(TOO_MANY_PIXELS_MESSAGE);
    }
    format = metadata.format;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejectedError(TOO_MANY_PIXELS_MESSAGE);
    throw new ImageRejectedError(NOT_AN_IMAGE_MESSAGE);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new ImageRejectedError(NOT_AN_IMAGE_MESSAGE);

  const render = (width: number) =>
    encode(sharp(bytes, options).rotate().resize({ width, withoutEnlargement: true }), format).toBuffer();
  try {
    const [large, card] = await Promise.all([render(IMAGE_WIDTHS.large), render(IMAGE_WIDTHS.card)]);
    return { mimeType: MIME_TYPES[format], extension: extensionFor(format, originalName), large, card };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejectedError(TOO_MANY_PIXELS_MESSAGE);
    // A header that parses but pixels that do not (truncated or forged file).
    throw new ImageRejectedError(NOT_AN_IMAGE_MESSAGE);
  }
}
