import { APPOINTMENT_INBOX_PATH } from '../appointments/inbox-paths';

/** The back office's sections only admins open: their pages' guard is requireAdmin. */
const ADMIN_ONLY_PATHS = ['/admin/staff', '/admin/cabinet'] as const;

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/**
 * Whether a member of the blog's staff is refused the back-office page at `requested` (a path,
 * with or without its query): admins' sections to editors, the requests inbox to whoever does not
 * handle requests. The shell checks it before anything streams, so the refusal is an HTTP
 * redirect: a page's own guard runs behind the loading screen, after the 200 has gone out.
 */
export function backOfficePageRefused(
  requested: string,
  member: { isAdmin: boolean; handlesRequests: boolean },
): boolean {
  const pathname = requested.split(/[?#]/)[0] ?? '';
  if (ADMIN_ONLY_PATHS.some((root) => isUnder(pathname, root))) return !member.isAdmin;
  if (isUnder(pathname, APPOINTMENT_INBOX_PATH)) return !member.handlesRequests;
  return false;
}
