import { describe, expect, it } from 'vitest';
import { withFrenchSpacing } from './french-spacing';

const NBSP = '\u00A0';

describe('withFrenchSpacing', () => {
  it.each([
    ["L'échographie clinique : un examen simple", `L'échographie clinique${NBSP}: un examen simple`],
    ['Le point G ; mythe ou réalité ?', `Le point G${NBSP}; mythe ou réalité${NBSP}?`],
    ['Enfin !', `Enfin${NBSP}!`],
    ['« c’est le stress »', `«${NBSP}c’est le stress${NBSP}»`],
  ])('keeps punctuation with its word: %s', (input, expected) => {
    expect(withFrenchSpacing(input)).toBe(expected);
  });

  it('leaves text without such punctuation, and URLs with colons, unchanged', () => {
    expect(withFrenchSpacing('Obésité et vie de couple')).toBe('Obésité et vie de couple');
    expect(withFrenchSpacing('voir https://exemple.ma')).toBe('voir https://exemple.ma');
  });
});
