import type { Metadata } from 'next';
import { BlogListMessage } from '@/components/site/blog/blog-list-message';
import { SearchForm } from '@/components/site/search/search-form';
import { SearchResults } from '@/components/site/search/search-results';
import { pageMetadata } from '@/lib/site/page-metadata';
import { cleanSearchQuery, resultsPageOf } from '@/lib/search/query';
import { SEARCH_PATH } from '@/lib/site/site-paths';
import { publicReadOrNull } from '@/server/blog/posts';
import { env } from '@/server/env';
import { searchSite } from '@/server/search/site-search';

// Rendered from the database whenever the page cache has no current copy (its search pool, decision 042).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

const description = 'Rechercher dans les articles, les services et les guides du cabinet.';

// Result pages are for visitors, not for search engines: not indexed, their links followed.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = cleanSearchQuery((await searchParams).q);
  const title = query ? `Recherche : « ${query} »` : 'Rechercher';
  return {
    ...pageMetadata({ siteUrl: env().SITE_URL, path: SEARCH_PATH, title, description }),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = cleanSearchQuery(params.q);
  const page = resultsPageOf(params.page);
  // The query is not logged: a failure is logged with the page's path only (health data, DESIGN.md).
  const result = query ? await publicReadOrNull(SEARCH_PATH, () => searchSite(query, page)) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Rechercher</h1>
      <SearchForm id="recherche-page" query={query} className="mt-6" />
      <div className="mt-10">
        {!query ? (
          <p className="text-muted-foreground">Tapez un ou plusieurs mots : un symptôme, un examen, une question.</p>
        ) : result === null ? (
          <BlogListMessage tone="error" title="La recherche n’a pas pu aboutir. Réessayez dans un instant." />
        ) : (
          <SearchResults query={query} page={page} result={result} />
        )}
      </div>
    </div>
  );
}
