import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';
import type { DatabaseEngine } from '../schema';

/**
 * Appointment requests from the public form and what staff did with them (decision 044). No
 * client address is kept: the public-form path limits addresses by its own hashes (decision
 * 039); the number is limited here, from the requests themselves. The journal lists
 * every view and change by staff; it holds no patient detail and goes with its request when
 * retention deletes it.
 */
export async function up(db: Kysely<any>, engine: DatabaseEngine): Promise<void> {
  const types = columnTypes(engine);
  await db.schema
    .createTable('appointment_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('created_at', types.timestamp, (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('visit', 'text', (column) => column.notNull())
    .addColumn('half_days', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('reply_by', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('handled_by', 'text')
    .addColumn('handled_at', types.timestamp)
    .addColumn('closed_at', types.timestamp)
    .addColumn('appointment_day', 'text')
    .addColumn('appointment_time', 'text')
    .execute();
  await db.schema
    .createIndex('appointment_requests_created_at_idx')
    .on('appointment_requests')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('appointment_requests_state_idx')
    .on('appointment_requests')
    .columns(['state', 'closed_at'])
    .execute();
  await db.schema
    .createIndex('appointment_requests_phone_idx')
    .on('appointment_requests')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('appointment_request_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) =>
      column.notNull().references('appointment_requests.id').onDelete('cascade'),
    )
    .addColumn('at', types.timestamp, (column) => column.notNull())
    .addColumn('by_id', 'text', (column) => column.notNull())
    .addColumn('by_name', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_request_events_request_idx')
    .on('appointment_request_events')
    .columns(['request_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appointment_request_events').execute();
  await db.schema.dropTable('appointment_requests').execute();
}
