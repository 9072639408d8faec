import 'server-only';
import { revalidatePath } from 'next/cache';
import { articlePath, BLOG_FEED_PATH, BLOG_PATH, HOME_PATH } from '@/lib/site-paths';

// Every public page that lists or shows articles. They render per request, so this mostly empties
// the browsers' router caches and any cached copy; it is still what makes "published = visible now".
const PUBLIC_BLOG_PAGES = [HOME_PATH, BLOG_PATH, '/sitemap.xml', BLOG_FEED_PATH];

/** After an article changes: its page under every slug it had, the lists, home, sitemap, feed, admin. */
export function revalidateArticlePages(slugs: Array<string | null | undefined>): void {
  for (const page of PUBLIC_BLOG_PAGES) revalidatePath(page);
  for (const slug of new Set(slugs)) if (slug) revalidatePath(articlePath(slug));
  revalidatePath('/admin/blog');
}

/** After a category, tag or author changes: every article page may show its name. */
export function revalidateAllArticlePages(): void {
  for (const page of PUBLIC_BLOG_PAGES) revalidatePath(page);
  // The route pattern of the article page, so every article of every slug is refreshed.
  revalidatePath(articlePath('[slug]'), 'page');
  revalidatePath('/admin', 'layout');
}
