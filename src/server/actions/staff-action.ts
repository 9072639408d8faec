import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { refusal, type ActionRefusal, type ActionResult } from '@/lib/actions/action-result';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { DISK_FULL_CHANGE_MESSAGE, isDiskFull } from '@/server/disk-full';
import { logger } from '@/server/logger';
import { reportOutage } from '@/server/http/outage';

export type StaffActionFailure<A extends unknown[]> = {
  /** What the person reads when something unexpected broke: never the error's text. */
  message: string;
  /** The log line, in English. */
  log: string;
  /** What identifies the case in the log (ids, never a password or what a visitor typed). */
  context?: (...args: A) => Record<string, unknown>;
  /** What the person reads when the disk is full (the error is still logged as it came). */
  diskFullMessage?: string;
  /** Errors that are answers, not failures (a French refusal thrown by a service): their message. */
  refusal?: (error: unknown) => string | undefined;
};

export type StaffActionSpec<A extends unknown[], S, I, T extends object, E extends object> = {
  /** The permission check (`requireBlogManager`, `requireAdmin`…): it redirects or throws. */
  guard: () => Promise<S>;
  /** What the schema reads from the action's arguments; by default the first one (a FormData as its fields). */
  input?: (...args: A) => unknown;
  /** The one validation of the action (a function when the schema depends on the day). */
  schema: z.ZodType<I> | (() => z.ZodType<I>);
  /** The refusal when the schema refuses: a message, or the form's refusal with its field errors. */
  invalid: string | ((error: z.ZodError) => ActionRefusal<E>);
  /** The service call, with what the schema parsed and who the guard let in. */
  run: (input: I, staff: S) => Promise<ActionResult<T, E>>;
  /** The pages to refresh once `run` answered (each action says whether a refusal changed anything). */
  revalidate?: (result: ActionResult<T, E>, input: I) => void;
  failure: StaffActionFailure<A>;
};

const fieldsOf = (value: unknown) => (value instanceof FormData ? Object.fromEntries(value) : value);

/**
 * The one builder of server actions (decision 038). The guard, the schema, the service call and
 * the revalidation all run inside one `try`, so nothing they throw reaches Next's error page (a
 * 500): a database that cannot be reached (the session check included) answers the French
 * "momentanément indisponible", a full disk its own message, anything else the action's French
 * failure, in the one `ActionResult` shape and logged once; the form keeps what was typed since
 * only a result comes back. Redirects and not-found signals pass through untouched. Every
 * exported action of an `actions.ts` is built here (tests/architecture/one-shape-per-edge.test.ts).
 */
export function staffAction<
  A extends unknown[] = [input: unknown],
  S = unknown,
  I = unknown,
  T extends object = object,
  E extends object = object,
>(spec: StaffActionSpec<A, S, I, T, E>): (...args: A) => Promise<ActionResult<T, E>> {
  const { failure } = spec;
  return async (...args: A) => {
    const context = failure.context?.(...args);
    try {
      const staff = await spec.guard();
      const schema = typeof spec.schema === 'function' ? spec.schema() : spec.schema;
      const parsed = schema.safeParse(spec.input ? spec.input(...args) : fieldsOf(args[0]));
      if (!parsed.success) return typeof spec.invalid === 'string' ? refusal(spec.invalid) : spec.invalid(parsed.error);
      const result = await spec.run(parsed.data, staff);
      spec.revalidate?.(result, parsed.data);
      return result;
    } catch (error) {
      unstable_rethrow(error);
      const refused = failure.refusal?.(error);
      if (refused !== undefined) return refusal(refused);
      if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: one line without a stack per interval (decision 034), the health check says the rest.
        reportOutage(failure.log, error, context);
        return refusal(DATABASE_UNAVAILABLE_MESSAGE);
      }
      logger.error({ err: error, ...context }, failure.log);
      return refusal(isDiskFull(error) ? (failure.diskFullMessage ?? DISK_FULL_CHANGE_MESSAGE) : failure.message);
    }
  };
}
