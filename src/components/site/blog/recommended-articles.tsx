import { chooseCardImage } from '@/lib/article-image';
import { categoryColor } from '@/lib/category-color';
import { formatPublicDate } from '@/lib/french-dates';
import type { PostSummary } from '@/lib/post-types';
import { publicDisplayDate } from '@/lib/visibility';
import { withFrenchSpacing } from './french-spacing';
import { RecommendedCarousel } from './recommended-carousel';
import type { RecommendedCard } from './recommended-slide';

const HEADING = 'Articles Recommandés';

/**
 * What one slide shows, worked out here so the carousel (a client component, whose props travel
 * in the page's React payload) receives a few strings per article instead of the rendered cards.
 */
function recommendedCard(post: PostSummary): RecommendedCard {
  const title = withFrenchSpacing(post.title);
  const image = chooseCardImage(post);
  const iso = publicDisplayDate(post);
  return {
    slug: post.slug,
    title,
    excerpt: post.excerpt ? withFrenchSpacing(post.excerpt) : null,
    image: image.src,
    ...(image.alt === post.title ? {} : { imageAlt: image.alt }),
    category: post.category ? { name: post.category.name, color: categoryColor(post.category.color) } : null,
    date: { iso, label: formatPublicDate(iso) },
  };
}

/** The other public articles, below the one being read. */
export function RecommendedArticles({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="articles-recommandes" className="border-t bg-muted/40 render-when-near">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="articles-recommandes" className="mb-8 text-2xl font-semibold tracking-tight text-slate-900">
          {HEADING}
        </h2>
        <RecommendedCarousel label={HEADING} cards={posts.map(recommendedCard)} />
      </div>
    </section>
  );
}
