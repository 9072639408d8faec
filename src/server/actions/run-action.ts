import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { DISK_FULL_CHANGE_MESSAGE, isDiskFull } from '@/server/disk-full';
import { logger } from '@/server/logger';
import { warnThrottled } from '@/server/throttled-log';

export type ActionFailure<T> = {
  /** The action's French failure result carrying `message` (its own shape: `error`, `formError`…). */
  answer: (message: string) => T;
  /** What the person reads when something unexpected broke: never the error's text. */
  message: string;
  /** The log line, in English, and what identifies the case (ids, never a password). */
  log: string;
  context?: Record<string, unknown>;
  /** Errors that are answers, not failures (a French refusal thrown by a service): their result. */
  refusal?: (error: unknown) => T | undefined;
  /** What the person reads when the disk is full (the error is still logged as it came). */
  diskFullMessage?: string;
};

/**
 * The one path of every server action: its guard, its parsing, the service call and the
 * revalidation all run inside `task`, so nothing they throw reaches Next's error page (a 500).
 * A database that cannot be reached (the session check included) answers the French
 * "momentanément indisponible", a full disk its own message, anything else the action's French
 * failure; the form keeps what was typed since only a result comes back. Redirects and not-found
 * signals pass through untouched.
 */
export async function runAction<T>(task: () => Promise<T>, failure: ActionFailure<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    unstable_rethrow(error);
    const refused = failure.refusal?.(error);
    if (refused !== undefined) return refused;
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: one line without a stack per interval (decision 034), the health check says the rest.
      warnThrottled(
        `${failure.log}: database unavailable`,
        { reason: error instanceof Error ? error.message : String(error), ...failure.context },
        `${failure.log}: database unavailable`,
      );
      return failure.answer(DATABASE_UNAVAILABLE_MESSAGE);
    }
    logger.error({ err: error, ...failure.context }, failure.log);
    return failure.answer(isDiskFull(error) ? (failure.diskFullMessage ?? DISK_FULL_CHANGE_MESSAGE) : failure.message);
  }
}
