import 'server-only';
import { logger } from '@/server/logger';

/**
 * Starts work that the current request must not wait for (a mail to send once the visitor has
 * their answer). The process is long-lived, so the task outlives the request; its failure is
 * logged under `description` with `context`, never thrown into a request that has already
 * answered nor left as an unhandled rejection.
 */
export function runInBackground(
  description: string,
  context: Record<string, unknown>,
  task: () => Promise<unknown>,
): void {
  void Promise.resolve()
    .then(task)
    .catch((error: unknown) => logger.error({ err: error, ...context }, `${description} failed`));
}
