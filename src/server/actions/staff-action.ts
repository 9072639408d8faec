import 'server-only';
import type { z } from 'zod';
import { refusal, type ActionRefusal, type ActionResult } from '@/lib/actions/action-result';
import { runAction } from '@/server/actions/run-action';

export type StaffActionFailure<A extends unknown[]> = {
  /** What the person reads when something unexpected broke: never the error's text. */
  message: string;
  /** The log line, in English. */
  log: string;
  /** What identifies the case in the log (ids, never a password or what a visitor typed). */
  context?: (...args: A) => Record<string, unknown>;
  /** What the person reads when the disk is full. */
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
 * The one builder of server actions (decision 038): the guard, the schema, the service call, the
 * revalidation, all inside `runAction`, so an outage, a full disk or a bug is answered in French
 * in the one `ActionResult` shape and logged once. Every exported action of an `actions.ts` is
 * built here (tests/architecture/one-shape-per-edge.test.ts).
 */
export function staffAction<
  A extends unknown[] = [input: unknown],
  S = unknown,
  I = unknown,
  T extends object = object,
  E extends object = object,
>(spec: StaffActionSpec<A, S, I, T, E>): (...args: A) => Promise<ActionResult<T, E>> {
  const { failure } = spec;
  return async (...args: A) =>
    runAction<ActionResult<T, E>>(
      async () => {
        const staff = await spec.guard();
        const schema = typeof spec.schema === 'function' ? spec.schema() : spec.schema;
        const parsed = schema.safeParse(spec.input ? spec.input(...args) : fieldsOf(args[0]));
        if (!parsed.success)
          return typeof spec.invalid === 'string' ? refusal(spec.invalid) : spec.invalid(parsed.error);
        const result = await spec.run(parsed.data, staff);
        spec.revalidate?.(result, parsed.data);
        return result;
      },
      {
        answer: (message) => refusal(message),
        message: failure.message,
        log: failure.log,
        context: failure.context?.(...args),
        diskFullMessage: failure.diskFullMessage,
        refusal: (error) => {
          const message = failure.refusal?.(error);
          return message === undefined ? undefined : refusal(message);
        },
      },
    );
}
