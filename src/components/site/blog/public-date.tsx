import { formatPublicDate } from '@/lib/text/french-dates';
import { publicDisplayDate } from '@/lib/blog/visibility';
import type { PostSummary } from '@/lib/blog/post-types';

type DatedPost = Pick<PostSummary, 'status' | 'scheduled_at' | 'published_at' | 'created_at'>;

/** The date a visitor sees for an article, in French long form, machine-readable too. */
export function PublicDate({ post, className }: { post: DatedPost; className?: string }) {
  const iso = publicDisplayDate(post);
  return (
    <time dateTime={iso} className={className}>
      {formatPublicDate(iso)}
    </time>
  );
}
