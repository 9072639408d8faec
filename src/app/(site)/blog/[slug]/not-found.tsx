import { NotFoundContent } from '@/components/site/not-found-content';
import { ARTICLE_NOT_FOUND } from '@/lib/site/not-found-page';

/**
 * Shown when the article slug is unknown or the article is not public, in the client's
 * navigation; the front server answers such an address with the site's not-found page
 * (src/app/not-found.tsx, decision 030).
 */
export default function ArticleNotFound() {
  return <NotFoundContent page={ARTICLE_NOT_FOUND} />;
}
