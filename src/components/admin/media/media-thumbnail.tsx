import type { MediaItem } from '@/lib/media/media-item';
import { responsiveImage } from '@/lib/media/responsive-image';

/** A small picture of an upload: its narrowest copy when its sizes are made. */
export function MediaThumbnail({ item, alt }: { item: MediaItem; alt: string }) {
  const sizes =
    item.width && item.height && item.widths
      ? { width: item.width, height: item.height, widths: item.widths }
      : undefined;
  const picture = responsiveImage(item.url, sizes);
  return (
    <img
      src={item.url}
      srcSet={picture?.srcSet}
      sizes={picture ? '16rem' : undefined}
      alt={alt}
      width={item.width ?? 320}
      height={item.height ?? 180}
      loading="lazy"
      decoding="async"
      className="aspect-video w-full rounded-t-lg bg-muted object-cover"
    />
  );
}

/** « 1600 × 900 px », or nothing while the sizes are being made. */
export function dimensionsOf(item: MediaItem): string | null {
  return item.width && item.height ? `${item.width}\u00a0×\u00a0${item.height}\u00a0px` : null;
}
