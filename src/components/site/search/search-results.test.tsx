import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSearchResult } from '@/server/search/site-search';
import { SearchResults } from './search-results';

const result = (total: number, suggestion: string | null = null): SiteSearchResult => ({
  empty: false,
  pages: [],
  articles: [],
  total,
  pageCount: Math.min(100, Math.ceil(total / 10)),
  suggestion,
});
const heading = (html: string) =>
  /<h2[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/h2>/.exec(html)?.[1]?.replaceAll('<!-- -->', '');

describe('the count of the search results', () => {
  it('says how many articles match, all of them ranked and counted (decision 066)', () => {
    expect(heading(renderToStaticMarkup(<SearchResults query="écho" page={1} result={result(9_712)} />))).toBe(
      '9\u202f712 articles pour «\u00a0écho\u00a0»',
    );
    expect(heading(renderToStaticMarkup(<SearchResults query="écho" page={1} result={result(37)} />))).toBe(
      '37 articles pour «\u00a0écho\u00a0»',
    );
  });
});
