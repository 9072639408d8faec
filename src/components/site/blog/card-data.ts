import { chooseCardImage } from '@/lib/blog/article-image';
import { categoryBadgeColors } from '@/lib/blog/category-color';
import { formatPublicDate } from '@/lib/text/french-dates';
import type { PostSummary } from '@/lib/blog/post-types';
import { publicDisplayDate } from '@/lib/blog/visibility';
import { withFrenchSpacing } from './french-spacing';

/** What an article card shows (the /blog grid, the home preview, the recommended carousel). */
export type CardData = {
  slug: string;
  /** Title and excerpt already with French non-breaking spaces. */
  title: string;
  excerpt: string | null;
  image: string;
  /** Only when it differs from the title. */
  imageAlt?: string;
  /** The badge's colours: the readable text colour is a search (decision 024), done once per card. */
  category: { name: string; badgeColors: { color: string; backgroundColor: string } } | null;
  date: { iso: string; label: string };
  readingTime: number | null;
};

export function cardData(post: PostSummary): CardData {
  const title = withFrenchSpacing(post.title);
  const image = chooseCardImage(post);
  const iso = publicDisplayDate(post);
  return {
    slug: post.slug,
    title,
    excerpt: post.excerpt ? withFrenchSpacing(post.excerpt) : null,
    image: image.src,
    ...(image.alt === title ? {} : { imageAlt: image.alt }),
    category: post.category ? { name: post.category.name, badgeColors: categoryBadgeColors(post.category.color) } : null,
    date: { iso, label: formatPublicDate(iso) },
    readingTime: post.reading_time,
  };
}
