import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE_PREFIX, REQUEST_PATH_HEADER } from '@/lib/auth-cookie';
import { loginPathFor } from '@/lib/safe-next-path';
import { isOversizedServerAction, SERVER_ACTION_TOO_LARGE_MESSAGE } from '@/lib/server-action-limit';

// Reachable without a session: the login form (and its reset links) and the first-admin setup.
const PUBLIC_ADMIN_PATHS = ['/admin/login', '/admin/setup'];

/**
 * Comfort only: sends visitors without a session cookie to the login page before rendering. The
 * real checks are the require* guards in every page, action and route handler (a proxy can be
 * bypassed, CVE-2025-29927). It also tells those guards which path was asked for, and refuses
 * server action bodies announced over Next's limit.
 */
export function proxy(request: NextRequest) {
  // Next would read up to its limit and then throw (a 500): refuse what is announced too big.
  if (isOversizedServerAction(request.headers)) {
    return new NextResponse(SERVER_ACTION_TOO_LARGE_MESSAGE, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const { pathname, search } = request.nextUrl;
  const requested = `${pathname}${search}`;
  const isPublic = PUBLIC_ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (!isPublic && !getSessionCookie(request, { cookiePrefix: AUTH_COOKIE_PREFIX })) {
    return NextResponse.redirect(new URL(loginPathFor(requested), request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, requested);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
