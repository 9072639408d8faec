import { AdminLink } from '@/components/admin/admin-link';
import { Clock, ExternalLink, Eye, FilePen, Pencil, ShieldAlert, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { cardImageName } from '@/lib/blog/post-form-image';
import { categoryBadgeColors } from '@/lib/blog/category-color';
import { adminCardDate, postStatusLabel } from '@/lib/blog/post-status';
import type { PostSummary } from '@/lib/blog/post-types';
import { isPubliclyVisible } from '@/lib/blog/visibility';
import { articlePath } from '@/lib/site/site-paths';
import { DeletePostButton, type DeletePost } from './delete-post-button';

const STATUS_STYLES: Record<string, string> = {
  published: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  archived: 'bg-slate-200 text-slate-800',
};

/** One article in 'Gestion du Blog', with its edit, view and delete actions. */
type Props = { post: PostSummary; now: Date; reviewDue: boolean; hasPendingChanges: boolean; deletePost: DeletePost };

export function AdminPostCard({ post, now, reviewDue, hasPendingChanges, deletePost }: Props) {
  const isPublic = isPubliclyVisible(post, now);
  const date = adminCardDate(post, now);
  return (
    <article className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row" data-testid="admin-post-card">
      {post.featured_image_url && (
        <img
          src={cardImageName(post.featured_image_url)}
          alt={post.featured_image_alt || post.title}
          width={192}
          height={108}
          loading="lazy"
          className="aspect-video w-full shrink-0 rounded-md bg-muted object-cover sm:w-48"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className={STATUS_STYLES[post.status] ?? 'bg-amber-100 text-amber-900'}>
            {postStatusLabel(post.status)}
          </Badge>
          {post.featured && (
            <Badge variant="warning">
              <Star aria-hidden />À la Une
            </Badge>
          )}
          {hasPendingChanges && (
            <Badge variant="outline" className="bg-sky-100 text-sky-900">
              <FilePen aria-hidden />
              Modifications en attente
            </Badge>
          )}
          {reviewDue && (
            <Badge variant="outline" className="bg-orange-100 text-orange-900">
              <ShieldAlert aria-hidden />À relire
            </Badge>
          )}
          {post.category && (
            <Badge variant="outline" className="border-transparent" style={categoryBadgeColors(post.category.color)}>
              {post.category.name}
            </Badge>
          )}
        </div>
        <h2 className="mt-2 text-lg font-semibold leading-snug">{post.title}</h2>
        {post.excerpt && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span>
            {date.label} <time dateTime={date.iso}>{formatAdminDateTime(date.iso)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {post.reading_time ?? 1} min
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden className="size-3.5" />
            {post.views_count} vue{post.views_count > 1 ? 's' : ''}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <Button asChild variant="ghost" size="icon">
          <AdminLink href={`/admin/blog/edit/${post.id}`} aria-label={`Modifier l’article « ${post.title} »`}>
            <Pencil aria-hidden />
          </AdminLink>
        </Button>
        {isPublic && (
          <Button asChild variant="ghost" size="icon">
            <a
              href={articlePath(post.slug)}
              target="_blank"
              rel="noopener"
              aria-label={`Voir l’article « ${post.title} » sur le site`}
            >
              <ExternalLink aria-hidden />
            </a>
          </Button>
        )}
        <DeletePostButton id={post.id} title={post.title} deletePost={deletePost} />
      </div>
    </article>
  );
}
