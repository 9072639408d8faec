import { visibleText } from './snippet';
import { stemsOf } from './words';

/** What an article is searched by, each field as its stems separated by spaces (decision 042). */
export type SearchDocument = { title: string; excerpt: string; taxonomy: string; body: string };

export type SearchableArticle = {
  title: string;
  excerpt: string | null;
  content: string;
  categoryName: string | null;
  tagNames: readonly string[];
};

const stemLine = (text: string) => stemsOf(text).join(' ');

/**
 * The fields an article is indexed under: its title, excerpt, category and tags, and the words a
 * reader sees in its body, as the stems a query is planned with (indexedTermsOf weighs them).
 */
export function searchDocumentOf(article: SearchableArticle): SearchDocument {
  return {
    title: stemLine(article.title),
    excerpt: stemLine(article.excerpt ?? ''),
    taxonomy: stemLine([article.categoryName ?? '', ...article.tagNames].join(' ')),
    body: stemLine(visibleText(article.content)),
  };
}
