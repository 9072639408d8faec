import type { PostSource } from '@/lib/blog/post-types';

/** The article's references, in the editor's order, each opening the source's own site. */
export function ArticleSources({ sources }: { sources: PostSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-titre" data-testid="article-sources" className="mt-12 border-t pt-8">
      <h2 id="sources-titre" className="text-xl font-semibold text-slate-900">
        Sources
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {sources.map((source) => (
          <li key={source.url + source.title}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-2"
            >
              {source.title}
            </a>
            {(source.publisher || source.year !== null) && (
              <span>
                {' '}
                – {[source.publisher, source.year].filter((part) => part !== null && part !== '').join(', ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
