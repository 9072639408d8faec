import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { ArticleGrid } from '@/components/site/blog/article-grid';
import { categoryPath } from '@/lib/site/site-paths';
import type { ServiceArticles as Articles } from '@/server/blog/topics';

/**
 * The latest public articles of a service's speciality (decision 048): those of the categories
 * staff tied to the service, with a link to each category's topic page. Nothing when there are none.
 */
export function ServiceArticles({ articles }: { articles: Articles }) {
  if (articles.posts.length === 0) return null;
  return (
    <section aria-labelledby="articles-service-titre" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="articles-service-titre" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Nos derniers articles
      </h2>
      <div className="mt-8">
        <ArticleGrid posts={articles.posts} firstRowOnScreen={false} />
      </div>
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        {articles.categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={categoryPath(category.slug)}
              className="inline-flex items-center gap-2 font-semibold text-primary hover:underline"
            >
              Tous les articles : {category.name}
              <Icon name="arrow-right" aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
