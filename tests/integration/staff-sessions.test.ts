import './auth-helpers';
import { describe, expect, it, vi } from 'vitest';
import { auth } from '@/server/auth/auth';
import { getCurrentStaff } from '@/server/auth/session';
import { endAllSessions } from '@/server/auth/staff';
import { endOtherSessions, endOwnSession, listOpenSessions } from '@/server/auth/staff-sessions';
import { db } from '@/server/db/client';
import { STRONG_PASSWORD, authRequest, staffWithStrongPassword, uniqueEmail } from './auth-helpers';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, userAgent: string, address: string): Promise<string> {
  const response = await auth().handler(
    authRequest(
      '/sign-in/email',
      { email, password: STRONG_PASSWORD },
      { 'user-agent': userAgent, 'x-forwarded-for': address },
    ),
  );
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.match(/cabinet\.session_token=[^;]+/)![0];
}

async function memberWithTwoDevices() {
  const email = uniqueEmail('sessions');
  const member = await staffWithStrongPassword({ email, name: 'sessions', role: 'editor' });
  const laptop = await signInFrom(email, WINDOWS_CHROME, '198.51.100.11');
  const phone = await signInFrom(email, IPHONE_SAFARI, '198.51.100.12');
  const current = (await getCurrentStaff(new Headers({ cookie: laptop })))!;
  return { member, laptop, phone, current };
}

const isSignedIn = async (cookie: string) => (await getCurrentStaff(new Headers({ cookie }))) !== null;

describe('the session list of Mon compte', () => {
  it('lists each open session by id with its device in French, its address and its last use, never its token', async () => {
    const { member, current } = await memberWithTwoDevices();
    const sessions = await listOpenSessions(member.id, current.sessionId);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.device).sort()).toEqual(['Chrome sur Windows', 'Safari sur iPhone']);
    // The address Better Auth stored for the session (how it reads it is the sign-in's rule).
    const stored = await db()
      .selectFrom('auth_sessions')
      .select(['id', 'ip_address'])
      .where('id', '=', current.sessionId)
      .executeTakeFirstOrThrow();
    expect(sessions.find((session) => session.current)).toMatchObject({
      id: current.sessionId,
      device: 'Chrome sur Windows',
      address: stored.ip_address,
    });
    const tokens = await db().selectFrom('auth_sessions').select('token').where('user_id', '=', member.id).execute();
    const listed = JSON.stringify(sessions);
    for (const { token } of tokens) expect(listed).not.toContain(token);
    for (const session of sessions)
      expect(Object.keys(session).sort()).toEqual(['address', 'createdAt', 'current', 'device', 'id', 'lastUsedAt']);
  });

  it('leaves out expired sessions', async () => {
    const { member, current } = await memberWithTwoDevices();
    await db()
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .where('id', '!=', current.sessionId)
      .execute();
    expect((await listOpenSessions(member.id, current.sessionId)).map((session) => session.id)).toEqual([
      current.sessionId,
    ]);
  });

  it('writes down the last use of a session when it was more than a few minutes ago', async () => {
    const { laptop, current, member } = await memberWithTwoDevices();
    const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await db().updateTable('auth_sessions').set({ updated_at: longAgo }).where('id', '=', current.sessionId).execute();
    await getCurrentStaff(new Headers({ cookie: laptop }));
    const listed = (await listOpenSessions(member.id, current.sessionId)).find((session) => session.current)!;
    expect(Date.now() - new Date(listed.lastUsedAt).getTime()).toBeLessThan(60_000);
  });

  it("ends one of one's own sessions, and nobody else's by its id", async () => {
    const mine = await memberWithTwoDevices();
    const theirs = await memberWithTwoDevices();
    const phoneSession = (await listOpenSessions(mine.member.id, mine.current.sessionId)).find(
      (session) => !session.current,
    )!;
    expect(await endOwnSession(theirs.member.id, phoneSession.id)).toBe(false);
    expect(await isSignedIn(mine.phone)).toBe(true);
    expect(await endOwnSession(mine.member.id, phoneSession.id)).toBe(true);
    expect(await isSignedIn(mine.phone)).toBe(false);
    expect(await isSignedIn(mine.laptop)).toBe(true);
  });

  it('"Déconnecter les autres appareils" keeps this browser signed in and ends the rest', async () => {
    const { member, laptop, phone, current } = await memberWithTwoDevices();
    expect(await endOtherSessions(member.id, current.sessionId)).toBe(1);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it("the action refuses to end this browser's own session (that is « Se déconnecter »)", async () => {
    const { laptop, current } = await memberWithTwoDevices();
    requestHeaders.current = new Headers({ cookie: laptop, 'x-admin-path': '/admin/account' });
    const { endMySessionAction } = await import('@/app/admin/(protected)/account/actions');
    expect(await endMySessionAction(current.sessionId)).toEqual({
      ok: false,
      message: 'Pour fermer la session de cet appareil, utilisez « Se déconnecter ».',
      fieldErrors: {},
    });
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it('an admin ends every session of a member at once', async () => {
    const { member, laptop, phone } = await memberWithTwoDevices();
    await endAllSessions(member.id);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });
});
