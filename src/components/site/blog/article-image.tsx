import { chooseArticleImage } from '@/lib/article-image';
import type { PostSummary } from '@/lib/post-types';

type ImagePost = Pick<PostSummary, 'slug' | 'title' | 'featured_image_url' | 'featured_image_alt' | 'category'>;

/**
 * The card and carousel illustration chosen by the image rule (spec section 9). A plain <img>:
 * the illustrations are SVG files that need no resizing, and no client JavaScript is spent here.
 */
export function ArticleImage({ post, eager, className }: { post: ImagePost; eager: boolean; className?: string }) {
  const src = chooseArticleImage({
    slug: post.slug,
    title: post.title,
    categoryName: post.category?.name ?? null,
    featuredImageUrl: post.featured_image_url,
  });
  return (
    <img
      src={src}
      alt={(src === post.featured_image_url && post.featured_image_alt) || post.title}
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
