import 'server-only';
import type { PostSummary } from '@/lib/blog/post-types';
import { MAX_RESULTS_PAGE, planSearch } from '@/lib/search/query';
import { searchSitePages, type SitePageHit } from '@/lib/search/site-pages';
import { buildSnippet, type SnippetPart } from '@/lib/search/snippet';
import { searchPublicArticles } from './public-search';
import { currentSearchIndex } from './search-index';

export const SEARCH_PAGE_SIZE = 10;

export type ArticleResult = { post: PostSummary; snippet: SnippetPart[] };

export type SiteSearchResult = {
  /** Nothing searchable in the query (empty, punctuation, stop words only). */
  empty: boolean;
  pages: SitePageHit[];
  articles: ArticleResult[];
  total: number;
  pageCount: number;
  /** When nothing matches: the known words closest to those typed (« éjaculation précoce »), or null. */
  suggestion: string | null;
};

/**
 * The search page's answer for a cleaned query: the service pages and guides that match (on the
 * first page only), and one page of public articles, each with its passage around the matched
 * words (the excerpt when only the title, category or tags matched).
 */
export async function searchSite(query: string, page: number, now: Date = new Date()): Promise<SiteSearchResult> {
  const index = await currentSearchIndex();
  const plan = planSearch(query, index.synonyms);
  if (!plan) return { empty: true, pages: [], articles: [], total: 0, pageCount: 0, suggestion: null };
  const { hits, total } = await searchPublicArticles(index, plan, page, SEARCH_PAGE_SIZE, now);
  const articles = hits.map(({ passage, stems, ...post }) => {
    const body = buildSnippet(passage, stems);
    const inBody = body.some((part) => part.matched);
    return { post, snippet: inBody || !post.excerpt ? body : buildSnippet(post.excerpt, stems) };
  });
  const pages = page === 1 ? searchSitePages(plan) : [];
  return {
    empty: false,
    pages,
    articles,
    total,
    // Pages past MAX_RESULTS_PAGE are not served: the pager stops there.
    pageCount: Math.min(MAX_RESULTS_PAGE, Math.ceil(total / SEARCH_PAGE_SIZE)),
    suggestion: total === 0 && pages.length === 0 ? (await index.articles.knownWords()).suggestionFor(plan, now) : null,
  };
}
