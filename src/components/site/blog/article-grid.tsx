import type { PostSummary } from '@/lib/post-types';
import { ArticleCard } from './article-card';

// The first row is visible without scrolling on a desktop: those images load at once, the rest lazily.
const EAGER_CARDS = 3;

export function ArticleGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <ArticleCard key={post.id} post={post} eager={index < EAGER_CARDS} />
      ))}
    </div>
  );
}
