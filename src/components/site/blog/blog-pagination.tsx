import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { blogPageLinks } from '@/lib/blog/blog-pagination';

const linkClass =
  'inline-flex items-center gap-2 rounded-lg border bg-white px-4 py-2 font-medium text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * Links between the pages of /blog, or of a topic page (`basePath`, decision 048). The `<link rel>` elements are hoisted into the head by React,
 * where search engines read the sequence; the visible links carry the same rel.
 */
export function BlogPagination({ page, pageCount, basePath }: { page: number; pageCount: number; basePath?: string }) {
  if (pageCount <= 1) return null;
  const { previous, next } = blogPageLinks(page, pageCount, basePath);
  return (
    <nav aria-label="Pages des articles" className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {previous && <link rel="prev" href={previous} />}
      {next && <link rel="next" href={next} />}
      {previous ? (
        <Link href={previous} rel="prev" className={linkClass}>
          <Icon name="arrow-left" aria-hidden className="size-4" /> Articles plus récents
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page {page} sur {pageCount}
      </p>
      {next ? (
        <Link href={next} rel="next" className={linkClass}>
          Articles plus anciens <Icon name="arrow-right" aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
