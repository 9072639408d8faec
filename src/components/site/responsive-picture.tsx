import type { ResponsiveImage } from '@/lib/media/responsive-image';

type Props = {
  /** The plain address, used alone when the image has no recorded sizes (not one of our uploads). */
  src: string;
  responsive: ResponsiveImage | null;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows (docs/decisions/041). */
  sizes: string;
  /** The box's own size when it crops (object-cover); otherwise the image's. */
  box?: { width: number; height: number };
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  className?: string;
};

/**
 * An image at the web size the screen needs: `<picture>` with a WebP `<source>` and the
 * original format as fallback, `srcset`/`sizes`, and `width`/`height` so the page does not
 * shift as it loads.
 */
export function ResponsivePicture({ src, responsive, alt, sizes, box, loading, fetchPriority, className }: Props) {
  const size =
    box ?? (responsive ? { width: responsive.width, height: responsive.height } : { width: 1200, height: 630 });
  const img = (
    <img
      src={src}
      srcSet={responsive?.srcSet}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={className}
    />
  );
  if (!responsive?.modern) return img;
  return (
    <picture className="contents">
      <source type={responsive.modern.type} srcSet={responsive.modern.srcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
