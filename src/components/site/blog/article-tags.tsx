import Link from 'next/link';
import type { TagRef } from '@/lib/blog/post-types';
import { tagPath } from '@/lib/site/site-paths';

/** The article's tags, each a link to its tag page (decision 048). */
export function ArticleTags({ tags }: { tags: TagRef[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Étiquettes de l’article" className="mt-10 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-700">Étiquettes :</span>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link
              href={tagPath(tag.slug)}
              className="inline-flex min-h-6 items-center rounded-full border px-3 py-0.5 text-sm text-slate-700 hover:border-primary hover:text-primary"
            >
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
