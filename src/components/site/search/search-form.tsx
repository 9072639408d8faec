import { Icon } from '@/components/site/icons';
import { MAX_QUERY_CHARACTERS } from '@/lib/search/query';
import { SEARCH_PATH } from '@/lib/site/site-paths';
import { cn } from '@/lib/utils';

/**
 * The search field: a plain GET form to the search page, so it works without JavaScript. `id`
 * tells the fields apart when a page shows more than one (header menu and page).
 */
export function SearchForm({ id, query = '', className }: { id: string; query?: string; className?: string }) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" className={cn('flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Rechercher dans le site
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_CHARACTERS}
        placeholder="Rechercher un article, un examen…"
        className="min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-secondary-foreground focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon name="search" aria-hidden className="size-4" />
        Rechercher
      </button>
    </form>
  );
}
