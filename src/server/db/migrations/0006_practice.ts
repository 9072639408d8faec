import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * The practice's own facts, edited on 'Cabinet': one JSON document (read over the first-run
 * defaults of src/content/practice.ts, so a database without a row shows the defaults), the
 * closures and special hours, and who changed what. Days are 'YYYY-MM-DD' text in Casablanca.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable('practice_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('facts', 'text', (column) => column.notNull())
    .addColumn('updated_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .execute();

  await db.schema
    .createTable('practice_periods')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('first_day', 'text', (column) => column.notNull())
    .addColumn('last_day', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('ranges', 'text', (column) => column.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
    .execute();
  await db.schema.createIndex('practice_periods_last_day_idx').on('practice_periods').column('last_day').execute();

  await db.schema
    .createTable('practice_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('changed_at', types.timestamp, (column) => column.notNull())
    .addColumn('changed_by', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('practice_changes_changed_at_idx').on('practice_changes').column('changed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['practice_changes', 'practice_periods', 'practice_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
