import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { BookingLink } from '@/components/site/booking-link';
import { CategoryBadge } from '@/components/site/blog/category-badge';
import { GuideCards } from '@/components/site/blog/guide-cards';
import { PublicDate } from '@/components/site/blog/public-date';
import { buttonVariants } from '@/components/ui/button-variants';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { articlePath, searchPath, servicePath } from '@/lib/site/site-paths';
import type { SiteSearchResult } from '@/server/search/site-search';

const linkClass =
  'inline-flex items-center gap-2 rounded-lg border bg-white px-4 py-2 font-medium text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2';

const resultsCount = (total: number) => (total === 1 ? '1 article' : `${total.toLocaleString('fr-FR')} articles`);

/**
 * « Aucun résultat »: the known words closest to those typed, as a search to try, then where to
 * go instead — the guides, the services, the booking button.
 */
function NoResult({ suggestion }: { suggestion: string | null }) {
  return (
    <div>
      <div className="rounded-xl border bg-muted/60 px-6 py-10 text-center">
        <p className="text-lg font-semibold text-slate-900">Aucun résultat</p>
        {suggestion && (
          <p className="mt-2 text-slate-900">
            Essayez avec :{' '}
            <Link href={searchPath(suggestion)} className="font-medium text-primary underline underline-offset-4">
              {suggestion}
            </Link>
          </p>
        )}
        <p className="mt-2 text-muted-foreground">
          Essayez d’autres mots, ou consultez nos guides et nos services. Pour une question personnelle, le plus simple
          est d’en parler au cabinet.
        </p>
        <BookingLink className={`${buttonVariants()} mt-6`}>
          <Icon name="calendar-check" aria-hidden />
          Prendre RDV
        </BookingLink>
      </div>
      <section aria-labelledby="services-du-cabinet" className="mt-12">
        <h2 id="services-du-cabinet" className="text-2xl font-semibold tracking-tight text-slate-900">
          Nos services
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {SERVICE_CATALOG.map((service) => (
            <li key={service.slug} className="rounded-xl border p-5">
              <Link
                href={servicePath(service.slug)}
                className="text-lg font-semibold text-slate-900 hover:text-primary"
              >
                {service.name}
              </Link>
              <p className="mt-1 text-muted-foreground">{service.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <GuideCards />
    </div>
  );
}

/** The results of a search: matching service pages and guides, then the articles, most relevant first, page by page. */
export function SearchResults({ query, page, result }: { query: string; page: number; result: SiteSearchResult }) {
  if (result.pages.length === 0 && result.total === 0) return <NoResult suggestion={result.suggestion} />;
  return (
    <div>
      {result.pages.length > 0 && (
        <section aria-labelledby="pages-du-cabinet" className="mb-10">
          <h2 id="pages-du-cabinet" className="text-xl font-semibold text-slate-900">
            Services et guides
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {result.pages.map((hit) => (
              <li key={hit.path} className="rounded-xl border bg-secondary/60 p-5">
                <Link href={hit.path} className="text-lg font-semibold text-slate-900 hover:text-primary">
                  {hit.title}
                </Link>
                <p className="mt-1 text-muted-foreground">{hit.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="text-xl font-semibold text-slate-900">
        {result.total === 0 ? 'Aucun article' : resultsCount(result.total)} pour « {query} »
      </h2>
      <ol className="mt-4 divide-y">
        {result.articles.map(({ post, snippet }) => (
          <li key={post.id} className="py-6">
            <h3 className="text-xl font-semibold leading-snug">
              <Link href={articlePath(post.slug)} className="text-slate-900 hover:text-primary">
                {post.title}
              </Link>
            </h3>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <CategoryBadge category={post.category} />
              <PublicDate post={post} />
            </p>
            {/* The passage, matched words in <mark>: every part is text, escaped by React. */}
            <p className="mt-2 text-muted-foreground">
              {snippet.map((part, index) =>
                part.matched ? (
                  <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
                    {part.text}
                  </mark>
                ) : (
                  part.text
                ),
              )}
            </p>
          </li>
        ))}
      </ol>
      {result.pageCount > 1 && (
        <nav aria-label="Pages des résultats" className="mt-8 flex flex-wrap items-center justify-between gap-4">
          {page > 1 ? (
            <Link href={searchPath(query, page - 1)} className={linkClass}>
              <Icon name="arrow-left" aria-hidden className="size-4" /> Résultats précédents
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted-foreground" aria-current="page">
            Page {page} sur {result.pageCount}
          </p>
          {page < result.pageCount ? (
            <Link href={searchPath(query, page + 1)} className={linkClass}>
              Résultats suivants <Icon name="arrow-right" aria-hidden className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
