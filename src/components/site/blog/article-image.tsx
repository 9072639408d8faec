import { chooseCardImage } from '@/lib/article-image';
import type { PostSummary } from '@/lib/post-types';

type ImagePost = Pick<PostSummary, 'slug' | 'title' | 'featured_image_url' | 'featured_image_alt' | 'category'>;

/**
 * The card and carousel illustration chosen by the image rule (spec section 9). A plain <img>:
 * the illustrations are SVG files that need no resizing, uploads come in a card-sized copy.
 */
export function ArticleImage({ post, eager, className }: { post: ImagePost; eager: boolean; className?: string }) {
  const { src, alt } = chooseCardImage(post);
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
