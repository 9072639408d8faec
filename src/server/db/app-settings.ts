import 'server-only';
import type { Kysely } from 'kysely';
import { db } from './client';
import type { Database } from './schema';
import { touchedRows } from './stored-values';

/** One-time flags kept in the database so every process (and every restart) sees them. */
export async function readAppSetting(key: string, database: Kysely<Database> = db()): Promise<string | null> {
  const row = await database.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeAppSetting(key: string, value: string): Promise<void> {
  await db()
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** Sets the flag only if absent; true for the one caller that set it, even across processes. */
export async function claimAppSetting(key: string, value: string): Promise<boolean> {
  const result = await db()
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Deletes the setting only if it still holds `value`; true for the one caller that deleted it. */
export async function deleteAppSettingIfUnchanged(key: string, value: string): Promise<boolean> {
  const result = await db()
    .deleteFrom('app_settings')
    .where('key', '=', key)
    .where('value', '=', value)
    .executeTakeFirst();
  return touchedRows(result);
}

export async function deleteAppSetting(key: string): Promise<void> {
  await db().deleteFrom('app_settings').where('key', '=', key).execute();
}
