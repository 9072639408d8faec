import { type Kysely, sql } from 'kysely';

/**
 * One rate limiter on one table: the sign-in counters (`auth_rate_limits`) and the public forms'
 * (`public_form_limits`) become `rate_limits`, one row per key whose window starts with its first
 * request. The sign-in counters are moved as they are (an address locked out stays so); the public
 * forms' windows last minutes to a day and were keyed otherwise: they start afresh.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_started_at').on('rate_limits').column('window_started_at').execute();
  await sql`insert into rate_limits (key, count, window_started_at) select key, count, window_started_at from auth_rate_limits`.execute(
    db,
  );
  await db.schema.dropTable('auth_rate_limits').execute();
  await db.schema.dropTable('public_form_limits').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into auth_rate_limits (key, count, window_started_at) select key, count, window_started_at from rate_limits where key not like 'public-form:%'`.execute(
    db,
  );
  await db.schema
    .createTable('public_form_limits')
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('window_started_at', 'bigint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('public_form_limits_pkey', ['key', 'window_started_at'])
    .execute();
  await db.schema.createIndex('public_form_limits_expires_at').on('public_form_limits').column('expires_at').execute();
  await db.schema.dropTable('rate_limits').execute();
}
