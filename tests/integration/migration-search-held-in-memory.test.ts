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

describe('migration 0026 (the search held by each process, on MiniSearch)', () => {
  it('drops the stored stems and their counter, widens the seeded everyday words and keeps a line staff changed, and undoes cleanly', async () => {
    await migrateBelow(MIGRATION);
    expect(await tableNames()).toEqual(expect.arrayContaining(['post_search_terms', 'search_index_changes']));
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
    expect(await tableNames()).toEqual(expect.arrayContaining(['post_search_terms', 'search_index_changes']));
    expect((await listEverydayWords()).map((line) => line.term)).not.toContain('enceinte');
    await migrateToLatest();
  });
});
