import {
  SERVER_DATABASE_UNAVAILABLE,
  SERVER_DISK_FULL,
  SIGN_IN_FAILED,
  TOO_MANY_ATTEMPTS,
} from '@/lib/auth/auth-messages';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { outageJsonResponse } from '@/lib/http/outage-answer';
import { reportOutage } from '@/server/http/outage';
import { auth } from '@/server/auth/auth';
import { withClientAddress } from '@/server/auth/client-address';
import { isDiskFull } from '@/server/disk-full';
import { logger } from '@/server/logger';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';

// Sign-in, reset and password change send an e-mail, a password or a token: well under 8 kB.
const AUTH_BODY_LIMIT = 8 * 1024;

/** The same request with its body read under the limit, so Better Auth never parses more. */
async function boundedRequest(request: Request): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const body = await readLimitedRequestBody(request, AUTH_BODY_LIMIT);
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(body),
    signal: request.signal,
  });
}

/**
 * An unexpected error thrown by Better Auth (src/server/auth/auth.ts lets them through): logged
 * as it came, answered in French, saying when it is the disk, which retrying cannot fix.
 */
function failureInFrench(error: unknown): Response {
  if (isDatabaseUnavailable(error)) {
    // An outage: one line per interval without a stack, and a time to come back (decision 034).
    reportOutage('Authentication request failed', error);
    return outageJsonResponse({ code: 'DATABASE_UNAVAILABLE', message: SERVER_DATABASE_UNAVAILABLE });
  }
  logger.error({ err: error }, 'Authentication request failed');
  if (isDiskFull(error)) return Response.json({ code: 'DISK_FULL', message: SERVER_DISK_FULL }, { status: 507 });
  return Response.json({ code: 'SERVER_ERROR', message: SIGN_IN_FAILED }, { status: 500 });
}

/**
 * Better Auth's endpoints (sign-in, sign-out, session, password reset and change). It checks the
 * Origin of every mutation itself; public sign-up and the other unused paths are disabled in
 * src/server/auth/auth.ts. Bodies are bounded before it sees them, it reads the client address we
 * resolved (trusted proxies only), and its generic 429 and its unexpected errors are answered in
 * French like ours.
 */
async function handle(request: Request): Promise<Response> {
  let bounded: Request;
  try {
    bounded = await boundedRequest(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ code: 'BODY_TOO_LARGE', message: BODY_TOO_LARGE_MESSAGE }, { status: 413 });
  }
  let response: Response;
  try {
    response = await auth().handler(withClientAddress(bounded, auth().options));
  } catch (error) {
    return failureInFrench(error);
  }
  if (response.status !== 429) return response;
  const retryAfter = response.headers.get('Retry-After') ?? response.headers.get('X-Retry-After');
  return Response.json(
    { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS },
    { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
  );
}

export const GET = handle;
export const POST = handle;
