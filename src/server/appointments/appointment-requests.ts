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
import { addDays, startOfCasablancaDay } from '@/lib/practice/practice-days';
import { db, databaseEngine } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { countRows, isoTimestamp, isoTimestampOrNull, touchedRows } from '@/server/db/stored-values';

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

/** The open requests (the sidebar's counter). */
export async function countOpenRequests(): Promise<number> {
  return countRows(
    db()
      .selectFrom('appointment_requests')
      .where('state', 'in', [...OPEN_STATES]),
  );
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
      const sentFromPhone = trx
        .selectFrom('appointment_requests')
        .where('phone', '=', request.phone)
        .where('created_at', '>=', minutesBefore(now, limits.perPhone.windowMinutes));
      if ((await countRows(sentFromPhone)) > limits.perPhone.max) throw new Refused({ kind: 'limited' });
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  return { kind: 'created', id };
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function selectRequests() {
  return db().selectFrom('appointment_requests').selectAll();
}

const toStaffRequest = (row: RequestRow) => ({
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
export type StaffRequest = ReturnType<typeof toStaffRequest>;

export type StaffMember = { id: string; name: string };

async function recordEvent(
  database: Kysely<Database>,
  requestIds: string[],
  by: StaffMember,
  action: string,
  at: Date,
): Promise<void> {
  await database
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
 * One page of the inbox: the requests to handle, oldest first (they wait longest), or the handled
 * ones, newest first. Listing records nothing: what the list shows is recorded when a request is
 * opened (`getRequestForStaff`), one « Consultée » per opening.
 */
export async function listRequestsForStaff(
  states: readonly RequestState[],
  page: { number: number; size: number },
): Promise<{ requests: StaffRequest[]; total: number }> {
  const open = states.every((state) => OPEN_STATES.includes(state));
  const inStates = selectRequests().where('state', 'in', [...states]);
  const [rows, total] = await Promise.all([
    inStates
      .orderBy('created_at', open ? 'asc' : 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    countRows(inStates),
  ]);
  return { requests: rows.map(toStaffRequest), total };
}

export async function getRequestForStaff(
  id: string,
  by: StaffMember,
  action: string,
  now: Date = new Date(),
): Promise<StaffRequest | null> {
  const row = await selectRequests().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  await recordEvent(db(), [id], by, action, now);
  return toStaffRequest(row);
}

export type StateChange = { state: RequestState; appointment?: { day: string; time: string } };

/** Moves the requests `ids` to `change`'s state, each with its line in its journal; false when none is there. */
async function moveRequests(
  trx: Transaction<Database>,
  ids: string[],
  change: StateChange,
  by: StaffMember,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('appointment_requests')
    .set({
      state: change.state,
      handled_by: by.name,
      handled_at: now.toISOString(),
      closed_at: CLOSED_STATES.includes(change.state) ? now.toISOString() : null,
      ...(change.appointment
        ? { appointment_day: change.appointment.day, appointment_time: change.appointment.time }
        : {}),
    })
    .where('id', 'in', ids)
    .executeTakeFirst();
  if (!touchedRows(result)) return false;
  const detail = change.appointment ? ` (${change.appointment.day} ${change.appointment.time})` : '';
  await recordEvent(trx, ids, by, `État\u00a0: ${stateLabel(change.state)}${detail}`, now);
  return true;
}

/** Moves a request to `state`, recording who and when; false when the request is gone. */
export async function changeRequestState(
  id: string,
  change: StateChange,
  by: StaffMember,
  now: Date = new Date(),
): Promise<boolean> {
  return db()
    .transaction()
    .execute((trx) => moveRequests(trx, [id], change, by, now));
}

/** The requests to archive at once: those ticked, or the open ones received between two days. */
export type ArchiveSelection = { ids: readonly string[] } | { receivedFrom: string; receivedTo: string };

const ARCHIVED: RequestState = 'archivee';

/**
 * « Archiver » for many requests in one transaction, each with its line in its journal: a flood
 * of fake requests is closed in one action, not one click each. Answers how many were archived.
 */
export async function archiveRequests(
  selection: ArchiveSelection,
  by: StaffMember,
  now: Date = new Date(),
): Promise<number> {
  if ('ids' in selection && selection.ids.length === 0) return 0;
  return db()
    .transaction()
    .execute(async (trx) => {
      let query = trx.selectFrom('appointment_requests').select('id').where('state', '!=', ARCHIVED);
      query =
        'ids' in selection
          ? query.where('id', 'in', [...selection.ids])
          : query
              .where('state', 'in', [...OPEN_STATES])
              .where('created_at', '>=', startOfCasablancaDay(selection.receivedFrom).toISOString())
              .where('created_at', '<', startOfCasablancaDay(addDays(selection.receivedTo, 1)).toISOString());
      const ids = (await query.execute()).map((row) => row.id);
      if (ids.length > 0) await moveRequests(trx, ids, { state: ARCHIVED }, by, now);
      return ids.length;
    });
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
  return countRows(db().selectFrom('appointment_requests').where('created_at', '>', since));
}
