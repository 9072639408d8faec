import { describe, expect, it } from 'vitest';
import { cleanSearchQuery, MAX_QUERY_CHARACTERS, MAX_QUERY_WORDS, planSearch, resultsPageOf } from './query';
import { buildSnippet, visibleText } from './snippet';
import { searchSitePages } from './site-pages';
import { searchWordOf, stemOf, stemsOf, wordsOf } from './words';

const synonyms = [
  { term: 'écho', meaning: 'échographie' },
  { term: 'impuissance', meaning: 'dysfonction érectile' },
  { term: 'panne', meaning: 'dysfonction érectile' },
];

describe('French stemming, case and accents', () => {
  it.each([
    ['échographies', 'échographie'],
    ['préliminaire', 'préliminaires'],
    ['ECHOGRAPHIE', 'Échographie'],
    ['cœur', 'coeur'],
    ['douleurs', 'Douleur'],
  ])('« %s » and « %s » share one stem', (a, b) => {
    expect(stemOf(a)).toBe(stemOf(b));
  });

  it('leaves out the words that carry no topic', () => {
    expect(stemsOf('Comment se préparer à l’échographie de la prostate')).toEqual([
      stemOf('préparer'),
      stemOf('échographie'),
      stemOf('prostate'),
    ]);
  });
});

describe('query normalisation', () => {
  it('keeps the first of many q, turns control and bidi characters into spaces and bounds the length', () => {
    expect(cleanSearchQuery(['écho', 'autre'])).toBe('écho');
    expect(cleanSearchQuery('é\u0000cho\u202Egraphie\u0007')).toBe('é cho graphie');
    expect(cleanSearchQuery('a'.repeat(10_000))).toHaveLength(MAX_QUERY_CHARACTERS);
    expect(cleanSearchQuery(undefined)).toBe('');
  });

  it('finds nothing to search in punctuation, metacharacters or stop words alone', () => {
    for (const query of ['?!…;', '.*+?^${}()|[]\\', "' -- ;", '"*" :* &!', 'le la les', '']) {
      expect(planSearch(cleanSearchQuery(query), synonyms), query).toBeNull();
    }
  });

  it('reads page numbers from 1 to 100 and anything else as page 1', () => {
    expect(resultsPageOf('3')).toBe(3);
    for (const raw of ['1000000000000', '-2', '0', 'abc', '1e3', '2.5', undefined])
      expect(resultsPageOf(raw), String(raw)).toBe(1);
    expect(resultsPageOf(['4', '9'])).toBe(4);
  });
});

describe('words of a text', () => {
  it('reads letters, combining marks and digits as words, and splits on apostrophes, hyphens, spaces and symbols', () => {
    const text = 'L’échographie (2ᵉ) : rendez-vous à 8h30… «\u00a0Cœur\u00a0» e\u0301cho 𝐀𝐁 مرحبا 😀 fin';
    expect(wordsOf(text)).toEqual([
      'L',
      'échographie',
      '2ᵉ',
      'rendez',
      'vous',
      'à',
      '8h30',
      'Cœur',
      'e\u0301cho',
      '𝐀𝐁',
      'مرحبا',
      'fin',
    ]);
    expect(wordsOf('')).toEqual([]);
  });
});

describe('everyday words (term expansion)', () => {
  const stems = (query: string) => {
    const plan = planSearch(query, synonyms);
    return { typed: plan?.typed.map((word) => word.stem), meanings: plan?.meanings.map((word) => word.stem) };
  };

  it('searches « écho » as itself and échographie', () => {
    expect(stems('écho')).toEqual({ typed: [stemOf('écho')], meanings: [stemOf('échographie')] });
  });

  it('adds what an everyday word means to the words typed, which are all kept', () => {
    expect(stems('impuissance traitement')).toEqual({
      typed: [stemOf('impuissance'), stemOf('traitement')],
      meanings: [stemOf('dysfonction'), stemOf('érectile')],
    });
  });

  it('keeps the folded word, which typos are measured against, beside its stem', () => {
    expect(searchWordOf('Éjaculations')).toEqual({ term: 'ejaculations', stem: stemOf('éjaculation') });
    expect(searchWordOf('les')).toBeNull();
  });

  it('never lets a character of the query through as syntax, and searches at most MAX_QUERY_WORDS words', () => {
    expect(planSearch(`écho" OR * NEAR( ' | & ! :*`, synonyms)?.typed.map((word) => word.term)).toEqual([
      'echo',
      'or',
      'near',
    ]);
    expect(planSearch('mot '.repeat(40), synonyms)?.typed).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('snippets', () => {
  const stems = new Set([stemOf('échographies')]);

  it('marks the matched words whatever their case, accents or ending', () => {
    const parts = buildSnippet('Avant une Échographie, buvez de l’eau. Les echographies sont indolores.', stems);
    expect(parts.filter((part) => part.matched).map((part) => part.text)).toEqual(['Échographie', 'echographies']);
    expect(parts.map((part) => part.text).join('')).toBe(
      'Avant une Échographie, buvez de l’eau. Les echographies sont indolores.',
    );
  });

  it('shows the passage around the matches in a long text, cut at words with « … »', () => {
    const text = `${'Début sans rapport. '.repeat(30)}Ici l’échographie pelvienne. ${'Fin sans rapport. '.repeat(30)}`;
    const snippet = buildSnippet(text, stems)
      .map((part) => part.text)
      .join('');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain('échographie pelvienne');
    expect(snippet.length).toBeLessThan(240);
  });

  it('begins the passage at a whole word when the window starts inside one', () => {
    const text = `${'anticonstitutionnellement '.repeat(20)}échographie. ${'Suite du texte. '.repeat(20)}`;
    const snippet = buildSnippet(text, stems)
      .map((part) => part.text)
      .join('');
    expect(snippet).toMatch(/^… anticonstitutionnellement échographie\. Suite/);
  });

  it('keeps markup typed in an article as text for the page to escape', () => {
    const parts = buildSnippet(visibleText('<p>L’<strong>échographie</strong> &lt;script&gt;</p>'), stems);
    expect(parts.map((part) => part.text).join('')).toBe('L’ échographie <script>');
    expect(parts.find((part) => part.matched)?.text).toBe('échographie');
  });
});

describe('service pages and guides', () => {
  const find = (query: string) =>
    searchSitePages(planSearch(query, synonyms) ?? { typed: [], meanings: [] }).map((hit) => hit.path);

  it('finds the ultrasound service and guide from « écho », the ultrasound guide first for « préparer échographie »', () => {
    expect(find('écho')).toEqual(
      expect.arrayContaining(['/services/echographie-clinique', '/guides/preparer-echographie']),
    );
    expect(find('préparer échographie')[0]).toBe('/guides/preparer-echographie');
  });

  it('finds sexual medicine first from « vaginisme » and nothing from a word no page has', () => {
    expect(find('vaginisme')[0]).toBe('/services/sexologie-medicale');
    expect(find('zorglub')).toEqual([]);
  });
});
