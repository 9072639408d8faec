/**
 * WCAG 2.x colour contrast on sRGB hex colours: relative luminance, contrast ratio, and the colour
 * a translucent colour paints over an opaque one. Pure arithmetic, shared by the category badge
 * and by the tests that check colours.
 */
export type Rgb = { red: number; green: number; blue: number };

/** WCAG 2.x level AA for text below the large-text size (18.66 px bold, 24 px regular). */
export const AA_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB` (any case, surrounding spaces ignored) as channels 0-255; null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const match = HEX_COLOR.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
  return { red, green, blue };
}

/** `#RRGGBB`, upper case, each channel rounded to the nearest integer. */
export function toHexColor({ red, green, blue }: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

// WCAG 2.1 writes the linear-segment threshold 0.03928, WCAG 2.2 and sRGB 0.04045: no 8-bit
// channel (10/255 = 0.0392, 11/255 = 0.0431) falls between them, so both give the same luminance.
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio, 1 (same luminance) to 21 (black on white), whichever order the colours come in. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What `color` at `alpha` (0-1) paints over the opaque `backdrop`: the browser's blend, rounded to 8 bits as painted. */
export function compositeOver(color: Rgb, alpha: number, backdrop: Rgb): Rgb {
  const blend = (top: number, bottom: number) => Math.round(top * alpha + bottom * (1 - alpha));
  return {
    red: blend(color.red, backdrop.red),
    green: blend(color.green, backdrop.green),
    blue: blend(color.blue, backdrop.blue),
  };
}
