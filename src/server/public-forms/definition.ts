import 'server-only';
import type { z } from 'zod';
import { MINIMUM_FILL_MS } from '@/lib/public-forms/fill-time';
import { PUBLIC_FORM_NAME, type PublicFormField } from '@/lib/public-forms/form-fields';
import type { LimitRule } from '@/lib/public-forms/limits';

export type PublicFormContext = {
  /** The sender's address hashed with the day's key (never the address itself). */
  clientHash: string;
  now: Date;
};

/**
 * `perAddress` counts sends that carry a valid proof of work (the site script solves one);
 * `perAddressWithoutProof`, stricter, counts the others (no JavaScript, or a robot that does not
 * pay the work); `global` counts every send of the form, from anyone (docs/decisions/039).
 */
export type PublicFormLimits = {
  perAddress: readonly LimitRule[];
  perAddressWithoutProof: readonly LimitRule[];
  global: readonly LimitRule[];
};

export type PublicFormDefinition<Schema extends z.ZodType<Record<string, unknown>>> = {
  name: string;
  action: string;
  schema: Schema;
  fields: readonly PublicFormField[];
  /** The page the form is on, from the raw values (checked to be a path of this site). */
  backTo: (values: Record<string, string>) => string;
  handle: (values: z.infer<Schema>, context: PublicFormContext) => Promise<{ message: string }>;
  limits?: PublicFormLimits;
  /** Bytes; a bigger body is refused with 413 before it is read whole. */
  bodyLimit?: number;
  minimumFillMs?: number;
};

export type PublicForm<Schema extends z.ZodType<Record<string, unknown>>> = Required<
  Pick<PublicFormDefinition<Schema>, 'limits' | 'bodyLimit' | 'minimumFillMs'>
> &
  PublicFormDefinition<Schema>;

/** Defaults sized for a few honest sends a day per person and a small practice's inbox. */
export const DEFAULT_PUBLIC_FORM_LIMITS: PublicFormLimits = {
  perAddress: [
    { windowSeconds: 10 * 60, max: 5 },
    { windowSeconds: 24 * 60 * 60, max: 20 },
  ],
  perAddressWithoutProof: [
    { windowSeconds: 60 * 60, max: 3 },
    { windowSeconds: 24 * 60 * 60, max: 6 },
  ],
  global: [{ windowSeconds: 60 * 60, max: 200 }],
};
export const DEFAULT_PUBLIC_FORM_BODY_LIMIT = 16 * 1024;

export function definePublicForm<Schema extends z.ZodType<Record<string, unknown>>>(
  definition: PublicFormDefinition<Schema>,
): PublicForm<Schema> {
  if (!PUBLIC_FORM_NAME.test(definition.name))
    throw new Error(`Public form name must match ${PUBLIC_FORM_NAME}: ${definition.name}`);
  return {
    limits: DEFAULT_PUBLIC_FORM_LIMITS,
    bodyLimit: DEFAULT_PUBLIC_FORM_BODY_LIMIT,
    minimumFillMs: MINIMUM_FILL_MS,
    ...definition,
  };
}
