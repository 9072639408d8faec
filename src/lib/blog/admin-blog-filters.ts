import { POST_STATUSES, type PostStatus } from './post-types';

/** The 'Gestion du Blog' list state, kept in the URL so reload, links and back all work. */
export const ADMIN_BLOG_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 200;

export type AdminBlogFilters = {
  q: string;
  status: PostStatus | 'all';
  category: string;
  /** 'due': only the articles "À relire" (src/lib/blog/medical-review.ts). */
  review: 'all' | 'due';
  page: number;
};

/** The URL value of the "À relire" filter. */
export const REVIEW_DUE_PARAM = 'a-relire';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Reads the URL's query; anything unknown falls back to "all" or page 1. */
export function parseAdminBlogFilters(params: SearchParams): AdminBlogFilters {
  const status = first(params.status);
  const page = Number.parseInt(first(params.page), 10);
  return {
    q: first(params.q).trim().slice(0, MAX_SEARCH_LENGTH),
    status: (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : 'all',
    category: first(params.category).trim().slice(0, 64) || 'all',
    review: first(params.relecture) === REVIEW_DUE_PARAM ? 'due' : 'all',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The list's address for a state; defaults are left out so the plain list is just /admin/blog. */
export function adminBlogHref(filters: AdminBlogFilters): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.category !== 'all') query.set('category', filters.category);
  if (filters.review === 'due') query.set('relecture', REVIEW_DUE_PARAM);
  if (filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return search ? `/admin/blog?${search}` : '/admin/blog';
}
