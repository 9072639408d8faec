import 'server-only';
import { sql, type Kysely } from 'kysely';
import { addDays, casablancaDay } from '@/lib/practice/practice-days';
import { clientKey } from '@/lib/http/client-key';
import type { QueuedReading } from '@/lib/statistics/queued-reading';
import type { Database } from '@/server/db/schema';
import { saltForDay } from '@/server/http/daily-client-key';
import { knownPages } from './page-names';

// Rows per INSERT: far below SQLite's bound on variables, and one round trip for a busy batch.
const CHUNK = 200;

type Unit = { key: string; reading: QueuedReading; search: boolean };

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** Each reading's subjects: the page (view or booking action) and, on the search page, the term. */
function units(batch: readonly QueuedReading[], salt: string): Unit[] {
  const byKey = new Map<string, Unit>();
  for (const reading of batch) {
    const subjects: [string, boolean][] = [[`${reading.metric}:${reading.page}`, false]];
    if (reading.searchTerm) subjects.push([`search:${reading.searchTerm}`, true]);
    for (const [subject, search] of subjects) {
      const key = clientKey(salt, reading.reader.address, subject);
      if (!byKey.has(key)) byKey.set(key, { key, reading, search });
    }
  }
  // One order for every process: two flushes of the same readers then take their row locks in
  // the same order and wait for each other instead of deadlocking (PostgreSQL).
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Adds a batch of readings to the day's figures in one transaction: a reader counts once per
 * page, metric and day (and once per search term and day) whichever process saw them, because
 * the day's reader keys are inserted first and only the new ones are counted. An article's
 * `views_count` grows with the same rule, so the blog list and « Statistiques » agree.
 */
export async function storeReadings(
  database: Kysely<Database>,
  batch: readonly QueuedReading[],
  now: Date,
): Promise<number> {
  if (batch.length === 0) return 0;
  const day = casablancaDay(now);
  const salt = await saltForDay(database, day);
  const pages = await knownPages(
    database,
    batch.map((reading) => reading.page),
    now,
  );
  const candidates = units(
    batch.filter((reading) => pages.has(reading.page)),
    salt,
  );
  if (candidates.length === 0) return 0;
  return database.transaction().execute(async (trx) => {
    const fresh = new Set<string>();
    for (const chunk of chunks(candidates)) {
      const rows = await trx
        .insertInto('statistics_seen')
        .values(chunk.map((unit) => ({ day, reader_key: unit.key })))
        .onConflict((conflict) => conflict.columns(['day', 'reader_key']).doNothing())
        .returning('reader_key')
        .execute();
      for (const row of rows) fresh.add(row.reader_key);
    }
    const counted = candidates.filter((unit) => fresh.has(unit.key));
    const daily = new Map<string, { page: string; metric: string; source: string; domain: string; count: number }>();
    const searches = new Map<string, number>();
    const articleViews = new Map<string, number>();
    for (const { reading, search } of counted) {
      if (search) {
        searches.set(reading.searchTerm!, (searches.get(reading.searchTerm!) ?? 0) + 1);
        continue;
      }
      const row = { page: reading.page, metric: reading.metric, source: reading.source, domain: reading.domain };
      const id = JSON.stringify(row);
      daily.set(id, { ...row, count: (daily.get(id)?.count ?? 0) + 1 });
      const postId = pages.get(reading.page)?.postId;
      if (reading.metric === 'view' && postId) articleViews.set(postId, (articleViews.get(postId) ?? 0) + 1);
    }
    for (const row of [...daily.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, value]) => value)) {
      await trx
        .insertInto('statistics_daily')
        .values({ day, ...row })
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'metric', 'page', 'source', 'domain'])
            .doUpdateSet({ count: sql`statistics_daily.count + ${row.count}` }),
        )
        .execute();
      await trx
        .insertInto('statistics_monthly')
        .values({ month: day.slice(0, 7), ...row })
        .onConflict((conflict) =>
          conflict
            .columns(['month', 'metric', 'page', 'source', 'domain'])
            .doUpdateSet({ count: sql`statistics_monthly.count + ${row.count}` }),
        )
        .execute();
    }
    for (const [term, readers] of [...searches].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await trx
        .insertInto('statistics_searches')
        .values({ day, term, readers })
        .onConflict((conflict) =>
          conflict.columns(['day', 'term']).doUpdateSet({ readers: sql`statistics_searches.readers + ${readers}` }),
        )
        .execute();
    }
    for (const [postId, views] of [...articleViews].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await trx
        .updateTable('blog_posts')
        .set({ views_count: sql`views_count + ${views}` })
        .where('id', '=', postId)
        .execute();
    }
    return counted.length;
  });
}

/**
 * The day's salt and reader keys live two days at most (decision 045): once they are gone, no
 * stored figure can be traced to a reader, and yesterday's late readings still count once.
 */
export async function deleteExpiredReadings(database: Kysely<Database>, now: Date): Promise<void> {
  const oldestKept = addDays(casablancaDay(now), -1);
  await database.deleteFrom('statistics_seen').where('day', '<', oldestKept).execute();
  await database.deleteFrom('statistics_salts').where('day', '<', oldestKept).execute();
}
