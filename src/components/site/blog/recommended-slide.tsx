import Link from 'next/link';
import { ArrowRight } from '@/components/site/icons';
import type { PostSummary } from '@/lib/post-types';
import { ArticleImage } from './article-image';
import { CategoryBadge } from './category-badge';
import { LinkPendingSpinner } from './link-pending-spinner';
import { withFrenchSpacing } from './french-spacing';
import { PublicDate } from './public-date';
import { articlePath } from '@/lib/site-paths';

export function RecommendedSlide({ post }: { post: PostSummary }) {
  const titleId = `recommande-${post.slug}`;
  return (
    <article className="card-shell h-full">
      <ArticleImage post={post} eager={false} className="card-image" />
      <div className="card-body">
        <CategoryBadge category={post.category} className="self-start" />
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-slate-900">
          {withFrenchSpacing(post.title)}
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-muted-foreground">{withFrenchSpacing(post.excerpt)}</p>}
        <div className="mt-auto flex items-center justify-between gap-4 pt-2 text-sm">
          <PublicDate post={post} className="text-muted-foreground" />
          <Link
            href={articlePath(post.slug)}
            aria-describedby={titleId}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            Lire
            <ArrowRight aria-hidden className="size-4" />
            <LinkPendingSpinner />
          </Link>
        </div>
      </div>
    </article>
  );
}
