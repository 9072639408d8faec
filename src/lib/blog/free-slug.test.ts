import { describe, expect, it } from 'vitest';
import { freeSlug } from './free-slug';

describe('freeSlug (decision 048)', () => {
  it('slugifies the name when nobody uses it', () => {
    expect(freeSlug('Santé du couple', new Set(), 'categorie')).toBe('sante-du-couple');
  });

  it('adds -2, -3… when another category or tag already uses the address', () => {
    expect(freeSlug('Couple & vie', new Set(['couple-vie']), 'categorie')).toBe('couple-vie-2');
    expect(freeSlug('Couple, vie', new Set(['couple-vie', 'couple-vie-2']), 'categorie')).toBe('couple-vie-3');
  });

  it('falls back when the name has no usable letter', () => {
    expect(freeSlug('!!!', new Set(), 'etiquette')).toBe('etiquette');
  });
});
