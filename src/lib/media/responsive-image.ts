import { sizedCopyName } from '../blog/post-form-image';

/**
 * Responsive copies of an upload (docs/decisions/041): every upload is stored once at its own
 * width (at most the largest web size) under its key, and at each smaller web size beside it,
 * in its own format (JPEG, PNG or WebP, the fallback every browser shows) and, unless it is
 * WebP already, in WebP too. Names are derived from the key, so a page only needs the widths
 * recorded in the database to write `srcset`.
 */

/** The web sizes, narrowest first; an upload is never made wider than it is. */
export const WEB_WIDTHS = [480, 800, 1200, 1600] as const;
export const LARGEST_WEB_WIDTH = WEB_WIDTHS[WEB_WIDTHS.length - 1]!;

// An upload's storage key (see uniqueImageKey), bare or at the end of its public address.
const UPLOAD_KEY = /^(?:.*\/)?(\d{13}-[0-9a-f]{12})\.(jpg|jpeg|png|webp)$/;

export type UploadKey = { key: string; stem: string; extension: string };

/** The storage key of one of our uploads from its key or its public address; null for anything else. */
export function parseUploadKey(address: string): UploadKey | null {
  const match = UPLOAD_KEY.exec(address.split(/[?#]/)[0]!);
  return match ? { key: `${match[1]}.${match[2]}`, stem: match[1]!, extension: match[2]! } : null;
}

/**
 * The widths to make of an image `sourceWidth` pixels wide: each web size narrower than it, then
 * its own width capped at the largest web size (the stored original). Never upscaled.
 */
export function planImageWidths(sourceWidth: number): number[] {
  const top = Math.min(Math.max(1, Math.round(sourceWidth)), LARGEST_WEB_WIDTH);
  return [...WEB_WIDTHS.filter((width) => width < top), top];
}

/** The height of a copy `width` pixels wide of an image `sourceWidth` × `sourceHeight`, as sharp rounds it. */
export function scaledHeight(sourceWidth: number, sourceHeight: number, width: number): number {
  return Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
}

export type VariantFormat = 'fallback' | 'webp';

/**
 * The key of one copy: the largest fallback is the upload's own key (addresses saved before
 * stay valid); every other copy is `<stem>-w<width>.<ext>`. The 800 px fallback keeps the
 * name older cards already used.
 */
export function variantKey(upload: UploadKey, width: number, format: VariantFormat, widths: readonly number[]): string {
  const extension = format === 'webp' ? 'webp' : upload.extension;
  const largest = widths[widths.length - 1];
  if (format === 'fallback' && width === largest) return upload.key;
  if (format === 'webp' && upload.extension === 'webp' && width === largest) return upload.key;
  return sizedCopyName(upload.stem, width, extension);
}

/** Every key an upload occupies in storage, original first. */
export function allVariantKeys(upload: UploadKey, widths: readonly number[]): string[] {
  const keys = new Set<string>([upload.key]);
  for (const width of widths) {
    keys.add(variantKey(upload, width, 'fallback', widths));
    keys.add(variantKey(upload, width, 'webp', widths));
  }
  return [...keys];
}

/** What the database records of an upload's sizes (blog_images.width/height/sizes). */
export type MediaSizes = { width: number; height: number; widths: number[] };

export type ResponsiveImage = {
  src: string;
  srcSet: string;
  /** A `<source>` for the modern format, present when it differs from the fallback. */
  modern: { type: string; srcSet: string } | null;
  width: number;
  height: number;
};

/** The address of a copy: the upload's public address with its key replaced. */
function addressOf(publicAddress: string, upload: UploadKey, key: string): string {
  const at = publicAddress.lastIndexOf(upload.key);
  return at < 0 ? publicAddress : `${publicAddress.slice(0, at)}${key}${publicAddress.slice(at + upload.key.length)}`;
}

/** `url 480w, url 800w, …` for one format. */
export function buildSrcset(
  publicAddress: string,
  upload: UploadKey,
  widths: readonly number[],
  format: VariantFormat,
): string {
  return widths
    .map((width) => `${addressOf(publicAddress, upload, variantKey(upload, width, format, widths))} ${width}w`)
    .join(', ');
}

/**
 * The `<img>`/`<picture>` data of one of our uploads, or null when the address is not one of
 * ours or its sizes are not known yet (then the page shows the plain address, as before).
 */
export function responsiveImage(publicAddress: string, sizes: MediaSizes | undefined): ResponsiveImage | null {
  const upload = parseUploadKey(publicAddress);
  if (!upload || !sizes || sizes.widths.length === 0) return null;
  const top = sizes.widths[sizes.widths.length - 1]!;
  return {
    src: publicAddress,
    srcSet: buildSrcset(publicAddress, upload, sizes.widths, 'fallback'),
    modern:
      upload.extension === 'webp'
        ? null
        : { type: 'image/webp', srcSet: buildSrcset(publicAddress, upload, sizes.widths, 'webp') },
    width: top,
    height: scaledHeight(sizes.width, sizes.height, top),
  };
}

/** Upload keys (`1700000000000-0123456789ab.jpg`) → their recorded sizes. */
export type MediaSizesByKey = ReadonlyMap<string, MediaSizes>;

/** The sizes of one address in a lookup (src/server/media/media-sizes.ts), if it is one of our uploads. */
export function sizesOf(lookup: MediaSizesByKey, address: string | null | undefined): MediaSizes | undefined {
  const key = address ? parseUploadKey(address)?.key : undefined;
  return key ? lookup.get(key) : undefined;
}

/** `sizes` of a picture as wide as the article column (max-w-3xl minus padding). */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';
/** `sizes` of a card: one column on phones, two then three on wider screens. */
export const CARD_IMAGE_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) calc(50vw - 3rem), calc(100vw - 2rem)';
