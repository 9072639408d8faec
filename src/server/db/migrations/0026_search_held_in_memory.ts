import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { normalizeForSearch } from '@/lib/text/search-text';
import type { DatabaseEngine } from '../schema';

/*
 * The public search is built by each process from the articles themselves (decision 066): the
 * stored stems, their counter and its triggers go where an earlier 0025 created them. The everyday words gain the words
 * patients type for the subjects the articles cover (copied here, not imported: a migration
 * writes the same rows whatever src/ later becomes), unless the list holds the word already (case
 * and accents ignored, as the back office compares them); a seeded line staff changed is left alone.
 */

const ERECTION = 'érection dysfonction érectile';
const MEANINGS_WIDENED: Array<[string, string, string]> = [
  ['impuissance', 'dysfonction érectile', ERECTION],
  ['panne', 'dysfonction érectile', ERECTION],
  ['trouble de l’érection', 'dysfonction érectile', ERECTION],
  ['problème d’érection', 'dysfonction érectile', ERECTION],
];

const WORDS_ADDED: Array<[string, string]> = [
  ['rapports douloureux', 'douleurs pendant les rapports dyspareunie vaginisme'],
  ['enceinte', 'grossesse'],
  ['règles douloureuses', 'douleurs des règles dysménorrhée'],
  ['arrêt des règles', 'ménopause'],
  ['bouffées de chaleur', 'ménopause'],
  ['jouir trop vite', 'éjaculation précoce'],
  ['venir trop vite', 'éjaculation précoce'],
  ['manque d’envie', 'baisse du désir libido'],
  ['frigide', 'frigidité'],
  ['capote', 'préservatif'],
  ['maladie vénérienne', 'infections sexuellement transmissibles IST'],
  ['sida', 'VIH infections sexuellement transmissibles'],
  ['kilos', 'obésité poids'],
  ['surpoids', 'obésité poids'],
  ['dormir', 'sommeil insomnie'],
  ['nervosité', 'stress anxiété'],
  ['sexologue', 'sexologie'],
];

export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  if (engine === 'sqlite')
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`search_synonyms_${event}_counted`)}`.execute(db);
  else await sql`drop trigger if exists search_synonyms_counted on search_synonyms`.execute(db);
  await db.schema.dropTable('post_search_terms').ifExists().execute();
  await db.schema.dropTable('search_index_changes').ifExists().execute();
  if (engine === 'postgres') await sql`drop function if exists count_search_index_change()`.execute(db);

  for (const [term, seeded, widened] of MEANINGS_WIDENED)
    await db
      .updateTable('search_synonyms')
      .set({ meaning: widened })
      .where('term', '=', term)
      .where('meaning', '=', seeded)
      .execute();
  const existing = new Set(
    (await db.selectFrom('search_synonyms').select('term').execute()).map((row) => normalizeForSearch(row.term)),
  );
  const now = new Date().toISOString();
  const added = WORDS_ADDED.filter(([term]) => !existing.has(normalizeForSearch(term)));
  if (added.length > 0)
    await db
      .insertInto('search_synonyms')
      .values(added.map(([term, meaning]) => ({ id: randomUUID(), term, meaning, created_at: now })))
      .execute();
}

/** Back to the everyday words of 0016. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const [term, meaning] of WORDS_ADDED)
    await db.deleteFrom('search_synonyms').where('term', '=', term).where('meaning', '=', meaning).execute();
  for (const [term, seeded, widened] of MEANINGS_WIDENED)
    await db
      .updateTable('search_synonyms')
      .set({ meaning: seeded })
      .where('term', '=', term)
      .where('meaning', '=', widened)
      .execute();
}
