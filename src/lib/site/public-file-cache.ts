import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH } from './site-raster-images';

/**
 * Our images in public/ (illustrations, author pictures, sharing images, icons) keep their names
 * when they change, unlike the build's hashed files: browsers and the proxy keep them a day, then
 * check them again with their ETag (a 304 when unchanged). Next.js would send `max-age=0`, a new
 * check on every page view (decision 031).
 */
export const PUBLIC_IMAGE_CACHE_CONTROL = 'public, max-age=86400, must-revalidate';

export const PUBLIC_IMAGE_SOURCES = ['/images/:path*', FAVICON_PATH, APPLE_TOUCH_ICON_PATH];

/** Header rules for next.config.ts. */
export function publicImageCacheRules(): { source: string; headers: { key: string; value: string }[] }[] {
  return PUBLIC_IMAGE_SOURCES.map((source) => ({
    source,
    headers: [{ key: 'Cache-Control', value: PUBLIC_IMAGE_CACHE_CONTROL }],
  }));
}
