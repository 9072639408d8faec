import 'server-only';
import type { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { NO_STORE_HEADERS, PRIVATE_NO_STORE } from '@/lib/http/no-store';
import { outageJsonResponse } from '@/lib/http/outage-answer';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/http/same-origin-request';
import { DISK_FULL_CHANGE_MESSAGE, isDiskFull } from '@/server/disk-full';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { logger } from '@/server/logger';
import { isFromOwnSite } from '@/server/same-origin';
import { reportOutage } from '@/server/http/outage';

/** What a request the schema refuses is answered, unless the route says better. */
export const INVALID_REQUEST_MESSAGE = 'La requête est invalide.';

/** Every answer of a route handler: JSON, never kept by a cache; a refusal is `{ error }` in French. */
export const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE_HEADERS, ...headers } });
export const refuse = (error: string, status: number, headers: Record<string, string> = {}) =>
  answer({ error }, status, headers);
export const noContent = () => new Response(null, { status: 204, headers: NO_STORE_HEADERS });

export type RouteFailure = {
  /** The log line, in English (never what a visitor typed). */
  log: string;
  /** What the person reads when something unexpected broke: never the error's text. */
  message: string;
  /** What the person reads when the disk is full. */
  diskFullMessage?: string;
};

/** The body, read under its bound before anything parses it (decision 016). */
export type RouteBody = { limit: number; as: 'json' | 'bytes'; tooLarge?: string };

export type RouteContext<R, S, I> = { request: R; staff: S; input: I; body: unknown };

type RouteSpec<R extends Request, S, I> = {
  body?: RouteBody;
  /** What the schema reads (the query, the body or both); by default the body. */
  input?: (request: R, body: unknown) => unknown;
  schema?: z.ZodType<I>;
  /** The 400's message when the body is not JSON or the schema refuses. */
  invalid?: string;
  handle: (context: RouteContext<R, S, I>) => Promise<Response>;
  failure: RouteFailure;
};

/**
 * What a failure is answered, in French JSON, whatever threw, the session check included: a
 * database that cannot be reached is a 503 with `Retry-After` and one warning per interval
 * (decision 034), a full disk a 507 with its message (decision 016), anything else a logged 500.
 */
function failureAnswer(error: unknown, failure: RouteFailure): Response {
  if (isDatabaseUnavailable(error)) {
    reportOutage(failure.log, error);
    return outageJsonResponse({ error: DATABASE_UNAVAILABLE_MESSAGE });
  }
  logger.error({ err: error }, failure.log);
  if (isDiskFull(error)) return refuse(failure.diskFullMessage ?? DISK_FULL_CHANGE_MESSAGE, 507);
  return refuse(failure.message, 500);
}

/**
 * What the route reads, from its body read under its bound (decision 016): or the 413 or 400 it
 * answers instead.
 */
async function routeInput<R extends Request, S, I>(
  spec: RouteSpec<R, S, I>,
  request: R,
): Promise<Response | { input: I; body: unknown }> {
  let body: unknown;
  if (spec.body) {
    const bytes = await readLimitedRequestBody(request, spec.body.limit).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return null;
      throw error;
    });
    if (!bytes) return refuse(spec.body.tooLarge ?? BODY_TOO_LARGE_MESSAGE, 413);
    try {
      body = spec.body.as === 'bytes' ? bytes : JSON.parse(bytes.toString('utf8'));
    } catch {
      return refuse(spec.invalid ?? INVALID_REQUEST_MESSAGE, 400);
    }
  }
  if (!spec.schema) return { input: undefined as I, body };
  const parsed = spec.schema.safeParse(spec.input ? spec.input(request, body) : body);
  if (!parsed.success) return refuse(spec.invalid ?? INVALID_REQUEST_MESSAGE, 400);
  return { input: parsed.data, body };
}

function route<R extends Request, S, I>(
  guard: ((request: R) => Promise<S | Response>) | null,
  sameOrigin: boolean,
  spec: RouteSpec<R, S, I>,
): (request: R) => Promise<Response> {
  return async (request) => {
    try {
      const staff = guard ? await guard(request) : (null as S);
      if (staff instanceof Response) {
        staff.headers.set('Cache-Control', PRIVATE_NO_STORE);
        return staff;
      }
      // A cookie rides along with a request from any page; only the site's own pages may write.
      if (sameOrigin && !isFromOwnSite(request)) return refuse(FOREIGN_ORIGIN_MESSAGE, 403);
      const checked = await routeInput(spec, request);
      if (checked instanceof Response) return checked;
      return await spec.handle({ request, staff, input: checked.input, body: checked.body });
    } catch (error) {
      return failureAnswer(error, spec.failure);
    }
  };
}

/**
 * The back office's route handlers (decision 038): the staff guard (its 401/403 kept out of every
 * cache), the same-origin check, the bounded body, the schema, PRIVATE_NO_STORE and `{ error }`
 * in French on every refusal and failure.
 */
export function staffRoute<S, I = undefined, R extends Request = Request>(
  spec: RouteSpec<R, S, I> & { guard: (request: R) => Promise<S | Response> },
): (request: R) => Promise<Response> {
  return route(spec.guard, true, spec);
}

/**
 * The public route handlers: the same path without a session. `sameOrigin: false` only for
 * reads that other machines make (the load balancer's health check).
 */
export function publicRoute<I = undefined, R extends Request = Request>(
  spec: RouteSpec<R, null, I> & { sameOrigin?: boolean },
): (request: R) => Promise<Response> {
  return route(null, spec.sameOrigin ?? true, spec);
}
