import type { PostSummary } from '@/lib/post-types';
import { ArticleCardList } from './article-card-list';
import { cardData } from './card-data';

/**
 * On /blog the first row is visible without scrolling on a desktop: pass `firstRowOnScreen` and
 * those images load at once (React also preloads them), the rest lazily. Lower on a page, every
 * image waits until the visitor scrolls near it.
 */
const FIRST_ROW = 3;

export function ArticleGrid({ posts, firstRowOnScreen }: { posts: PostSummary[]; firstRowOnScreen: boolean }) {
  return <ArticleCardList cards={posts.map(cardData)} eagerCount={firstRowOnScreen ? FIRST_ROW : 0} />;
}
