import { describe, expect, it } from 'vitest';
import { ArticleSearch, type SearchableArticle } from './article-search';
import { typosForgiven } from './engine';
import { planSearch, type SearchSynonym } from './query';

const NOW = new Date('2026-11-26T12:00:00.000Z');

function article(id: string, fields: Partial<SearchableArticle>): SearchableArticle {
  return {
    id,
    title: '',
    excerpt: '',
    taxonomy: '',
    body: '',
    publicFrom: Number.NEGATIVE_INFINITY,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

async function searchOf(...articles: SearchableArticle[]): Promise<ArticleSearch> {
  const search = new ArticleSearch();
  await search.update(articles);
  return search;
}

const ids = (search: ArticleSearch, query: string, synonyms: SearchSynonym[] = [], now = NOW) => {
  const plan = planSearch(query, synonyms);
  return plan ? search.search(plan, now, 10).found.map((match) => match.id) : [];
};

describe('the articles’ search (MiniSearch)', () => {
  it('ranks the articles matching more of the words first, and still finds those matching only some', async () => {
    const search = await searchOf(
      article('ventre', { body: 'Le ventre gonfle.' }),
      article('both', { body: 'Un mal de ventre qui dure.' }),
      article('other', { body: 'Rien à voir.' }),
    );
    expect(ids(search, 'mal ventre')).toEqual(['both', 'ventre']);
  });

  it('forgives no typo up to 3 letters, one from 4 to 6 letters, two from 7', async () => {
    expect(['col', 'pelvis', 'contraception'].map(typosForgiven)).toEqual([0, 1, 2]);
    const search = await searchOf(
      article('contraception', { title: 'Contraception : bien choisir' }),
      article('ejaculation', { title: 'Éjaculation précoce' }),
      article('col', { title: 'Le col et le frottis' }),
    );
    expect(ids(search, 'contraseption')).toEqual(['contraception']);
    expect(ids(search, 'ejaculasion precoce')).toEqual(['ejaculation']);
    expect(ids(search, 'ejakulasyon')).toEqual([]);
    expect(ids(search, 'frotis')).toEqual(['col']);
    expect(ids(search, 'sol zzzz')).toEqual([]);
  });

  it('reads the last word typed as a beginning, from three letters', async () => {
    const search = await searchOf(article('echo', { title: 'L’échographie pelvienne' }));
    expect(ids(search, 'pelvienne écho')).toEqual(['echo']);
    expect(ids(search, 'échogr')).toEqual(['echo']);
    expect(ids(search, 'éc')).toEqual([]);
  });

  it('finds an article through what an everyday word means', async () => {
    const search = await searchOf(article('erection', { title: 'Les troubles de l’érection' }));
    expect(ids(search, 'impuissance', [{ term: 'impuissance', meaning: 'érection dysfonction érectile' }])).toEqual([
      'erection',
    ]);
  });

  it('ranks a word of the title before the same word in a body, and orders equals newest first', async () => {
    const search = await searchOf(
      article('body', { title: 'Autre chose', body: 'La prostate.', createdAt: '2026-06-01T00:00:00.000Z' }),
      article('title', { title: 'La prostate', body: 'Autre chose.' }),
      article('older', { title: 'Sommeil', createdAt: '2026-01-01T00:00:00.000Z' }),
      article('newer', { title: 'Sommeil', createdAt: '2026-03-01T00:00:00.000Z' }),
    );
    expect(ids(search, 'prostate')).toEqual(['title', 'body']);
    expect(ids(search, 'sommeil')).toEqual(['newer', 'older']);
  });

  it('finds a scheduled article from its hour, not before', async () => {
    const hour = Date.parse('2026-11-27T08:00:00.000Z');
    const search = await searchOf(article('later', { title: 'Stress', publicFrom: hour }));
    expect(ids(search, 'stress')).toEqual([]);
    expect(ids(search, 'stress', [], new Date(hour))).toEqual(['later']);
  });

  it('suggests the closest known words as written, never a word only a future article holds, the one beginning like the typed word among equals', async () => {
    const hour = Date.parse('2026-11-27T08:00:00.000Z');
    const search = await searchOf(
      article('ejaculation', { title: 'Éjaculation précoce', body: 'Une éjaculation précoce se soigne.' }),
      article('later', { title: 'Vaginisme', publicFrom: hour }),
      article('other', { body: 'Un soin proposé, proposé, proposé.' }),
    );
    const known = await search.knownWords();
    const suggest = (query: string, now = NOW) => known.suggestionFor(planSearch(query, [])!, now);
    expect(suggest('ejakulasyon prekose')).toBe('éjaculation précoce');
    // As close to « proposé », more frequent, as to « précoce », which begins like it.
    expect(suggest('ejakulasyon prekosse')).toBe('éjaculation précoce');
    expect(suggest('éjaculation')).toBeNull();
    expect(suggest('vajinismme')).toBeNull();
    expect(suggest('vajinismme', new Date(hour))).toBe('vaginisme');
  });

  it('follows an update: an edited article is found by its new words only, a removed one no more, and neither’s old words are suggested', async () => {
    const hour = Date.parse('2026-11-27T08:00:00.000Z');
    const search = await searchOf(
      article('edited', { title: 'Échographie' }),
      article('removed', { title: 'Vaginisme' }),
      article('kept', { title: 'Sommeil' }),
    );
    expect((await search.knownWords()).suggestionFor(planSearch('echografie', [])!, NOW)).toBe('échographie');
    await search.update([
      article('edited', { title: 'Ménopause', publicFrom: hour }),
      article('kept', { title: 'Sommeil' }),
    ]);
    const known = await search.knownWords();
    const suggest = (query: string) => known.suggestionFor(planSearch(query, [])!, NOW);
    expect(ids(search, 'échographie')).toEqual([]);
    expect(ids(search, 'vaginisme')).toEqual([]);
    expect(ids(search, 'sommeil')).toEqual(['kept']);
    expect(ids(search, 'ménopause')).toEqual([]);
    expect(ids(search, 'ménopause', [], new Date(hour))).toEqual(['edited']);
    expect(suggest('echografie')).toBeNull();
    expect(suggest('vajinismme')).toBeNull();
    expect(suggest('menopoze')).toBeNull();
    expect(search.size).toBe(2);
  });
});
