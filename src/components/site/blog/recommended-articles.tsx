import type { PostSummary } from '@/lib/blog/post-types';
import { mediaSizesFor } from '@/server/media/media-sizes';
import { cardData } from './card-data';
import { RecommendedCarousel } from './recommended-carousel';

const HEADING = 'Articles Recommandés';

/** The other public articles, below the one being read. */
export async function RecommendedArticles({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  const media = await mediaSizesFor(posts.map((post) => post.featured_image_url));
  return (
    <section aria-labelledby="articles-recommandes" className="border-t bg-muted/40 render-when-near">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="articles-recommandes" className="mb-8 text-2xl font-semibold tracking-tight text-slate-900">
          {HEADING}
        </h2>
        <RecommendedCarousel label={HEADING} cards={posts.map((post) => cardData(post, media))} />
      </div>
    </section>
  );
}
