import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../schema';

/**
 * « Statistiques » reads its figures metric first (decision 050): the views of a period, or its
 * booking actions. These indexes hold every column the report reads, so a period is one range
 * of the index (metric, then day or month) and never a look-up of each row in the table.
 */
export async function up(db: Kysely<any>, _engine: DatabaseEngine): Promise<void> {
  await db.schema
    .createIndex('statistics_daily_by_metric')
    .on('statistics_daily')
    .columns(['metric', 'day', 'page', 'source', 'domain', 'count'])
    .execute();
  await db.schema
    .createIndex('statistics_monthly_by_metric')
    .on('statistics_monthly')
    .columns(['metric', 'month', 'page', 'source', 'domain', 'count'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('statistics_monthly_by_metric').execute();
  await db.schema.dropIndex('statistics_daily_by_metric').execute();
}
