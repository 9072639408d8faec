import Link from 'next/link';
import { categoryPath } from '@/lib/site/site-paths';
import type { PublicTopicEntry } from '@/server/blog/topics';

/** /blog's list of every topic with its number of articles, so a reader finds a subject in one look. */
export function TopicIndex({ topics }: { topics: readonly PublicTopicEntry[] }) {
  if (topics.length === 0) return null;
  return (
    <nav aria-labelledby="themes-titre" className="mb-10">
      <h2 id="themes-titre" className="text-xl font-semibold text-slate-900">
        Thèmes
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link
              href={categoryPath(topic.slug)}
              className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary"
            >
              {topic.name}
              <span className="text-muted-foreground">
                {topic.articles}&nbsp;article{topic.articles > 1 ? 's' : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
