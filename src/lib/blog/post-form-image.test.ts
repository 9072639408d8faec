import { describe, expect, it } from 'vitest';
import { cardImageName, MAX_IMAGE_BYTES } from './post-form-image';

describe('upload rules', () => {
  it('allows exactly 5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });

  it.each([
    ['1700000000000-0123456789ab.jpeg', '1700000000000-0123456789ab-w800.jpeg'],
    ['/uploads/1700000000000-0123456789ab.jpg', '/uploads/1700000000000-0123456789ab-w800.jpg'],
    [
      'https://cdn.example.com/b/1700000000000-0123456789ab.webp',
      'https://cdn.example.com/b/1700000000000-0123456789ab-w800.webp',
    ],
    ['/images/articles/default.svg', '/images/articles/default.svg'],
    ['https://example.com/photo.jpg', 'https://example.com/photo.jpg'],
  ])('the 800 px card copy of %s is named %s', (name, expected) => {
    expect(cardImageName(name)).toBe(expected);
  });
});
