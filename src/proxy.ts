import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE_PREFIX, REQUEST_PATH_HEADER } from '@/lib/auth/auth-cookie';
import { loginPathFor } from '@/lib/auth/safe-next-path';
import { contentSecurityPolicy, originOf } from '@/lib/http/security-headers';
import {
  isOversizedServerAction,
  SERVER_ACTION_TOO_LARGE_MESSAGE,
} from '@/front-server/action-gate/server-action-limit';
import { env } from '@/server/env';

// Reachable without a session: the login form (and its reset links) and the first-admin setup.
const PUBLIC_ADMIN_PATHS = ['/admin/login', '/admin/setup'];

/** 128 random bits, fresh for every request: an injected script cannot guess it. */
function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * Back-office requests:
 * - a Content-Security-Policy with a fresh nonce, on the response for the browser and on the
 *   request for Next.js, which puts the nonce on its own scripts (decision 014);
 * - comfort only: visitors without a session cookie go to the login page before rendering. The
 *   real checks are the require* guards in every page, action and route handler (a proxy can be
 *   bypassed, CVE-2025-29927). It also tells those guards which path was asked for.
 */
function backOffice(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const requested = `${pathname}${search}`;
  const policy = contentSecurityPolicy({
    production: process.env.NODE_ENV === 'production',
    imageOrigins: originOf(env().S3_PUBLIC_URL),
    scriptNonce: newNonce(),
  });
  const isPublic = PUBLIC_ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (!isPublic && !getSessionCookie(request, { cookiePrefix: AUTH_COOKIE_PREFIX })) {
    const redirect = NextResponse.redirect(new URL(loginPathFor(requested), request.url));
    redirect.headers.set('Content-Security-Policy', policy);
    return redirect;
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, requested);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Back-office requests: a server action body announced over Next's limit is refused, the rest
 * gets its nonce. (Malformed percent-encoding is answered 400 by src/front-server/server.ts, before Next:
 * running this proxy on every path would also make Next buffer every API body for it.)
 */
export function proxy(request: NextRequest) {
  // Next would read up to its limit and then throw (a 500): refuse what is announced too big.
  if (isOversizedServerAction(request.headers)) {
    return new NextResponse(SERVER_ACTION_TOO_LARGE_MESSAGE, {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return backOffice(request);
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
