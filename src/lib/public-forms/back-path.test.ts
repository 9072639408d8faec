import { describe, expect, it } from 'vitest';
import { sitePathOr } from './back-path';

describe('return path after a send without JavaScript', () => {
  it('keeps a path of this site', () => {
    expect(sitePathOr('/blog/mon-article')).toBe('/blog/mon-article');
    expect(sitePathOr('/rendez-vous?motif=suivi')).toBe('/rendez-vous?motif=suivi');
  });

  it('falls back for another origin, however written', () => {
    for (const candidate of [
      '//evil.example',
      '/.//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '',
      undefined,
    ]) {
      expect(sitePathOr(candidate)).toBe('/');
    }
  });
});
