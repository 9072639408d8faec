import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequestInput } from '@/lib/appointments/request-form';
import { findReason } from '@/lib/appointments/reasons';
import { REQUEST_LIMITS, type RequestLimits } from '@/lib/appointments/request-limits';
import { CLOSED_STATES, OPEN_STATES } from '@/lib/appointments/request-states';
import {
  archiveRequests,
  changeRequestState,
  countOpenRequests,
  createAppointmentRequest,
  deleteExpiredRequests,
  getRequestForStaff,
  listRequestsForStaff,
} from '@/server/appointments/appointment-requests';
import { databaseEngine, db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { openSecondConnection } from '../support/second-connection';
import { listRequestEvents } from '../support/stored-rows';

/**
 * Appointment requests on the engine under test (decision 044): their states with who handled
 * them, the journal of views and changes, retention, and limits that two connections to the same
 * database share.
 */
const staff = { id: 'staff-1', name: 'Dr Admin' };
let sequence = 0;

function request(changes: Partial<AppointmentRequestInput> = {}): AppointmentRequestInput {
  sequence += 1;
  return {
    reason: findReason('echographie-pelvienne')!,
    visit: 'premiere',
    halfDays: [{ day: '2031-01-06', part: 'matin' }],
    name: 'Salma B.',
    phone: `+2126${String(10_000_000 + sequence).slice(-8)}`,
    replyBy: 'whatsapp',
    note: '',
    ...changes,
  };
}

async function clearRequests() {
  await db().deleteFrom('appointment_requests').execute();
}

describe('a request through its states', () => {
  it('is stored as new, listed, opened with one view recorded, moved on with who and when', async () => {
    await clearRequests();
    const now = new Date('2031-01-01T10:00:00Z');
    const created = await createAppointmentRequest(request({ note: 'Rappeler après 16 h' }), now);
    expect(created.kind).toBe('created');
    if (created.kind !== 'created') return;
    const {
      requests: [listed],
    } = await listRequestsForStaff(OPEN_STATES, { number: 1, size: 25 });
    expect(await listRequestEvents(created.id)).toEqual([]);
    await getRequestForStaff(created.id, staff, 'Consultée', now);
    expect(listed).toMatchObject({
      id: created.id,
      state: 'nouvelle',
      reason: 'echographie-pelvienne',
      name: 'Salma B.',
      note: 'Rappeler après 16 h',
      handledBy: null,
    });
    expect(listed!.halfDays).toEqual([{ day: '2031-01-06', part: 'matin' }]);
    expect(await countOpenRequests()).toBe(1);

    const later = new Date('2031-01-01T11:00:00Z');
    const minuteAfter = (minutes: number) => new Date(later.getTime() + minutes * 60_000);
    expect(await changeRequestState(created.id, { state: 'rappele' }, staff, minuteAfter(1))).toBe(true);
    expect(
      await changeRequestState(
        created.id,
        { state: 'rdv-fixe', appointment: { day: '2031-01-06', time: '10:30' } },
        staff,
        later,
      ),
    ).toBe(true);
    const fixed = await getRequestForStaff(created.id, staff, 'Fichier .ics', minuteAfter(2));
    expect(fixed).toMatchObject({
      state: 'rdv-fixe',
      handledBy: 'Dr Admin',
      handledAt: later.toISOString(),
      appointmentDay: '2031-01-06',
      appointmentTime: '10:30',
    });
    expect(await countOpenRequests()).toBe(0);

    expect((await listRequestEvents(created.id)).map((event) => event.action)).toEqual([
      'Consultée',
      'État\u00a0: Rendez-vous fixé (2031-01-06 10:30)',
      'État\u00a0: Rappelé',
      'Fichier .ics',
    ]);
  });

  it('says false for a request that is gone', async () => {
    expect(await changeRequestState('00000000-0000-4000-8000-000000000000', { state: 'archivee' }, staff)).toBe(false);
  });
});

describe('the inbox', () => {
  const page = (number: number) => ({ number, size: 25 });

  it('lists a page of 25, the open ones oldest first, the closed ones apart, and records no view for listing', async () => {
    await clearRequests();
    const ids: string[] = [];
    for (let minute = 0; minute < 30; minute += 1) {
      const created = await createAppointmentRequest(request(), new Date(Date.UTC(2031, 0, 1, 10, minute)));
      if (created.kind === 'created') ids.push(created.id);
    }
    await changeRequestState(ids[0]!, { state: 'sans-reponse' }, staff);
    const first = await listRequestsForStaff(OPEN_STATES, page(1));
    expect(first.total).toBe(29);
    expect(first.requests.map((listed) => listed.id)).toEqual(ids.slice(1, 26));
    expect((await listRequestsForStaff(OPEN_STATES, page(2))).requests.map((listed) => listed.id)).toEqual(
      ids.slice(26),
    );
    expect((await listRequestsForStaff(CLOSED_STATES, page(1))).requests.map((listed) => listed.id)).toEqual([ids[0]]);
    const views = await db()
      .selectFrom('appointment_request_events')
      .select('id')
      .where('action', '=', 'Consultée')
      .execute();
    expect(views).toEqual([]);
  });

  it('archives the ticked requests in one action, each with its journal line', async () => {
    await clearRequests();
    const now = new Date('2031-01-01T10:00:00Z');
    const created = await Promise.all([1, 2, 3].map(() => createAppointmentRequest(request(), now)));
    const ids = created.flatMap((outcome) => (outcome.kind === 'created' ? [outcome.id] : []));
    expect(await archiveRequests({ ids: ids.slice(0, 2) }, staff, now)).toBe(2);
    expect(await countOpenRequests()).toBe(1);
    expect((await listRequestEvents(ids[0]!)).map((event) => event.action)).toEqual(['État\u00a0: Archivée']);
    expect(await archiveRequests({ ids: ids.slice(0, 2) }, staff, now)).toBe(0);
  });

  it('archives the open requests received between two Casablanca days, inclusive, and no others', async () => {
    await clearRequests();
    // 23:30 UTC on 1 May is 00:30 on 2 May in Casablanca (UTC+1).
    const at = (iso: string) => createAppointmentRequest(request(), new Date(iso));
    const before = await at('2031-05-01T22:30:00Z');
    const inside = [await at('2031-05-01T23:30:00Z'), await at('2031-05-03T22:59:00Z')];
    const after = await at('2031-05-03T23:00:00Z');
    const handled = await at('2031-05-02T10:00:00Z');
    if (handled.kind === 'created') await changeRequestState(handled.id, { state: 'rdv-fixe' }, staff);
    expect(await archiveRequests({ receivedFrom: '2031-05-02', receivedTo: '2031-05-03' }, staff)).toBe(2);
    const states = await db().selectFrom('appointment_requests').select(['id', 'state']).execute();
    const stateOf = (outcome: typeof before) =>
      outcome.kind === 'created' ? states.find((row) => row.id === outcome.id)?.state : undefined;
    expect(inside.map(stateOf)).toEqual(['archivee', 'archivee']);
    expect([before, after, handled].map(stateOf)).toEqual(['nouvelle', 'nouvelle', 'rdv-fixe']);
  });
});

describe('retention', () => {
  it('deletes closed requests once the period after their closing is over, never open ones, with their journal', async () => {
    await clearRequests();
    const created = new Date('2031-01-01T10:00:00Z');
    const open = await createAppointmentRequest(request(), created);
    const closedEarly = await createAppointmentRequest(request(), created);
    const closedLate = await createAppointmentRequest(request(), created);
    if (open.kind !== 'created' || closedEarly.kind !== 'created' || closedLate.kind !== 'created')
      throw new Error('not created');
    await changeRequestState(closedEarly.id, { state: 'archivee' }, staff, new Date('2031-01-02T10:00:00Z'));
    await changeRequestState(closedLate.id, { state: 'sans-reponse' }, staff, new Date('2031-01-20T10:00:00Z'));

    expect(await deleteExpiredRequests(30, new Date('2031-02-01T09:00:00Z'))).toBe(0);
    expect(await deleteExpiredRequests(30, new Date('2031-02-01T10:00:01Z'))).toBe(1);
    const left = await db().selectFrom('appointment_requests').select('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([open.id, closedLate.id].sort());
    expect(await listRequestEvents(closedEarly.id)).toEqual([]);
    expect(await deleteExpiredRequests(30, new Date('2032-01-01T00:00:00Z'))).toBe(1);
    expect((await db().selectFrom('appointment_requests').select('id').execute()).map((row) => row.id)).toEqual([
      open.id,
    ]);
  });
});

describe('limits and duplicates', () => {
  const tight: RequestLimits = { ...REQUEST_LIMITS, perPhone: { max: 2, windowMinutes: 1440 } };
  const samePhone = (index: number) =>
    request({
      phone: '+212611223344',
      halfDays: [{ day: `2031-01-${String(index + 6).padStart(2, '0')}`, part: 'matin' }],
    });

  it('takes a double click as one request', async () => {
    await clearRequests();
    const now = new Date('2031-01-01T10:00:00Z');
    const same = request();
    expect((await createAppointmentRequest(same, now)).kind).toBe('created');
    expect(await createAppointmentRequest(same, new Date(now.getTime() + 1000))).toEqual({ kind: 'duplicate' });
    expect(await db().selectFrom('appointment_requests').select('id').execute()).toHaveLength(1);
  });

  it('refuses past the limit per number and keeps nothing of the refused request', async () => {
    await clearRequests();
    const now = new Date('2031-01-01T10:00:00Z');
    const outcomes = [];
    for (let index = 0; index < 4; index += 1)
      outcomes.push((await createAppointmentRequest(samePhone(index), now, tight)).kind);
    expect(outcomes).toEqual(['created', 'created', 'limited', 'limited']);
    expect(await db().selectFrom('appointment_requests').select('id').execute()).toHaveLength(2);
    expect((await createAppointmentRequest(samePhone(5), new Date(now.getTime() + 86_400_001), tight)).kind).toBe(
      'created',
    );
  });

  it('never refuses a request because many others are open (no cap of open requests)', async () => {
    await clearRequests();
    const now = new Date('2031-01-01T10:00:00Z');
    for (let index = 0; index < 250; index += 1)
      await db()
        .insertInto('appointment_requests')
        .values({
          id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          created_at: now.toISOString(),
          reason: 'echographie-pelvienne',
          visit: 'premiere',
          half_days: '[]',
          name: `Robot ${index}`,
          phone: `+2126${String(index).padStart(8, '0')}`,
          reply_by: 'whatsapp',
          note: '',
          state: 'nouvelle',
        })
        .execute();
    expect((await createAppointmentRequest(request(), now, tight)).kind).toBe('created');
  });

  describe('shared by two connections to the same database', () => {
    let second: Kysely<Database>;
    beforeAll(() => {
      second = openSecondConnection();
    });
    afterAll(async () => {
      await second.destroy();
    });

    // PostgreSQL: both connections post at once. SQLite: one process's handle waits for the
    // other's lock by blocking its thread, so two handles in one test process take turns; two
    // real processes wait on each other the same way (the insert takes the lock first).
    it('lets exactly the limit per number through when both post', async () => {
      await clearRequests();
      const now = new Date('2031-01-01T10:00:00Z');
      const attempt = (index: number) =>
        createAppointmentRequest(samePhone(index), now, tight, index % 2 === 0 ? db() : second);
      const indexes = Array.from({ length: 10 }, (_, index) => index);
      const outcomes =
        databaseEngine() === 'postgres'
          ? await Promise.all(indexes.map(attempt))
          : await indexes.reduce(
              async (done, index) => [...(await done), await attempt(index)],
              Promise.resolve([] as Awaited<ReturnType<typeof attempt>>[]),
            );
      expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(2);
      expect(await second.selectFrom('appointment_requests').select('id').execute()).toHaveLength(2);
    });
  });
});
