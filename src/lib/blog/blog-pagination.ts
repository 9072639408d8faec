import { BLOG_PATH } from '../site/site-paths';

/**
 * /blog shows the public articles a page at a time, so the page weighs the same with 15 articles
 * or 1,000. Page 1 is /blog itself; the others are /blog?page=N. Topic pages (decision 048) page
 * the same way under their own address.
 */
export const BLOG_PAGE_SIZE = 9;

/** The page asked for: 1 when absent, null for anything that names no page (answered with 404). */
export function parseBlogPage(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** How many pages `total` articles fill; an empty blog still has its first page. */
export function blogPageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function blogPagePath(page: number, basePath: string = BLOG_PATH): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

export type BlogPageLinks = { previous: string | null; next: string | null };

export function blogPageLinks(page: number, pageCount: number, basePath: string = BLOG_PATH): BlogPageLinks {
  return {
    previous: page > 1 ? blogPagePath(page - 1, basePath) : null,
    next: page < pageCount ? blogPagePath(page + 1, basePath) : null,
  };
}
