import { expandLigatures, foldAccents } from './fold-accents';

/**
 * One normalisation for search, used when a post is written (its `search_text` column) and when a
 * query is run, so a plain LIKE finds "Échographie" from "echographie" on SQLite and PostgreSQL alike.
 */
export function normalizeForSearch(text: string): string {
  return expandLigatures(foldAccents(text.toLowerCase())).replace(/\s+/g, ' ').trim();
}

/** What a post's `search_text` holds: its title and content, normalised. */
export function buildPostSearchText(post: { title: string; content: string }): string {
  return normalizeForSearch(`${post.title}\n${post.content}`);
}

/**
 * A `LIKE … ESCAPE '\'` pattern that matches the normalised query anywhere, with the user's
 * `%`, `_` and `\` taken literally. Null when the query is blank (no filter).
 */
export function searchLikePattern(query: string): string | null {
  const normalized = normalizeForSearch(query);
  if (!normalized) return null;
  return `%${normalized.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
