import { VIEWS_ENDPOINT } from '@/lib/blog/viewed-articles';

/**
 * Tells the server this article was read, after the page is shown, so the page itself needs no
 * per-visitor work and stays cacheable. The server decides whether the view counts.
 */
export function sendArticleView(root: Document): void {
  const slug = root.querySelector<HTMLElement>('[data-article-view]')?.dataset.articleView;
  if (!slug) return;
  const body = JSON.stringify({ slug });
  const sent = navigator.sendBeacon?.(VIEWS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent) void fetch(VIEWS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}
