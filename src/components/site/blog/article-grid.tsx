import type { PostSummary } from '@/lib/blog/post-types';
import { mediaSizesFor } from '@/server/media/media-sizes';
import { ArticleCard } from './article-card';
import { cardData } from './card-data';

/**
 * On /blog the first row is visible without scrolling on a desktop: pass `firstRowOnScreen` and
 * those images load at once (React also preloads them), the rest lazily. Lower on a page, every
 * image waits until the visitor scrolls near it.
 */
const FIRST_ROW = 3;

export async function ArticleGrid({ posts, firstRowOnScreen }: { posts: PostSummary[]; firstRowOnScreen: boolean }) {
  const eagerCount = firstRowOnScreen ? FIRST_ROW : 0;
  const media = await mediaSizesFor(posts.map((post) => post.featured_image_url));
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts
        .map((post) => cardData(post, media))
        .map((card, index) => (
          <ArticleCard key={card.slug} card={card} eager={index < eagerCount} />
        ))}
    </div>
  );
}
