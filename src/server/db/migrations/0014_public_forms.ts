import type { Kysely } from 'kysely';

/**
 * The public forms' shared state (docs/decisions/039): counters per window, the answers given to
 * idempotency keys, and the proofs of work already spent. All three are short-lived and hold no
 * visitor text: limit keys carry an address hashed with a daily key, submission keys are hashes,
 * proofs are signatures. Times are milliseconds since the epoch (bigint on PostgreSQL), like the
 * sign-in limits; each row has its expiry, and expired rows are swept as new ones are written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('public_form_limits')
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('window_started_at', 'bigint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('public_form_limits_pkey', ['key', 'window_started_at'])
    .execute();
  await db.schema.createIndex('public_form_limits_expires_at').on('public_form_limits').column('expires_at').execute();

  // `answer` stays null while the first request with the key is being handled.
  await db.schema
    .createTable('public_form_submissions')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('form', 'text', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('public_form_submissions_expires_at')
    .on('public_form_submissions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('public_form_proofs')
    .addColumn('signature', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('public_form_proofs_expires_at').on('public_form_proofs').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['public_form_proofs', 'public_form_submissions', 'public_form_limits']) {
    await db.schema.dropTable(table).execute();
  }
}
