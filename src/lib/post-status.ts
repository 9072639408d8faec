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

export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

/** Category badge (spec section 9): the colour as text, the same colour with alpha suffix 20 behind it. */
export function categoryBadgeColors(color?: string | null): { color: string; backgroundColor: string } {
  const badgeColor = color?.trim() || DEFAULT_CATEGORY_COLOR;
  return { color: badgeColor, backgroundColor: `${badgeColor}20` };
}
