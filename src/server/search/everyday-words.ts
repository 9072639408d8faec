import 'server-only';
import { randomUUID } from 'node:crypto';
import type { EverydayWordInput } from '@/lib/search/everyday-word-form';
import { db } from '../db/client';
import { touchedRows } from '../db/stored-values';
import { changePublicContent, changePublicContentIfFound } from '../public-cache/content-version';

/** One line of the everyday-words list (`search_synonyms`, decision 042): a word and what it finds. */
export type EverydayWord = { id: string; term: string; meaning: string };

/** The list as the back office shows it, in French alphabetical order (accents sort with their letter). */
export async function listEverydayWords(): Promise<EverydayWord[]> {
  const rows = await db().selectFrom('search_synonyms').select(['id', 'term', 'meaning']).execute();
  return rows.sort((a, b) => a.term.localeCompare(b.term, 'fr') || a.meaning.localeCompare(b.meaning, 'fr'));
}

/*
 * Every change moves the public content version in its own transaction (decision 034): search
 * result pages are cached under that version in their own pool (decision 042), so a new meaning
 * shows on every process within the freshness rule.
 */

export async function createEverydayWord(input: EverydayWordInput): Promise<{ id: string }> {
  const id = randomUUID();
  await changePublicContent((trx) =>
    trx.insertInto('search_synonyms').values({ id, term: input.term, meaning: input.meaning }).execute(),
  );
  return { id };
}

/** False when the line no longer exists. */
export async function updateEverydayWord(id: string, input: EverydayWordInput): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const result = await trx
      .updateTable('search_synonyms')
      .set({ term: input.term, meaning: input.meaning })
      .where('id', '=', id)
      .executeTakeFirst();
    return touchedRows(result);
  });
}

/** False when the line no longer exists. */
export async function deleteEverydayWord(id: string): Promise<boolean> {
  return changePublicContentIfFound(async (trx) => {
    const result = await trx.deleteFrom('search_synonyms').where('id', '=', id).executeTakeFirst();
    return touchedRows(result);
  });
}
