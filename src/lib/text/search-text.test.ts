import { describe, expect, it } from 'vitest';
import { buildPostSearchText, normalizeForSearch, searchLikePattern } from './search-text';

describe('normalizeForSearch', () => {
  it.each([
    ['Échographie', 'echographie'],
    ['ÉCHOGRAPHIE CLINIQUE', 'echographie clinique'],
    ['Frigidité et femme marocaine', 'frigidite et femme marocaine'],
    ['Cœur, sœur et Ægée', 'coeur, soeur et aegee'],
    ['  préliminaires\n\tdu   couple ', 'preliminaires du couple'],
    ['ça, où, naïf, Noël', 'ca, ou, naif, noel'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('buildPostSearchText', () => {
  it('covers title and content so either can be searched', () => {
    const text = buildPostSearchText({ title: 'Échographie clinique', content: '<p>Le Stress au quotidien</p>' });
    expect(text).toContain('echographie clinique');
    expect(text).toContain('le stress au quotidien');
  });
});

describe('searchLikePattern', () => {
  it('wraps the normalised query in wildcards', () => {
    expect(searchLikePattern('  Échographie ')).toBe('%echographie%');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(searchLikePattern('100%_sûr\\')).toBe('%100\\%\\_sur\\\\%');
  });

  it('returns null for a blank query', () => {
    expect(searchLikePattern('   ')).toBeNull();
  });
});
