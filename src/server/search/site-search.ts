import 'server-only';
import type { PostSummary } from '@/lib/blog/post-types';
import { planSearch, stemsOfPlan } from '@/lib/search/query';
import { searchSitePages, type SitePageHit } from '@/lib/search/site-pages';
import { buildSnippet, type SnippetPart, visibleText } from '@/lib/search/snippet';
import { listSearchSynonyms, searchPublicArticles } from './public-search';

export const SEARCH_PAGE_SIZE = 10;

export type ArticleResult = { post: PostSummary; snippet: SnippetPart[] };

export type SiteSearchResult = {
  /** Nothing searchable in the query (empty, punctuation, stop words only). */
  empty: boolean;
  pages: SitePageHit[];
  articles: ArticleResult[];
  total: number;
  /** More articles match than are ranked and counted (SEARCH_CANDIDATES, decision 049). */
  capped: boolean;
  pageCount: number;
};

/**
 * The search page's answer for a cleaned query: the service pages and guides that match (on the
 * first page only), and one page of public articles, each with its passage around the matched
 * words (the excerpt when only the title, category or tags matched).
 */
export async function searchSite(query: string, page: number, now: Date = new Date()): Promise<SiteSearchResult> {
  const plan = planSearch(query, await listSearchSynonyms());
  if (!plan) return { empty: true, pages: [], articles: [], total: 0, capped: false, pageCount: 0 };
  const { hits, total, capped } = await searchPublicArticles(plan, page, SEARCH_PAGE_SIZE, now);
  const stems = stemsOfPlan(plan);
  const articles = hits.map(({ content, ...post }) => {
    const body = buildSnippet(visibleText(content), stems);
    const inBody = body.some((part) => part.matched);
    return { post, snippet: inBody || !post.excerpt ? body : buildSnippet(post.excerpt, stems) };
  });
  return {
    empty: false,
    pages: page === 1 ? searchSitePages(plan) : [],
    articles,
    total,
    capped,
    pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
  };
}
