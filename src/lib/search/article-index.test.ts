import { describe, expect, it } from 'vitest';
import { ArticleIndex, type IndexedArticle } from './article-index';
import { indexedTermsOf, readTerms, writeTerms } from './indexed-terms';
import type { SearchPlan } from './query';

const NOW = new Date('2026-11-26T12:00:00.000Z');

type Fields = { title?: string; excerpt?: string; taxonomy?: string; body?: string };

/** An article of the given fields' stems (already stems: the index never stems). */
function article(postId: string, fields: Fields, extra: Partial<IndexedArticle> = {}): IndexedArticle {
  const { terms, length } = indexedTermsOf({ title: '', excerpt: '', taxonomy: '', body: '', ...fields });
  return {
    postId,
    revision: `${postId}-1`,
    status: 'published',
    scheduled_at: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    terms,
    length,
    ...extra,
  };
}

/** A plan of single-stem groups: every word must be there. */
const allOf = (...stems: string[]): SearchPlan => ({ groups: stems.map((stem) => [[stem]]) });

function indexOf(...articles: IndexedArticle[]): ArticleIndex {
  const index = new ArticleIndex();
  for (const one of articles) index.put(one);
  return index;
}

describe('the search index', () => {
  it('finds the articles holding every group of the plan, through any alternative of a group, all stems of an alternative', () => {
    const index = indexOf(
      article('a', { body: 'impuiss trait' }),
      article('b', { body: 'dysfonct erectil trait' }),
      article('c', { body: 'dysfonct trait' }),
      article('d', { body: 'impuiss' }),
    );
    const plan: SearchPlan = { groups: [[['impuiss'], ['dysfonct', 'erectil']], [['trait']]] };
    const found = index.search(plan, NOW, 10);
    expect(found.postIds.sort()).toEqual(['a', 'b']);
    expect(found.total).toBe(2);
    expect(index.search(allOf('inconnu'), NOW, 10)).toEqual({ postIds: [], total: 0 });
  });

  it('ranks a word of the title before the same word in a body, and a rare word before a common one', () => {
    const index = indexOf(
      article('body', { title: 'autr', body: 'prostat' }, { createdAt: '2026-06-01T00:00:00.000Z' }),
      article('title', { title: 'prostat', body: 'autr' }),
    );
    expect(index.search(allOf('prostat'), NOW, 10).postIds).toEqual(['title', 'body']);
    const common = Array.from({ length: 8 }, (_, n) => article(`common${n}`, { body: 'consult bilan' }));
    const either = indexOf(
      ...common,
      article('common', { body: 'consult bilan' }, { createdAt: '2026-06-01T00:00:00.000Z' }),
      article('rare', { body: 'echograph bilan' }),
    );
    const plan: SearchPlan = { groups: [[['echograph'], ['consult']]] };
    expect(either.search(plan, NOW, 2).postIds).toEqual(['rare', 'common']);
  });

  it('orders equally relevant articles newest first, then by id, and returns the first `wanted` of them', () => {
    const dates = ['2026-03-01', '2026-05-01', '2026-01-01', '2026-05-01', '2026-04-01'];
    const index = indexOf(
      ...dates.map((date, n) => article(`p${n}`, { body: 'sommeil' }, { createdAt: `${date}T00:00:00.000Z` })),
    );
    expect(index.search(allOf('sommeil'), NOW, 10).postIds).toEqual(['p3', 'p1', 'p4', 'p0', 'p2']);
    expect(index.search(allOf('sommeil'), NOW, 2)).toEqual({ postIds: ['p3', 'p1'], total: 5 });
  });

  it('never finds a draft or an archived article, and finds a scheduled one from its hour', () => {
    const index = indexOf(
      article('draft', { title: 'stress' }, { status: 'draft' }),
      article('archived', { title: 'stress' }, { status: 'archived' }),
      article('later', { title: 'stress' }, { status: 'scheduled', scheduled_at: '2026-11-27T08:00:00.000Z' }),
    );
    expect(index.search(allOf('stress'), NOW, 10).total).toBe(0);
    expect(index.search(allOf('stress'), new Date('2026-11-27T08:00:00.000Z'), 10).postIds).toEqual(['later']);
    index.setVisibility('draft', { status: 'published', scheduled_at: null });
    expect(index.search(allOf('stress'), NOW, 10).postIds).toEqual(['draft']);
  });

  it('finds an article edited a thousand times by its last words only, and forgets a removed one', () => {
    const index = indexOf(article('kept', { title: 'fatigu' }));
    for (let edit = 0; edit < 1_000; edit += 1)
      index.put(article('edited', { title: `mot${edit} fatigu` }, { revision: `edited-${edit}` }));
    expect(index.size).toBe(2);
    expect(index.revisionOf('edited')).toBe('edited-999');
    expect(index.search(allOf('mot998'), NOW, 10).total).toBe(0);
    expect(index.search(allOf('mot999'), NOW, 10).postIds).toEqual(['edited']);
    expect(index.search(allOf('fatigu'), NOW, 10).total).toBe(2);
    // The thousand words of the earlier revisions went with the slots they held.
    expect(index.stemCount).toBeLessThan(100);
    index.remove('edited');
    expect(index.search(allOf('fatigu'), NOW, 10).postIds).toEqual(['kept']);
    expect(index.heldPostIds()).toEqual(['kept']);
  });
});

describe('the stored terms of an article', () => {
  it('weighs a stem 10 in the title, 4 in the excerpt and in the category or tags, 1 in the body', () => {
    const { terms, length } = indexedTermsOf({
      title: 'echograph',
      excerpt: 'echograph prostat',
      taxonomy: 'urolog',
      body: 'echograph echograph',
    });
    expect(Object.fromEntries(terms)).toEqual({ echograph: 16, prostat: 4, urolog: 4 });
    expect(length).toBe(24);
  });

  it('reads back what it wrote', () => {
    const terms = new Map([
      ['echograph', 16],
      ['2026', 1],
    ]);
    expect(readTerms(writeTerms(terms))).toEqual(terms);
    expect(readTerms('')).toEqual(new Map());
  });
});
