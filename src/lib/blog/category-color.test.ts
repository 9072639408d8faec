import { describe, expect, it } from 'vitest';
import { categoryBadgeColors, categoryColor, DEFAULT_CATEGORY_COLOR, readableTextOnTint } from './category-color';
import { compositeOver, contrastRatio, parseHexColor, toHexColor, type Rgb } from '../site/wcag-contrast';

const WHITE = { red: 255, green: 255, blue: 255 };

/** The contrast a badge shows: its text colour on its background as painted over the white card. */
function badgeContrast(color: string): number {
  const { color: text, backgroundColor } = categoryBadgeColors(color);
  const [, hex, alpha] = /^(#[0-9A-F]{6})([0-9A-F]{2})$/.exec(backgroundColor)!;
  return contrastRatio(parseHexColor(text)!, compositeOver(parseHexColor(hex!)!, parseInt(alpha!, 16) / 255, WHITE));
}

/** HSL hue in degrees. */
function hue({ red, green, blue }: Rgb): number {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sector * 60;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('category colour (spec section 9)', () => {
  it('defaults to #3B82F6', () => {
    expect(DEFAULT_CATEGORY_COLOR).toBe('#3B82F6');
  });

  it.each([
    ['#10B981', '#10B981'],
    [' #10B981 ', '#10B981'],
    ['#10b981', '#10B981'],
    ['#FF0', '#FFFF00'],
    [null, '#3B82F6'],
    [undefined, '#3B82F6'],
    ['', '#3B82F6'],
    ['  ', '#3B82F6'],
    ['red', '#3B82F6'],
    ['#12345', '#3B82F6'],
  ])('a category coloured %j shows in %j', (color, shown) => {
    expect(categoryColor(color)).toBe(shown);
  });
});

describe("a category badge's text reaches 4.5:1 on its tint for any colour", () => {
  it('keeps the background the category colour with alpha suffix 20, as the spec says', () => {
    expect(categoryBadgeColors('#10B981').backgroundColor).toBe('#10B98120');
    expect(categoryBadgeColors('#FFFF00').backgroundColor).toBe('#FFFF0020');
    expect(categoryBadgeColors('#ff0').backgroundColor).toBe('#FFFF0020');
    expect(categoryBadgeColors(null).backgroundColor).toBe('#3B82F620');
    expect(categoryBadgeColors('pas une couleur').backgroundColor).toBe('#3B82F620');
  });

  it('darkens the default blue, 3.2:1 on its own tint, to a blue that reaches 4.5:1', () => {
    const blue = parseHexColor(DEFAULT_CATEGORY_COLOR)!;
    expect(contrastRatio(blue, compositeOver(blue, 0x20 / 255, WHITE))).toBeCloseTo(3.18, 2);
    const text = readableTextOnTint(DEFAULT_CATEGORY_COLOR);
    expect(text).not.toBe(DEFAULT_CATEGORY_COLOR);
    expect(badgeContrast(DEFAULT_CATEGORY_COLOR)).toBeGreaterThanOrEqual(4.5);
    expect(hueDistance(hue(parseHexColor(text)!), hue(parseHexColor(DEFAULT_CATEGORY_COLOR)!))).toBeLessThan(3);
    expect(categoryBadgeColors(null)).toEqual({ color: text, backgroundColor: '#3B82F620' });
    expect(categoryBadgeColors('')).toEqual({ color: text, backgroundColor: '#3B82F620' });
  });

  it.each(['#000000', '#1D4ED8', '#BE185D', '#0F766E', '#6D28D9', '#9A3412', '#1E293B'])(
    'leaves %s, already readable on its tint, as it is',
    (color) => {
      expect(readableTextOnTint(color)).toBe(color);
      expect(categoryBadgeColors(color).color).toBe(color);
    },
  );

  it.each(['#FFFF00', '#A3E635', '#F9A8D4', '#FFFFFF', '#FDE68A', '#22D3EE'])(
    'darkens %s just enough to reach 4.5:1',
    (color) => {
      expect(readableTextOnTint(color)).not.toBe(color);
      expect(badgeContrast(color)).toBeGreaterThanOrEqual(4.5);
      // One 1 % step darker than needed at most: the text stays as light, as close to the colour, as it can.
      expect(badgeContrast(color)).toBeLessThan(4.75);
    },
  );

  it.each(['#FFFF00', '#A3E635', '#F9A8D4', '#3B82F6', '#EF4444', '#22D3EE', '#F97316'])(
    'keeps the hue of %s',
    (color) => {
      const text = parseHexColor(readableTextOnTint(color))!;
      expect(hueDistance(hue(text), hue(parseHexColor(color)!))).toBeLessThan(3);
    },
  );

  it('reads the #RGB form as its #RRGGBB twin', () => {
    expect(readableTextOnTint('#FF0')).toBe(readableTextOnTint('#FFFF00'));
    expect(categoryBadgeColors('#ff0')).toEqual(categoryBadgeColors('#FFFF00'));
  });

  it('falls back to the default blue for anything it cannot read', () => {
    for (const color of [null, undefined, '', 'jaune', '#GGG', '#3B82F620']) {
      expect(categoryBadgeColors(color)).toEqual(categoryBadgeColors(DEFAULT_CATEGORY_COLOR));
    }
  });

  it('holds over a grid of 5,832 colours spanning the whole sRGB cube', () => {
    const failures: string[] = [];
    for (let red = 0; red <= 255; red += 15) {
      for (let green = 0; green <= 255; green += 15) {
        for (let blue = 0; blue <= 255; blue += 15) {
          const color = toHexColor({ red, green, blue });
          const contrast = badgeContrast(color);
          if (contrast < 4.5) failures.push(`${color}: ${contrast.toFixed(2)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
