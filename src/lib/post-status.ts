import { POST_STATUSES, type PostStatus } from './post-types';

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
