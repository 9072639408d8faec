import { describe, expect, it } from 'vitest';
import { pagesBySubject, topicPageName } from './page-names';

describe('the pages « Statistiques » names', () => {
  it('names the fixed pages, and sorts the others by the kind of subject their slug names', () => {
    const { fixed, slugs } = pagesBySubject([
      '/',
      '/rendez-vous',
      '/services/echographie-clinique',
      '/guides/preparer-echographie',
      '/blog/recherche',
      '/blog/un-article',
      '/blog/categorie/couple',
      '/blog/etiquette/echographie',
      '/auteurs/dr-exemple',
      '/admin/blog',
    ]);
    expect(fixed).toEqual(
      new Map([
        ['/', 'Accueil'],
        ['/rendez-vous', 'Demande de rendez-vous'],
        ['/services/echographie-clinique', 'Échographie clinique'],
        ['/guides/preparer-echographie', 'Préparer son échographie'],
        ['/blog/recherche', 'Recherche dans le blog'],
      ]),
    );
    expect(slugs).toEqual({
      article: new Set(['un-article']),
      author: new Set(['dr-exemple']),
      category: new Set(['couple']),
      tag: new Set(['echographie']),
    });
  });

  it('calls a topic page by its kind and name', () => {
    expect(topicPageName('category', 'Couple')).toBe('Catégorie «\u00a0Couple\u00a0»');
    expect(topicPageName('tag', 'Échographie')).toBe('Étiquette «\u00a0Échographie\u00a0»');
  });
});
