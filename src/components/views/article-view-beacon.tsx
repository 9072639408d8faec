/**
 * Marks the page as an article read by a visitor: src/browser/article-view.ts tells the server
 * after the page is shown, so the page itself needs no per-visitor work and stays cacheable.
 */
export function ArticleViewBeacon({ slug }: { slug: string }) {
  return <span hidden data-article-view={slug} />;
}
