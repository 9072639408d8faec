import type { ActionResult } from '@/lib/actions/action-result';

/**
 * What the « Mots des patients » dialog needs in the browser: the fields, their limits and what
 * saving answers. Apart from the form's schema, whose check that a word gives the search a stem
 * brings the stemmer (all of Snowball's languages, 318 kB of script) into the page.
 */
export const EVERYDAY_WORD_FIELDS = ['term', 'meaning'] as const;
export type EverydayWordFieldErrors = Partial<Record<(typeof EVERYDAY_WORD_FIELDS)[number], string>>;

export const TERM_MAX_LENGTH = 100;
export const MEANING_MAX_LENGTH = 200;

/** What saving a word answers: its id, or the fields to correct. */
export type EverydayWordSaveResult = ActionResult<{ id: string }>;
