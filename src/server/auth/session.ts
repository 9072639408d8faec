import 'server-only';
import { sql } from 'kysely';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { REQUEST_PATH_HEADER } from '@/lib/auth/auth-cookie';
import { loginPathFor } from '@/lib/auth/safe-next-path';
import { canManageBlog, canManageStaff, type StaffRole } from '@/lib/auth/staff-account';
import { TWO_FACTOR_SETUP_NEEDED, TWO_FACTOR_SETUP_PATH } from '@/lib/auth/two-factor';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { db } from '@/server/db/client';
import { refuse } from '@/server/http/route';
import { auth } from './auth';
import { noteSessionUse } from './staff-sessions';
import { mustSetUpTwoFactor } from './two-factor-policy';

export const ACCESS_REFUSED_PATH = '/admin/acces-refuse';

/**
 * The signed-in staff member, read from the session in the database on every call (role and
 * disabled flag included, no cookie cache), or null. A disabled account counts as signed out.
 */
export async function getCurrentStaff(requestHeaders?: Headers) {
  // Request headers first: during a build, that is what marks the page dynamic before any
  // database is opened.
  const source = requestHeaders ?? (await headers());
  const session = await auth()
    .api.getSession({ headers: source })
    .catch(async (error: unknown) => Promise.reject(await withDatabaseCause(error)));
  if (!session || session.user.disabled) return null;
  await noteSessionUse(session.session);
  const { id, name, email, role, twoFactorEnabled } = session.user;
  return {
    id,
    name,
    email,
    role: role as StaffRole,
    twoFactorEnabled: twoFactorEnabled === true,
    /** This browser's session (never its token), for the session list. */
    sessionId: session.session.id,
  };
}

export type CurrentStaff = NonNullable<Awaited<ReturnType<typeof getCurrentStaff>>>;

/**
 * Better Auth answers any failure to read a session as its own "Failed to get session" and keeps
 * the cause to its log; a database that cannot be reached must still be told apart from a bug
 * (actions answer « momentanément indisponible », decision 023), so one query says which.
 */
async function withDatabaseCause(error: unknown): Promise<unknown> {
  try {
    await sql`select 1`.execute(db());
    return error;
  } catch (probe) {
    return isDatabaseUnavailable(probe)
      ? new Error('Reading the session failed: database unavailable', { cause: probe })
      : error;
  }
}

/**
 * Pages and server actions: signed in, else to /admin/login?next=<this page>. The only guard
 * that lets a member through before the second factor the admins require is set up (the set-up
 * page itself); the others send them there.
 */
export async function requireStaff(): Promise<CurrentStaff> {
  const staff = await getCurrentStaff();
  if (!staff) redirect(loginPathFor((await headers()).get(REQUEST_PATH_HEADER)));
  return staff;
}

/**
 * Pages and server actions: signed in and `allowed`, else login or the refusal page; then the
 * second factor set up if the admins require it.
 */
export async function requireStaffWho(
  allowed: (staff: CurrentStaff) => boolean | Promise<boolean>,
): Promise<CurrentStaff> {
  const staff = await requireStaff();
  if (!(await allowed(staff))) redirect(ACCESS_REFUSED_PATH);
  if (await mustSetUpTwoFactor(staff)) redirect(TWO_FACTOR_SETUP_PATH);
  return staff;
}

/** Pages and server actions of the blog: an active admin or editor. */
export function requireBlogManager(): Promise<CurrentStaff> {
  return requireStaffWho(canManageBlog);
}

/** Pages and server actions of staff management: an active admin. */
export function requireAdmin(): Promise<CurrentStaff> {
  return requireStaffWho(canManageStaff);
}

/**
 * Route handlers answer instead of redirecting: 401 without a session, 403 without permission
 * or without the second factor the admins require.
 * Usage: `const staff = await requireBlogManagerForRequest(request); if (staff instanceof Response) return staff;`
 */
export async function requireStaffWhoForRequest(
  request: Request,
  allowed: (staff: CurrentStaff) => boolean | Promise<boolean>,
): Promise<CurrentStaff | Response> {
  const staff = await getCurrentStaff(request.headers);
  if (!staff) return refuse('Connexion requise.', 401);
  if (!(await allowed(staff))) return refuse('Accès refusé.', 403);
  return (await mustSetUpTwoFactor(staff)) ? refuse(TWO_FACTOR_SETUP_NEEDED, 403) : staff;
}

export function requireBlogManagerForRequest(request: Request): Promise<CurrentStaff | Response> {
  return requireStaffWhoForRequest(request, canManageBlog);
}
