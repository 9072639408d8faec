import './auth-helpers';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '@/server/auth/staff';
import { db } from '@/server/db/client';
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers';
import { postSignIn, startAuthServer } from './auth-sign-in-http';
import { movableSignInClock } from './sign-in-test-clock';

// The slow-down before each password check moves this clock instead of making the tests wait.
movableSignInClock();

/**
 * The attacks of decision 012 replayed over real sockets against the real auth endpoint. TRUSTED_PROXIES
 * is 127.0.0.1 (auth-helpers): a client bound to 127.0.0.2 (and any 127.x
 * but .1) talks to the app directly.
 */
const PROXY = '127.0.0.1';
// One direct address per test: the per-address counters outlive a test.
const DIRECT = { burst: '127.0.0.2', forwardedFor: '127.0.0.3', session: '127.0.0.4' };
const WRONG = 'mauvais-mot-de-passe';

let server: Awaited<ReturnType<typeof startAuthServer>>;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

async function newStaff(): Promise<{ email: string; id: string }> {
  const email = uniqueEmail('cible');
  const member = await createStaff({ email, name: 'Cible', role: 'editor', password: STRONG_PASSWORD });
  return { email, id: member.id };
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in attacks over HTTP', () => {
  it('limits a burst of 40 concurrent sign-ins on one account, and the right password sent last gets 429', {
    timeout: 60_000,
  }, async () => {
    const { email } = await newStaff();
    const attempts = Array.from({ length: 40 }, (_, index) => (index === 39 ? STRONG_PASSWORD : WRONG));
    const answers = await Promise.all(
      attempts.map((password) => postSignIn(server.port, { email, password }, { localAddress: DIRECT.burst })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses[39]).toBe(429);
    // Five attempts reach the password check, every other one is refused before it.
    expect(tally(statuses)).toEqual({ 401: 5, 429: 35 });
  });

  it('gives 429 to 30 failed sign-ins from one socket that state 30 different X-Forwarded-For', {
    timeout: 60_000,
  }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await postSignIn(
        server.port,
        { email: uniqueEmail('inconnu'), password: WRONG },
        { localAddress: DIRECT.forwardedFor, agent, headers: { 'x-forwarded-for': `203.0.113.${index + 1}` } },
      );
      statuses.push(answer.status);
    }
    agent.destroy();
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('counts each client of a trusted proxy apart, by the address the proxy forwards', {
    timeout: 60_000,
  }, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      const answer = await postSignIn(
        server.port,
        { email: uniqueEmail('inconnu'), password: WRONG },
        { localAddress: PROXY, headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(25).fill(401));
  });

  it('stores with the session the address the same rule gives: forwarded through a trusted proxy, else the socket', async () => {
    const { email, id } = await newStaff();
    const viaProxy = await postSignIn(
      server.port,
      { email, password: STRONG_PASSWORD },
      { localAddress: PROXY, headers: { 'x-forwarded-for': '192.0.2.44' } },
    );
    const direct = await postSignIn(
      server.port,
      { email, password: STRONG_PASSWORD },
      { localAddress: DIRECT.session, headers: { 'x-forwarded-for': '192.0.2.45' } },
    );
    expect([viaProxy.status, direct.status]).toEqual([200, 200]);
    const sessions = await db().selectFrom('auth_sessions').select('ip_address').where('user_id', '=', id).execute();
    expect(sessions.map((session) => session.ip_address).sort()).toEqual([DIRECT.session, '192.0.2.44']);
  });
});
