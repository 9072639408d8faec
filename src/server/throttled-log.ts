import 'server-only';
import { createLogThrottle } from '@/lib/logging/log-throttle';
import { logger } from '@/server/logger';

const throttle = createLogThrottle();

/**
 * A warning about a failure that repeats with every request while it lasts (the database
 * unreachable): one line per `kind` per interval, without a stack, and the count of the lines
 * left out since the last one (decision 034).
 */
export function warnThrottled(kind: string, fields: Record<string, unknown>, message: string): void {
  const decision = throttle(kind);
  if (!decision.log) return;
  logger.warn(decision.suppressed > 0 ? { ...fields, suppressed: decision.suppressed } : fields, message);
}
