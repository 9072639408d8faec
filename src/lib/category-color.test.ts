import { describe, expect, it } from 'vitest';
import { categoryBadgeColors, categoryColor, DEFAULT_CATEGORY_COLOR } from './category-color';

describe('category colour (spec section 9)', () => {
  it('defaults to #3B82F6', () => {
    expect(DEFAULT_CATEGORY_COLOR).toBe('#3B82F6');
  });

  it.each([
    ['#10B981', '#10B981'],
    [' #10B981 ', '#10B981'],
    [null, '#3B82F6'],
    [undefined, '#3B82F6'],
    ['', '#3B82F6'],
    ['  ', '#3B82F6'],
  ])('a category coloured %j shows in %j', (color, shown) => {
    expect(categoryColor(color)).toBe(shown);
  });
});

describe('categoryBadgeColors', () => {
  it.each([
    ['#10B981', { color: '#10B981', backgroundColor: '#10B98120' }],
    [null, { color: '#3B82F6', backgroundColor: '#3B82F620' }],
    [undefined, { color: '#3B82F6', backgroundColor: '#3B82F620' }],
    ['', { color: '#3B82F6', backgroundColor: '#3B82F620' }],
  ])('writes %j as text on the same colour with alpha suffix 20: %j', (color, expected) => {
    expect(categoryBadgeColors(color)).toEqual(expected);
  });
});
