import type { z } from 'zod';

/**
 * Zod issues as one French message per form field: the first issue found for each of `fields`.
 * Issues on other paths (a hidden token, say) are left for the caller to read.
 */
export function firstErrorPerField<F extends string>(error: z.ZodError, fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
