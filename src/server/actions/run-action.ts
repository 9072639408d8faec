import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { isDiskFull } from '@/server/disk-full';
import { logger } from '@/server/logger';

export type ActionFailure<T> = {
  /** The French result the person sees when something unexpected broke: never the error's text. */
  result: T;
  /** The log line, in English, and what identifies the case (ids, never a password). */
  log: string;
  context?: Record<string, unknown>;
  /** Errors that are answers, not failures (a French refusal thrown by a service): their result. */
  refusal?: (error: unknown) => T | undefined;
  /** The French result when the disk is full (the error is still logged as it came). */
  diskFull?: T;
};

/**
 * The end of every server action, after its guard and its parsing: runs the service call and the
 * revalidation, and turns an unexpected error into a logged failure and the action's French
 * result, so the form shows a message instead of Next's error page. Redirects and not-found
 * signals pass through untouched.
 */
export async function runAction<T>(task: () => Promise<T>, failure: ActionFailure<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    unstable_rethrow(error);
    const refused = failure.refusal?.(error);
    if (refused !== undefined) return refused;
    logger.error({ err: error, ...failure.context }, failure.log);
    return isDiskFull(error) && failure.diskFull !== undefined ? failure.diskFull : failure.result;
  }
}
