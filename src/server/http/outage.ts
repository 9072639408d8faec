import 'server-only';
import { warnThrottled } from '@/server/throttled-log';

/**
 * Says in the log that `where` met the database down: an outage reaches every request at once,
 * so one line per interval without a stack, with how many were left out (decision 034). The
 * answer itself is src/lib/http/outage-answer.ts.
 */
export function reportOutage(where: string, error: unknown, context: Record<string, unknown> = {}): void {
  const message = `${where}: database unavailable`;
  warnThrottled(message, { reason: error instanceof Error ? error.message : String(error), ...context }, message);
}
