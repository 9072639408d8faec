import { describe, expect, it } from 'vitest';
import { compositeOver, contrastRatio, parseHexColor, relativeLuminance, toHexColor } from './wcag-contrast';

const WHITE = { red: 255, green: 255, blue: 255 };
const BLACK = { red: 0, green: 0, blue: 0 };

describe('hex colours', () => {
  it.each([
    ['#3B82F6', { red: 59, green: 130, blue: 246 }],
    ['#3b82f6', { red: 59, green: 130, blue: 246 }],
    [' #3B82F6 ', { red: 59, green: 130, blue: 246 }],
    ['#FF0', { red: 255, green: 255, blue: 0 }],
    ['#a3e', { red: 170, green: 51, blue: 238 }],
  ])('reads %j as %j', (hex, rgb) => {
    expect(parseHexColor(hex)).toEqual(rgb);
  });

  it.each(['', 'red', '#12345', '#1234567', '#3B82F620', '3B82F6', '#GGGGGG', 'rgb(0, 0, 0)'])(
    'refuses %j',
    (value) => {
      expect(parseHexColor(value)).toBeNull();
    },
  );

  it('writes #RRGGBB in upper case, channels rounded', () => {
    expect(toHexColor({ red: 59, green: 130, blue: 246 })).toBe('#3B82F6');
    expect(toHexColor({ red: 0.4, green: 254.6, blue: 10 })).toBe('#00FF0A');
  });
});

describe('WCAG contrast', () => {
  it('gives white luminance 1 and black 0', () => {
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance(BLACK)).toBe(0);
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it('puts #767676 just above 4.5:1 on white and #777777 just below (the well-known AA grey)', () => {
    expect(contrastRatio(parseHexColor('#767676')!, WHITE)).toBeGreaterThan(4.5);
    expect(contrastRatio(parseHexColor('#777777')!, WHITE)).toBeLessThan(4.5);
  });

  it('paints a colour at alpha 0x20 over white as the browser does', () => {
    // 59 × 32/255 + 255 × 223/255 = 230.4…, and so on, rounded to 8 bits.
    expect(compositeOver({ red: 59, green: 130, blue: 246 }, 0x20 / 255, WHITE)).toEqual({
      red: 230,
      green: 239,
      blue: 254,
    });
    expect(compositeOver(BLACK, 1, WHITE)).toEqual(BLACK);
    expect(compositeOver(BLACK, 0, WHITE)).toEqual(WHITE);
  });
});
