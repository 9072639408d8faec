import Link from 'next/link';
import { Clock } from '@/components/site/icons';
import type { PostSummary } from '@/lib/post-types';
import { ArticleImage } from './article-image';
import { CategoryBadge } from './category-badge';
import { LinkPendingSpinner } from './link-pending-spinner';
import { withFrenchSpacing } from './french-spacing';
import { PublicDate } from './public-date';
import { articlePath } from '@/lib/site-paths';

/** One article in the /blog grid; the whole card is one link to the article. */
export function ArticleCard({ post, eager }: { post: PostSummary; eager: boolean }) {
  return (
    <article className="card-shell group relative transition-shadow hover:shadow-md">
      <ArticleImage post={post} eager={eager} className="card-image" />
      <div className="card-body">
        <CategoryBadge category={post.category} className="self-start" />
        <h2 className="text-xl font-semibold leading-snug text-slate-900">
          <Link
            href={articlePath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            {withFrenchSpacing(post.title)}
            <LinkPendingSpinner className="absolute top-3 right-3" />
          </Link>
        </h2>
        {post.excerpt && <p className="card-excerpt">{withFrenchSpacing(post.excerpt)}</p>}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <PublicDate post={post} />
          {post.reading_time !== null && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              {post.reading_time} min de lecture
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
