import type { PostSummary } from '@/lib/post-types';
import { ArticleCard } from './article-card';

/**
 * On /blog the first row is visible without scrolling on a desktop: pass `firstRowOnScreen` and
 * those images load at once (React also preloads them), the rest lazily. Lower on a page, every
 * image waits until the visitor scrolls near it.
 */
const FIRST_ROW = 3;

export function ArticleGrid({ posts, firstRowOnScreen }: { posts: PostSummary[]; firstRowOnScreen: boolean }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <ArticleCard key={post.id} post={post} eager={firstRowOnScreen && index < FIRST_ROW} />
      ))}
    </div>
  );
}
