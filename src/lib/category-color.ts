/** Spec section 9: a category without a colour of its own shows in this blue (also the form's first value). */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

/** The colour a category shows in: its own, or the default when it has none. */
export function categoryColor(color?: string | null): string {
  return color?.trim() || DEFAULT_CATEGORY_COLOR;
}

/** Category badge (spec section 9): the colour as text, the same colour with alpha suffix 20 behind it. */
export function categoryBadgeColors(color?: string | null): { color: string; backgroundColor: string } {
  const badgeColor = categoryColor(color);
  return { color: badgeColor, backgroundColor: `${badgeColor}20` };
}
