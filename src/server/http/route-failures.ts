import 'server-only';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/front-server/page-cache/outage-page';
import { DISK_FULL_CHANGE_MESSAGE, isDiskFull } from '@/server/disk-full';
import { logger } from '@/server/logger';
import { warnThrottled } from '@/server/throttled-log';

export type RouteFailure = {
  /** The log line, in English. */
  log: string;
  /** What the person reads when something unexpected broke: never the error's text. */
  message: string;
  /** What the person reads when the disk is full. */
  diskFullMessage?: string;
};

const answer = (error: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });

/**
 * The back office's route handlers (autosave, upload) answer every failure in French JSON,
 * whatever throws, the session check included: a database that cannot be reached is a 503 with
 * `Retry-After` and one warning per interval (decision 034), a full disk a 507 with its message
 * (decision 016), anything else a logged 500. Before, an outage met in the session check escaped
 * to Next, which answered an empty 500 and logged a stack per request.
 */
export function answeringFailuresInFrench(handler: (request: Request) => Promise<Response>, failure: RouteFailure) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        warnThrottled(`${failure.log}: database unavailable`, { reason }, `${failure.log}: database unavailable`);
        return answer(DATABASE_UNAVAILABLE_MESSAGE, 503, { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) });
      }
      logger.error({ err: error }, failure.log);
      if (isDiskFull(error)) return answer(failure.diskFullMessage ?? DISK_FULL_CHANGE_MESSAGE, 507);
      return answer(failure.message, 500);
    }
  };
}
