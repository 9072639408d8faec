import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

const cached = new Map<string, string>();

/**
 * The salt of one Casablanca day, drawn by whichever process counts first that day and shared
 * through the database, so every process computes the same reader keys (decision 045).
 */
export async function saltForDay(database: Kysely<Database>, day: string): Promise<string> {
  const known = cached.get(day);
  if (known) return known;
  await database
    .insertInto('statistics_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const { salt } = await database
    .selectFrom('statistics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  cached.clear();
  cached.set(day, salt);
  return salt;
}
