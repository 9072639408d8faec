import { describe, expect, it } from 'vitest';
import { ARTICLE_NOT_FOUND, notFoundPageFor } from './not-found-page';

describe('notFoundPageFor', () => {
  it('keeps the specification’s « 404 » and « Oops! Page not found », marked as English, for an unknown address', () => {
    for (const path of ['/cette-page-n-existe-pas', '/blog/un-article/en-trop', '/services/inconnu/encore', null]) {
      expect(notFoundPageFor(path)).toMatchObject({
        code: '404',
        heading: 'Oops! Page not found',
        headingLang: 'en',
        back: { href: '/' },
      });
    }
  });

  it('says which page of a section is missing', () => {
    expect(notFoundPageFor('/blog/inconnu')).toBe(ARTICLE_NOT_FOUND);
    expect(notFoundPageFor('/blog?page=99').heading).toBe('Cette page du blog n’existe pas');
    expect(notFoundPageFor('/auteurs/inconnu').heading).toBe('Auteur non trouvé');
    expect(notFoundPageFor('/services/inconnu').heading).toBe('Service non trouvé');
    expect(notFoundPageFor('/blog/inconnu').code).toBeUndefined();
    expect(notFoundPageFor('/blog/inconnu').headingLang).toBeUndefined();
  });
});
