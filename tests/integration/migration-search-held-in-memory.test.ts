import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseEngine, db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { listEverydayWords } from '@/server/search/everyday-words';
import { migrateBelow } from '../support/migrate-below';

const MIGRATION = '0026_search_held_in_memory';

async function tableNames(): Promise<string[]> {
  const query =
    databaseEngine() === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
  return (await query.execute(db())).rows.map((row) => row.name);
}

// What an earlier migration 0025 left in databases it ran on: the stored stems and their counter.
async function createStoredStems(): Promise<void> {
  await sql`create table post_search_terms (post_id text primary key, terms text not null)`.execute(db());
  await sql`create table search_index_changes (id integer primary key, changes integer not null)`.execute(db());
}

describe('migration 0026 (the search held by each process, on MiniSearch)', () => {
  it('drops the stored stems and their counter where they exist, widens the seeded everyday words and keeps a line staff changed, and undoes cleanly', async () => {
    await migrateBelow(MIGRATION);
    await createStoredStems();
    await db().updateTable('search_synonyms').set({ meaning: 'panne sexuelle' }).where('term', '=', 'panne').execute();
    expect((await migrateToLatest()).applied).toContain(MIGRATION);
    const tables = await tableNames();
    expect(tables).not.toContain('post_search_terms');
    expect(tables).not.toContain('search_index_changes');
    const meanings = new Map((await listEverydayWords()).map((line) => [line.term, line.meaning]));
    expect(meanings.get('impuissance')).toBe('érection dysfonction érectile');
    expect(meanings.get('panne')).toBe('panne sexuelle');
    expect(meanings.get('enceinte')).toBe('grossesse');
    await migrateBelow(MIGRATION);
    expect((await listEverydayWords()).map((line) => line.term)).not.toContain('enceinte');
    expect((await migrateToLatest()).applied).toContain(MIGRATION);
  });
});
