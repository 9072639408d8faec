import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, vi } from 'vitest';
import type { StaffRole } from '@/lib/auth/staff-account';
import type { StaffMember } from '@/server/auth/staff';

/**
 * Imported first by the auth test files: a private data folder (mail outbox, generated secret)
 * and a fixed secret, set before any app module reads the environment.
 */
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'cabinet-auth-test-'));
process.env.AUTH_SECRET = 'integration-tests-secret-0123456789abcdef';
process.env.SITE_URL = 'http://cabinet.test';
process.env.LOG_LEVEL = 'silent';
// Only 127.0.0.1 is a proxy here: a test client bound to 127.0.0.2 talks to us directly.
process.env.TRUSTED_PROXIES = '127.0.0.1';

/**
 * Runs `work` as the handling of a request whose socket peer is `address` (what the app's HTTP
 * server records); handler calls made outside one count as from an unknown address.
 */
export async function fromAddress<T>(address: string, work: () => Promise<T>): Promise<T> {
  const { withPeerAddress } = await import('@/server/http/peer-address');
  return withPeerAddress(address, work);
}

let sequence = 0;
export function uniqueEmail(label = 'staff'): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${sequence}@cabinet-test.example.com`;
}

export const STRONG_PASSWORD = 'un-mot-de-passe-solide';

let strongPasswordHash: Promise<string> | undefined;

/**
 * A staff account that signs in with STRONG_PASSWORD, for the tests that need one rather than the
 * tests of making one: createStaff makes it as an invitation, then it gets Better Auth's hash of
 * STRONG_PASSWORD, computed once per file and linked as createStaff links one: hashing is slow on
 * purpose, and one hash per file is all these accounts need.
 */
export async function staffWithStrongPassword(input: {
  email: string;
  name: string;
  role: StaffRole;
}): Promise<StaffMember> {
  const { createStaff } = await import('@/server/auth/staff');
  const { auth } = await import('@/server/auth/auth');
  const member = await createStaff(input);
  const context = await auth().$context;
  strongPasswordHash ??= context.password.hash(STRONG_PASSWORD);
  await context.internalAdapter.linkAccount({
    userId: member.id,
    providerId: 'credential',
    accountId: member.id,
    password: await strongPasswordHash,
  });
  return { ...member, hasPassword: true };
}

/** Signs in through Better Auth's HTTP handler, as the browser does; returns the Cookie header. */
export async function signInCookie(email: string, password = STRONG_PASSWORD): Promise<string> {
  const { auth } = await import('@/server/auth/auth');
  const response = await fromAddress('192.0.2.10', () =>
    auth().handler(
      new Request('http://cabinet.test/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://cabinet.test' },
        body: JSON.stringify({ email, password }),
      }),
    ),
  );
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const session = setCookie.match(/cabinet\.session_token=[^;]+/)?.[0];
  if (!session) throw new Error(`No session cookie in ${setCookie}`);
  return session;
}

export function authRequest(pathname: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://cabinet.test/api/auth${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://cabinet.test', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Runs an ES module script in a separate Node process on this test's database and data folder,
 * with server modules importable as in the app (`@/…`); `environment` overrides settings.
 * Returns what it printed.
 */
export async function runInAnotherProcess(script: string, environment: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '--eval', script],
    { env: { ...process.env, LOG_LEVEL: 'silent', ...environment } },
  );
  return stdout;
}

/** The mails written to the outbox (no SMTP_URL) for one recipient, oldest first. */
export function outbox(to: string): { subject: string; text: string }[] {
  const folder = path.join(process.env.DATA_DIR!, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')))
    .filter((mail) => mail.to === to);
}

/**
 * The outbox of one recipient once it holds `count` mails: a visitor's reset mail leaves after
 * the answer (decision 014), so a test that just got its answer waits for it.
 */
export async function outboxOnceDelivered(to: string, count = 1): Promise<{ subject: string; text: string }[]> {
  await vi.waitFor(() => expect(outbox(to).length).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 20 });
  return outbox(to);
}
