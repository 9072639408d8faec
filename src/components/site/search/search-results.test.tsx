import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteSearchResult } from '@/server/search/site-search';
import { SearchResults } from './search-results';

const result = (total: number, capped: boolean): SiteSearchResult => ({
  empty: false,
  pages: [],
  articles: [],
  total,
  capped,
  pageCount: Math.ceil(total / 10),
});
const heading = (html: string) =>
  /<h2[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/h2>/.exec(html)?.[1]?.replaceAll('<!-- -->', '');

describe('the count of the search results', () => {
  it('says «\u00a0Plus de 200 articles\u00a0» when more match than are ranked (decision 049), the exact count otherwise', () => {
    expect(heading(renderToStaticMarkup(<SearchResults query="écho" page={1} result={result(200, true)} />))).toBe(
      'Plus de 200 articles pour «\u00a0écho\u00a0»',
    );
    expect(heading(renderToStaticMarkup(<SearchResults query="écho" page={1} result={result(37, false)} />))).toBe(
      '37 articles pour «\u00a0écho\u00a0»',
    );
  });
});
