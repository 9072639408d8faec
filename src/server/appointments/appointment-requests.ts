import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { HalfDay } from '@/lib/appointments/half-days';
import type { AppointmentRequestInput } from '@/lib/appointments/request-form';
import { minutesBefore, REQUEST_LIMITS, type RequestLimits } from '@/lib/appointments/request-limits';
import {
  CLOSED_STATES,
  OPEN_STATES,
  retentionCutoff,
  stateLabel,
  type RequestState,
} from '@/lib/appointments/request-states';
import { db, databaseEngine } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { isoTimestamp, isoTimestampOrNull, plainNumber } from '@/server/db/stored-values';

/**
 * Appointment requests (decision 044). A request is written with its own limits (per number,
 * double click) checked in the same transaction, after the write lock is taken (SQLite: the
 * insert itself; PostgreSQL: an advisory lock), so two processes can never both slip under a
 * limit. Past a limit the transaction is rolled back: nothing of the request stays. No count of
 * everyone's open requests refuses a patient (decision 069).
 */
export type CreateOutcome = { kind: 'created'; id: string } | { kind: 'duplicate' } | { kind: 'limited' };

class Refused extends Error {
  constructor(readonly outcome: CreateOutcome) {
    super('Appointment request refused');
  }
}

// Any fixed 64-bit key, the same in every process.
const POSTGRES_LOCK_KEY = 290_044;

async function countForPhoneSince(trx: Transaction<Database>, phone: string, since: string): Promise<number> {
  const row = await trx
    .selectFrom('appointment_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('phone', '=', phone)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return plainNumber(row.count);
}

async function countOpen(trx: Transaction<Database> | ReturnType<typeof db>): Promise<number> {
  const row = await trx
    .selectFrom('appointment_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('state', 'in', [...OPEN_STATES])
    .executeTakeFirstOrThrow();
  return plainNumber(row.count);
}

/** The open requests (the sidebar's counter). */
export async function countOpenRequests(): Promise<number> {
  return countOpen(db());
}

export async function createAppointmentRequest(
  request: AppointmentRequestInput,
  now: Date = new Date(),
  limits: RequestLimits = REQUEST_LIMITS,
  /** Another connection to the same database (tests: two processes). */
  database: Kysely<Database> = db(),
): Promise<CreateOutcome> {
  const id = randomUUID();
  const halfDays = JSON.stringify(request.halfDays);
  try {
    await database.transaction().execute(async (trx) => {
      if (databaseEngine() === 'postgres') await sql`select pg_advisory_xact_lock(${POSTGRES_LOCK_KEY})`.execute(trx);
      await trx
        .insertInto('appointment_requests')
        .values({
          id,
          created_at: now.toISOString(),
          reason: request.reason.id,
          visit: request.visit,
          half_days: halfDays,
          name: request.name,
          phone: request.phone,
          reply_by: request.replyBy,
          note: request.note,
          state: 'nouvelle',
        })
        .execute();
      const duplicate = await trx
        .selectFrom('appointment_requests')
        .select('id')
        .where('id', '!=', id)
        .where('phone', '=', request.phone)
        .where('reason', '=', request.reason.id)
        .where('half_days', '=', halfDays)
        .where('created_at', '>=', minutesBefore(now, limits.duplicateMinutes))
        .executeTakeFirst();
      if (duplicate) throw new Refused({ kind: 'duplicate' });
      if (
        (await countForPhoneSince(trx, request.phone, minutesBefore(now, limits.perPhone.windowMinutes))) >
        limits.perPhone.max
      ) {
        throw new Refused({ kind: 'limited' });
      }
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  return { kind: 'created', id };
}

export type StaffRequest = {
  id: string;
  createdAt: string;
  reason: string;
  visit: string;
  halfDays: HalfDay[];
  name: string;
  phone: string;
  replyBy: string;
  note: string;
  state: RequestState;
  handledBy: string | null;
  handledAt: string | null;
  appointmentDay: string | null;
  appointmentTime: string | null;
};

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function selectRequests(id?: string) {
  let query = db()
    .selectFrom('appointment_requests')
    .select([
      'id',
      'created_at',
      'reason',
      'visit',
      'half_days',
      'name',
      'phone',
      'reply_by',
      'note',
      'state',
      'handled_by',
      'handled_at',
      'appointment_day',
      'appointment_time',
    ]);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

const toStaffRequest = (row: RequestRow): StaffRequest => ({
  id: row.id,
  createdAt: isoTimestamp(row.created_at),
  reason: row.reason,
  visit: row.visit,
  halfDays: JSON.parse(row.half_days) as HalfDay[],
  name: row.name,
  phone: row.phone,
  replyBy: row.reply_by,
  note: row.note,
  state: row.state as RequestState,
  handledBy: row.handled_by,
  handledAt: isoTimestampOrNull(row.handled_at),
  appointmentDay: row.appointment_day,
  appointmentTime: row.appointment_time,
});

export type StaffMember = { id: string; name: string };

async function recordEvent(
  trx: Transaction<Database>,
  requestIds: string[],
  by: StaffMember,
  action: string,
  at: Date,
): Promise<void> {
  if (requestIds.length === 0) return;
  await trx
    .insertInto('appointment_request_events')
    .values(
      requestIds.map((requestId) => ({
        id: randomUUID(),
        request_id: requestId,
        at: at.toISOString(),
        by_id: by.id,
        by_name: by.name,
        action,
      })),
    )
    .execute();
}

/**
 * The inbox: open requests first (oldest first, they wait longest), then closed ones, newest
 * first. Showing a request to staff is recorded in its journal, in the same transaction.
 */
export async function listRequestsForStaff(by: StaffMember, now: Date = new Date()): Promise<StaffRequest[]> {
  const rows = await selectRequests();
  const requests = rows.map(toStaffRequest);
  const open = requests
    .filter((request) => OPEN_STATES.includes(request.state))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const closed = requests
    .filter((request) => !OPEN_STATES.includes(request.state))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const listed = [...open, ...closed];
  await db()
    .transaction()
    .execute((trx) =>
      recordEvent(
        trx,
        listed.map((request) => request.id),
        by,
        'Consultée',
        now,
      ),
    );
  return listed;
}

export async function getRequestForStaff(
  id: string,
  by: StaffMember,
  action: string,
  now: Date = new Date(),
): Promise<StaffRequest | null> {
  const rows = await selectRequests(id);
  if (rows.length === 0) return null;
  await db()
    .transaction()
    .execute((trx) => recordEvent(trx, [id], by, action, now));
  return toStaffRequest(rows[0]!);
}

export type StateChange = { state: RequestState; appointment?: { day: string; time: string } };

/** Moves a request to `state`, recording who and when; false when the request is gone. */
export async function changeRequestState(
  id: string,
  change: StateChange,
  by: StaffMember,
  now: Date = new Date(),
): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const closed = CLOSED_STATES.includes(change.state);
      const result = await trx
        .updateTable('appointment_requests')
        .set({
          state: change.state,
          handled_by: by.name,
          handled_at: now.toISOString(),
          closed_at: closed ? now.toISOString() : null,
          ...(change.appointment
            ? { appointment_day: change.appointment.day, appointment_time: change.appointment.time }
            : {}),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      const detail = change.appointment ? ` (${change.appointment.day} ${change.appointment.time})` : '';
      await recordEvent(trx, [id], by, `État\u00a0: ${stateLabel(change.state)}${detail}`, now);
      return true;
    });
}

export type RequestEvent = { at: string; byName: string; action: string };

export async function listRequestEvents(id: string): Promise<RequestEvent[]> {
  const rows = await db()
    .selectFrom('appointment_request_events')
    .select(['at', 'by_name', 'action'])
    .where('request_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ at: isoTimestamp(row.at), byName: row.by_name, action: row.action }));
}

/**
 * Retention: closed requests whose closing is older than `retentionDays` are deleted with their
 * journal. Called by the app itself (each new request, each inbox view): no cron job.
 */
export async function deleteExpiredRequests(retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, retentionDays).toISOString();
  const result = await db()
    .deleteFrom('appointment_requests')
    .where('state', 'in', [...CLOSED_STATES])
    .where('closed_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Requests created since `since` (the staff mail counts them, never reads them). */
export async function countRequestsSince(since: string): Promise<number> {
  const row = await db()
    .selectFrom('appointment_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return plainNumber(row.count);
}
