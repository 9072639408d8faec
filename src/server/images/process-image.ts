import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { LARGEST_WEB_WIDTH, planImageWidths, type VariantFormat } from '@/lib/media/responsive-image';

/** A refusal the uploader is told about, in French. */
export class ImageRejectedError extends Error {}

export const NOT_AN_IMAGE_MESSAGE = 'Seules les images PNG, JPEG et WebP sont acceptées';
export const TOO_MANY_PIXELS_MESSAGE = 'L’image est trop grande (40 mégapixels au maximum)';
export const TOO_LONG_SIDE_MESSAGE = 'L’image est trop haute ou trop large (16 383 pixels de côté au maximum)';

// Decoding cost grows with pixels, not bytes: a small file can declare a gigantic canvas.
const MAX_INPUT_PIXELS = 40_000_000;
// WebP's largest side, which every copy must fit: a strip of 1 × 39.9 million pixels passes the
// pixel count, yet decoding and encoding its copies took 53 s of CPU before failing.
const MAX_SIDE = 16_383;

type Format = 'jpeg' | 'png' | 'webp';
const MIME_TYPES: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<Format, string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] };

/** One stored copy: its width and format (docs/decisions/041). */
export type ImageVariant = { width: number; format: VariantFormat; bytes: Buffer };

export type ProcessedImage = {
  mimeType: string;
  extension: string;
  /** The stored original: at most the largest web size. */
  width: number;
  height: number;
  /** planImageWidths of the original, narrowest first; the last one is the original itself. */
  widths: number[];
  variants: ImageVariant[];
};

// Eight copies of a phone photo within the upload's time budget (docs/decisions/041): plain
// libjpeg-turbo instead of mozjpeg (about twenty times faster for ~10 % more bytes, and only
// browsers without WebP get the JPEG), WebP at effort 2 instead of 4.
function encode(pipeline: Sharp, format: Format): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 82 });
  if (format === 'png') return pipeline.png({ compressionLevel: 6, palette: false });
  return pipeline.webp({ quality: 80, effort: 2 });
}

/** The original extension when it names the real format, else the format's usual one. */
function extensionFor(format: Format, originalName: string): string {
  const given = originalName.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[format].includes(given) ? given : EXTENSIONS[format][0]!;
}

function pixelLimitOrNotAnImage(error: unknown): ImageRejectedError {
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new ImageRejectedError(TOO_MANY_PIXELS_MESSAGE);
  return new ImageRejectedError(NOT_AN_IMAGE_MESSAGE);
}

/** Reads the format, refusing what is not a PNG, JPEG or WebP or has too many pixels. */
async function acceptedFormat(bytes: Buffer): Promise<Format> {
  let format: string | undefined;
  try {
    // The header alone: nothing is decoded before these checks pass.
    const { width = 0, height = 0, ...metadata } = await sharp(bytes, DECODE_OPTIONS).metadata();
    if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError(TOO_MANY_PIXELS_MESSAGE);
    if (Math.max(width, height) > MAX_SIDE) throw new ImageRejectedError(TOO_LONG_SIDE_MESSAGE);
    format = metadata.format;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw pixelLimitOrNotAnImage(error);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new ImageRejectedError(NOT_AN_IMAGE_MESSAGE);
  return format;
}

const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

/**
 * Makes every web size of an image in its format and in WebP (docs/decisions/041). The image is
 * decoded, turned upright and scaled to the largest size once, into raw pixels; each copy is
 * scaled from those, so a phone photo is decoded one time, not eight.
 */
async function makeVariants(bytes: Buffer, format: Format) {
  const { data, info } = await sharp(bytes, DECODE_OPTIONS)
    .rotate()
    .resize({ width: LARGEST_WEB_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = planImageWidths(info.width);
  const formats: { format: VariantFormat; encoder: Format }[] = [{ format: 'fallback', encoder: format }];
  if (format !== 'webp') formats.push({ format: 'webp', encoder: 'webp' });
  const variants = await Promise.all(
    widths.flatMap((width) =>
      formats.map(async ({ format: variantFormat, encoder }) => {
        const pipeline = width === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width });
        return { width, format: variantFormat, bytes: await encode(pipeline, encoder).toBuffer() };
      }),
    ),
  );
  return { width: info.width, height: info.height, widths, variants };
}

/**
 * Checks the bytes are a PNG, JPEG or WebP (whatever the name says), then re-encodes it at each
 * web size. Re-encoding drops every metadata block (EXIF with GPS, XMP, comments); the EXIF
 * orientation is applied to the pixels first so the picture stays upright.
 */
export async function processUploadedImage(bytes: Buffer, originalName: string): Promise<ProcessedImage> {
  const format = await acceptedFormat(bytes);
  try {
    const made = await makeVariants(bytes, format);
    return { mimeType: MIME_TYPES[format], extension: extensionFor(format, originalName), ...made };
  } catch (error) {
    // A header that parses but pixels that do not (truncated or forged file).
    throw pixelLimitOrNotAnImage(error);
  }
}
