/** French labels of post statuses (spec section 4): an unknown status displays as a draft. */
const STATUS_LABELS: Record<string, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  scheduled: 'Programmé',
  archived: 'Archivé',
};

export function postStatusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status]! : 'Brouillon';
}
