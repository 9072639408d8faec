import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { displayName } from '@/lib/blog/author-display';
import { formatPublicDate } from '@/lib/text/french-dates';
import { shownUpdateDate } from '@/lib/blog/medical-review';
import type { PostDetail } from '@/lib/blog/post-types';
import { ResponsivePicture } from '@/components/site/responsive-picture';
import { ARTICLE_IMAGE_SIZES, responsiveImage, sizesOf, type MediaSizesByKey } from '@/lib/media/responsive-image';
import { CategoryBadge } from './category-badge';
import { withFrenchSpacing } from './french-spacing';
import { PublicDate } from './public-date';
import { authorPath, BLOG_PATH } from '@/lib/site/site-paths';

export function ArticleHeader({ post, media }: { post: PostDetail; media: MediaSizesByKey }) {
  const updated = shownUpdateDate(post);
  return (
    <header>
      <Link
        href={BLOG_PATH}
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrow-left" aria-hidden className="size-4" />
        Retour au blog
      </Link>
      <div className="mt-8">
        <CategoryBadge category={post.category} />
      </div>
      <h1 className="mt-4 text-3xl font-semibold leading-tight tracking-tight text-balance text-slate-900 sm:text-4xl">
        {withFrenchSpacing(post.title)}
      </h1>
      {post.excerpt && (
        <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{withFrenchSpacing(post.excerpt)}</p>
      )}
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <li className="meta-item">
          <Icon name="calendar-days" aria-hidden className="size-4" />
          <PublicDate post={post} />
        </li>
        {post.reading_time !== null && (
          <li className="meta-item">
            <Icon name="clock" aria-hidden className="size-4" />
            {post.reading_time} min de lecture
          </li>
        )}
        {post.author && (
          <li className="meta-item">
            <Icon name="user-round" aria-hidden className="size-4" />
            {/* A public article makes its author's page exist. */}
            <Link
              href={authorPath(post.author.slug)}
              rel="author"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {displayName(post.author)}
            </Link>
          </li>
        )}
        {updated && (
          <li className="meta-item" data-testid="article-updated">
            <Icon name="history" aria-hidden className="size-4" />
            <span>
              Mis à jour le <time dateTime={updated}>{formatPublicDate(updated)}</time>
            </span>
          </li>
        )}
        {post.reviewer && post.reviewed_at && (
          <li className="meta-item" data-testid="article-review">
            <Icon name="shield-check" aria-hidden className="size-4" />
            <span>
              Relu par {displayName(post.reviewer)} le{' '}
              <time dateTime={post.reviewed_at}>{formatPublicDate(post.reviewed_at)}</time>
            </span>
          </li>
        )}
      </ul>
      {post.featured_image_url && (
        <ResponsivePicture
          src={post.featured_image_url}
          responsive={responsiveImage(post.featured_image_url, sizesOf(media, post.featured_image_url))}
          alt={post.featured_image_alt || post.title}
          sizes={ARTICLE_IMAGE_SIZES}
          box={{ width: 1200, height: 630 }}
          loading="eager"
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-xl bg-muted object-cover"
        />
      )}
    </header>
  );
}
