import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clientKey } from '@/lib/http/client-key';
import { casablancaDay } from '@/lib/practice/practice-days';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

const cached = new Map<string, string>();

/**
 * The salt of one Casablanca day, drawn by whichever process needs it first that day and shared
 * through the database, so every process computes the same client keys (decisions 045 and 069).
 * The statistics' upkeep deletes it after two days.
 */
export async function saltForDay(database: Kysely<Database>, day: string): Promise<string> {
  const known = cached.get(day);
  if (known) return known;
  // The first salt drawn for the day stays: a later draw's no-op update hands that one back.
  const { salt } = await database
    .insertInto('statistics_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ day }))
    .returning('salt')
    .executeTakeFirstOrThrow();
  cached.clear();
  cached.set(day, salt);
  return salt;
}

/**
 * The one daily hash of a client, for every edge that counts clients (the public forms' limits,
 * the readings): `address` as `clientAddress` reads it, never stored in clear.
 */
export async function dailyClientKey(
  address: string,
  now: number,
  subject = '',
  database: Kysely<Database> = db(),
): Promise<string> {
  return clientKey(await saltForDay(database, casablancaDay(new Date(now))), address, subject);
}
