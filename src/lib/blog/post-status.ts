import { POST_STATUSES, type PostStatus, type PostSummary } from './post-types';

/** French labels of post statuses (spec section 4): an unknown status displays as a draft. */
const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  scheduled: 'Programmé',
  archived: 'Archivé',
};

export function postStatusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as PostStatus] : STATUS_LABELS.draft;
}

/** Every status with its label, for the editor's status select and the list's status filter. */
export const POST_STATUS_OPTIONS: ReadonlyArray<{ value: PostStatus; label: string }> = POST_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

/**
 * The date a card of 'Gestion du Blog' shows: the creation date (spec section 2), except for a
 * scheduled article, whose date that matters is when it goes (or went) live.
 */
export function adminCardDate(
  post: Pick<PostSummary, 'status' | 'scheduled_at' | 'created_at'>,
  now: Date,
): { label: string; iso: string } {
  if (post.status === 'scheduled' && post.scheduled_at) {
    return {
      label: Date.parse(post.scheduled_at) > now.getTime() ? 'Programmé pour le' : 'Publié le',
      iso: post.scheduled_at,
    };
  }
  return { label: 'Créé le', iso: post.created_at };
}
