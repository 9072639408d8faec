import 'server-only';
import type { z } from 'zod';
import { MINIMUM_FILL_MS } from '@/lib/public-forms/fill-time';
import { PUBLIC_FORM_NAME, type PublicFormField } from '@/lib/public-forms/form-fields';
import type { VolumeAlertTarget } from '@/lib/public-forms/volume-alert';
import type { RateLimitRule } from '@/server/rate-limit';

export type PublicFormContext = {
  /** The sender's address hashed with the day's key (never the address itself). */
  clientHash: string;
  now: Date;
};

/**
 * Limits per client only (the address hashed with the day's key, IPv6 by /64): what others send
 * never refuses anyone. `perAddress` counts sends that carry a valid proof of work (the site
 * script solves one); `perAddressWithoutProof`, stricter, counts the others (no JavaScript, or a
 * robot that does not pay the work). Past `dailySendsBeforeAlert` sends of the form in a day,
 * from everyone, staff get one e-mail instead (docs/decisions/069).
 */
export type PublicFormLimits = {
  perAddress: readonly RateLimitRule[];
  perAddressWithoutProof: readonly RateLimitRule[];
  dailySendsBeforeAlert: number;
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
  /** What the abnormal-volume e-mail calls the form and where staff read what it received. */
  alert: VolumeAlertTarget;
  /** Bytes; a bigger body is refused with 413 before it is read whole. */
  bodyLimit?: number;
  minimumFillMs?: number;
};

export type PublicForm<Schema extends z.ZodType<Record<string, unknown>>> = Required<
  Pick<PublicFormDefinition<Schema>, 'limits' | 'bodyLimit' | 'minimumFillMs'>
> &
  PublicFormDefinition<Schema>;

/** Defaults sized for a few honest sends a day per person, and a practice that gets a few dozen a day. */
export const DEFAULT_PUBLIC_FORM_LIMITS: PublicFormLimits = {
  perAddress: [
    { window: 10 * 60, max: 5 },
    { window: 24 * 60 * 60, max: 20 },
  ],
  perAddressWithoutProof: [
    { window: 60 * 60, max: 3 },
    { window: 24 * 60 * 60, max: 6 },
  ],
  dailySendsBeforeAlert: 100,
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
