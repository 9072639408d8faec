import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../schema';

/**
 * Statistics without cookies or personal data (docs/decisions/045). `statistics_daily` (with its
 * sums by month) and `statistics_searches` are the kept figures, one row per day and page (or term). The other two
 * live two days at most: the day's salt, and the reader keys already counted that day, which let
 * several processes count a reader once per page and day.
 */
export async function up(db: Kysely<any>, _engine: DatabaseEngine): Promise<void> {
  await db.schema
    .createTable('statistics_daily')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('metric', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('domain', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('statistics_daily_pk', ['day', 'metric', 'page', 'source', 'domain'])
    .execute();
  // The same figures summed by month ('YYYY-MM'): a year's report reads these, not 365 days.
  await db.schema
    .createTable('statistics_monthly')
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('metric', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('domain', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('statistics_monthly_pk', ['month', 'metric', 'page', 'source', 'domain'])
    .execute();
  await db.schema
    .createTable('statistics_searches')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('term', 'text', (column) => column.notNull())
    .addColumn('readers', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('statistics_searches_pk', ['day', 'term'])
    .execute();
  await db.schema
    .createTable('statistics_salts')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('salt', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('statistics_seen')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('reader_key', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('statistics_seen_pk', ['day', 'reader_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'statistics_seen',
    'statistics_salts',
    'statistics_searches',
    'statistics_monthly',
    'statistics_daily',
  ])
    await db.schema.dropTable(table).execute();
}
