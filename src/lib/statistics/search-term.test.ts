import { describe, expect, it } from 'vitest';
import { normalisedSearchTerm } from './search-term';

describe('searches are counted as normalised terms', () => {
  it.each([
    ['Échographie', 'echographie'],
    ['  écho   PELVIENNE ', 'echo pelvienne'],
    ['cœur', 'coeur'],
    ["l'éjaculation ?", 'l ejaculation'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['\u202Eévitez', 'evitez'],
  ])('%j → %j', (query, term) => {
    expect(normalisedSearchTerm(query)).toBe(term);
  });

  it('punctuation only or empty is no term', () => {
    expect(normalisedSearchTerm('?!…')).toBeNull();
    expect(normalisedSearchTerm('')).toBeNull();
  });

  it('a 10,000-character query is cut to 60 characters', () => {
    expect(normalisedSearchTerm('a'.repeat(10_000))).toHaveLength(60);
  });
});
