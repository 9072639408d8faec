import {
  AA_TEXT_CONTRAST,
  compositeOver,
  contrastRatio,
  parseHexColor,
  toHexColor,
  type Rgb,
} from '../site/wcag-contrast';

/** Spec section 9: a category without a colour of its own shows in this blue (also the form's first value). */
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

/** Spec section 9: the badge background is the category colour with this alpha suffix. */
const BADGE_TINT_ALPHA = '20';

const WHITE: Rgb = { red: 255, green: 255, blue: 255 };

/**
 * The colour a category shows in, as `#RRGGBB`: its own (`#RGB` or `#RRGGBB`), or the default when
 * it has none or one no browser would read (the alpha suffix needs six digits to mean the same colour).
 */
export function categoryColor(color?: string | null): string {
  const rgb = color ? parseHexColor(color) : null;
  return rgb ? toHexColor(rgb) : DEFAULT_CATEGORY_COLOR;
}

/**
 * The badge text colour: the category colour itself when it reaches AA contrast (4.5:1, the badge
 * text is 14 px semibold, not large text) on its own tint as painted over the white card, else the
 * same colour mixed toward black, 1 % at a time, just until it does. Scaling the three channels
 * together keeps the hue, so a yellow category still reads as a (darker) yellow.
 */
export function readableTextOnTint(color?: string | null): string {
  const shown = parseHexColor(categoryColor(color))!;
  const tint = compositeOver(shown, parseInt(BADGE_TINT_ALPHA, 16) / 255, WHITE);
  const scaled = (percent: number) => ({
    red: Math.round((shown.red * percent) / 100),
    green: Math.round((shown.green * percent) / 100),
    blue: Math.round((shown.blue * percent) / 100),
  });
  // Ends by 0 % at the latest: black is 15.7:1 on the darkest tint there is, black's own.
  let percent = 100;
  while (contrastRatio(scaled(percent), tint) < AA_TEXT_CONTRAST) percent -= 1;
  return toHexColor(scaled(percent));
}

/** Category badge (spec section 9): readable text in the category's hue on the category colour with alpha suffix 20. */
export function categoryBadgeColors(color?: string | null): { color: string; backgroundColor: string } {
  return { color: readableTextOnTint(color), backgroundColor: `${categoryColor(color)}${BADGE_TINT_ALPHA}` };
}
