import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { pageCacheBridge } from '@/lib/process-bridge/page-cache-bridge';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/site/public-content-version';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

/**
 * The one way to change what public pages show: `work` and a new public content version are
 * written in one transaction, so either both are stored or neither (decision 034). A version
 * written afterwards, in a second step, could fail alone (the connection lost while it waited
 * for the version row's lock): the change was stored, the staff member was told it was not, and
 * every cached page kept the old text. `changed` says from `work`'s result whether anything was
 * written (a delete of nothing moves no version). Once committed, this process's own cache is
 * told at once rather than at its next read of the version. `database` is another connection to
 * the same database (tests of two processes).
 */
export async function changePublicContent<T>(
  work: (trx: Transaction<Database>) => Promise<T>,
  changed: (result: T) => boolean = () => true,
  database: Kysely<Database> = db(),
): Promise<T> {
  const result = await database.transaction().execute(async (trx) => {
    const outcome = await work(trx);
    if (changed(outcome)) {
      const value = randomUUID();
      await trx
        .insertInto('app_settings')
        .values({ key: PUBLIC_CONTENT_VERSION_KEY, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
        .execute();
    }
    return outcome;
  });
  if (changed(result)) pageCacheBridge().contentChanged?.();
  return result;
}

/** `changePublicContent` for a `work` that answers whether it found what it changes: not found moves no version. */
export function changePublicContentIfFound(work: (trx: Transaction<Database>) => Promise<boolean>): Promise<boolean> {
  return changePublicContent(work, (found) => found);
}
