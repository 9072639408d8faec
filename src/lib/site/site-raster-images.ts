/**
 * The raster copies of our own SVG art that browsers and social networks ask for and cannot take
 * as SVG: the favicon (`/favicon.ico`, requested by every browser unasked), the home-screen icon
 * of iPhones (`/apple-touch-icon.png`) and the sharing image of an article whose featured image is
 * one of our illustrations (networks render no SVG previews). `scripts/site-raster-images.ts`
 * writes them into public/ with sharp; a unit test fails while one is missing (decision 031).
 */
export const FAVICON_PATH = '/favicon.ico';
export const FAVICON_SIZES = [16, 32, 48] as const;
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png';
export const APPLE_TOUCH_ICON_SIZE = 180;
/** The site's brand colour, behind the icon on home screens (which round corners themselves). */
export const ICON_BACKGROUND = '#0f766e';

export const ILLUSTRATIONS_DIR = '/images/articles';
export const SHARE_COPIES_DIR = '/images/share';
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

const ILLUSTRATION = /^\/images\/articles\/([a-z0-9-]+)\.svg$/;

/** `/images/articles/x.svg` → `/images/share/x.png`; null for any other address. */
export function shareCopyOf(imagePath: string): string | null {
  const match = ILLUSTRATION.exec(imagePath);
  return match ? `${SHARE_COPIES_DIR}/${match[1]}.png` : null;
}

/**
 * An .ico holding PNG images (the format every browser since 2010 reads): a 6-byte header, one
 * 16-byte entry per image, then the images.
 */
export function icoFromPngs(images: Array<{ size: number; png: Uint8Array }>): Uint8Array {
  const headerBytes = 6 + 16 * images.length;
  const out = new Uint8Array(headerBytes + images.reduce((sum, image) => sum + image.png.byteLength, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    // A size of 256 is written as 0.
    view.setUint8(entry, size % 256);
    view.setUint8(entry + 1, size % 256);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.byteLength;
  });
  return out;
}
