import { type SearchableArticle, type SearchDocument, searchDocumentOf } from './document';
import { SNIPPET_SOURCE_CHARACTERS, visibleText } from './snippet';

/**
 * How much one occurrence weighs in each field (decision 058): a word of the title says what the
 * article is about far more than one of its body. The same weights FTS5's bm25 was given before.
 */
export const FIELD_WEIGHTS: Readonly<Record<keyof SearchDocument, number>> = {
  title: 10,
  excerpt: 4,
  taxonomy: 4,
  body: 1,
};

/** An article's stems with their weighted counts, and its weighted length (the sum of the counts). */
export type IndexedTerms = { terms: ReadonlyMap<string, number>; length: number };

/** The weighted stems of an article's search document. */
export function indexedTermsOf(document: SearchDocument): IndexedTerms {
  const terms = new Map<string, number>();
  let length = 0;
  for (const field of Object.keys(FIELD_WEIGHTS) as Array<keyof SearchDocument>) {
    const weight = FIELD_WEIGHTS[field];
    for (const stem of document[field].split(' ')) {
      if (!stem) continue;
      terms.set(stem, (terms.get(stem) ?? 0) + weight);
      length += weight;
    }
  }
  return { terms, length };
}

/**
 * The stored form: `stem:count` pairs separated by spaces. Stems are letters and digits only
 * (WORD splits on everything else), so neither separator can occur inside one.
 */
export function writeTerms(terms: ReadonlyMap<string, number>): string {
  return [...terms].map(([stem, count]) => `${stem}:${count}`).join(' ');
}

export function readTerms(stored: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const pair of stored.split(' ')) {
    const colon = pair.lastIndexOf(':');
    if (colon <= 0) continue;
    const count = Number(pair.slice(colon + 1));
    if (count > 0) terms.set(pair.slice(0, colon), count);
  }
  return terms;
}

/** An article's row of the search index, as stored (`post_search_terms`). */
export type StoredSearchTerms = { terms: string; length: number; passage: string };

/**
 * What is stored for an article: its weighted stems, its weighted length, and the beginning of
 * the text a reader sees in its body, where a result's passage is looked for (decision 049's
 * bound), stripped of its markup once here rather than at every search.
 */
export function storedSearchTermsOf(article: SearchableArticle): StoredSearchTerms {
  const { terms, length } = indexedTermsOf(searchDocumentOf(article));
  return {
    terms: writeTerms(terms),
    length,
    passage: visibleText(article.content).slice(0, SNIPPET_SOURCE_CHARACTERS),
  };
}
