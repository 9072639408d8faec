import { chooseCardImage } from '@/lib/blog/article-image';
import { responsiveImage, sizesOf, type MediaSizesByKey, type ResponsiveImage } from '@/lib/media/responsive-image';
import { cardImageName } from '@/lib/blog/post-form-image';
import { categoryBadgeColors } from '@/lib/blog/category-color';
import { formatPublicDate } from '@/lib/text/french-dates';
import type { PostSummary } from '@/lib/blog/post-types';
import { publicDisplayDate } from '@/lib/blog/visibility';
import { withFrenchSpacing } from './french-spacing';
import { categoryPath } from '@/lib/site/site-paths';

/** Cards crop their picture to this box (object-cover), whatever the image's own shape. */
export const CARD_BOX = { width: 1200, height: 630 };

/** What an article card shows (the /blog grid, the home preview, the recommended carousel). */
export type CardData = {
  slug: string;
  /** Title and excerpt already with French non-breaking spaces. */
  title: string;
  excerpt: string | null;
  image: string;
  /** The web sizes of an uploaded photo (docs/decisions/041); null for illustrations. */
  picture: ResponsiveImage | null;
  /** Only when it differs from the title. */
  imageAlt?: string;
  /** The badge's colours: the readable text colour is a search (decision 024), done once per card. */
  /** `href`: the category's topic page (decision 048). */
  category: { name: string; href: string; badgeColors: { color: string; backgroundColor: string } } | null;
  date: { iso: string; label: string };
  readingTime: number | null;
};

export function cardData(post: PostSummary, media: MediaSizesByKey = new Map()): CardData {
  const title = withFrenchSpacing(post.title);
  const image = chooseCardImage(post);
  const featured = post.featured_image_url;
  const picture =
    featured && image.src === cardImageName(featured) ? responsiveImage(featured, sizesOf(media, featured)) : null;
  const iso = publicDisplayDate(post);
  return {
    slug: post.slug,
    title,
    excerpt: post.excerpt ? withFrenchSpacing(post.excerpt) : null,
    image: picture ? featured! : image.src,
    picture,
    ...(image.alt === title ? {} : { imageAlt: image.alt }),
    category: post.category
      ? {
          name: post.category.name,
          href: categoryPath(post.category.slug),
          badgeColors: categoryBadgeColors(post.category.color),
        }
      : null,
    date: { iso, label: formatPublicDate(iso) },
    readingTime: post.reading_time,
  };
}
