import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Staff accounts for the back office. The four `auth_*` tables hold what Better Auth reads and
 * writes (column names mapped in src/server/auth/auth.ts; its schema check fails at start if they
 * drift apart), plus our own columns: the staff role and the disabled flag. Rate-limit counters
 * live here too so limits hold across processes.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  const timestamps = (table: CreateTableBuilder<string, string>) =>
    table
      .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(types.now))
      .addColumn('updated_at', types.timestamp, (column) => column.notNull().defaultTo(types.now));

  let users = timestamps(
    db.schema
      .createTable('auth_users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('email_verified', types.boolean, (column) => column.notNull().defaultTo(types.false))
      .addColumn('image', 'text'),
  )
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('editor'))
    .addColumn('disabled', types.boolean, (column) => column.notNull().defaultTo(types.false))
    .addCheckConstraint('auth_users_role_check', sql`role in ('admin', 'editor')`);
  for (const column of ['email_verified', 'disabled']) {
    const check = types.booleanCheck(column);
    if (check) users = users.addCheckConstraint(`auth_users_${column}_check`, check);
  }
  await users.execute();

  await timestamps(
    db.schema
      .createTable('auth_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token', 'text', (column) => column.notNull().unique())
      .addColumn('expires_at', types.timestamp, (column) => column.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('user_id', 'text', (column) => column.notNull().references('auth_users.id').onDelete('cascade')),
  ).execute();
  await db.schema.createIndex('auth_sessions_user_id_idx').on('auth_sessions').column('user_id').execute();

  await timestamps(
    db.schema
      .createTable('auth_accounts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('provider_id', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) => column.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('access_token', 'text')
      .addColumn('refresh_token', 'text')
      .addColumn('id_token', 'text')
      .addColumn('access_token_expires_at', types.timestamp)
      .addColumn('refresh_token_expires_at', types.timestamp)
      .addColumn('scope', 'text')
      .addColumn('password', 'text'),
  ).execute();
  await db.schema.createIndex('auth_accounts_user_id_idx').on('auth_accounts').column('user_id').execute();

  await timestamps(
    db.schema
      .createTable('auth_verifications')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('identifier', 'text', (column) => column.notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('expires_at', types.timestamp, (column) => column.notNull()),
  ).execute();
  await db.schema
    .createIndex('auth_verifications_identifier_idx')
    .on('auth_verifications')
    .column('identifier')
    .execute();

  // Fixed windows counted in milliseconds since the epoch (bigint on PostgreSQL).
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['auth_rate_limits', 'auth_verifications', 'auth_accounts', 'auth_sessions', 'auth_users']) {
    await db.schema.dropTable(table).execute();
  }
}
