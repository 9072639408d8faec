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

/** What a refused form says when none of its issues is on a field the form shows. */
export const INVALID_FORM_MESSAGE = 'Le formulaire reçu est incomplet ou invalide. Rechargez la page, puis réessayez.';

/**
 * A refused form's French answer: errors beside the fields, or, when no issue belongs to a field
 * the form shows (a tampered or truncated request), one message for the whole form, never a
 * refusal that says nothing.
 */
export function refusedForm<F extends string>(error: z.ZodError, fields: readonly F[]): { fieldErrors: Partial<Record<F, string>>; formError?: string } {
  const fieldErrors = firstErrorPerField(error, fields);
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { fieldErrors, formError: INVALID_FORM_MESSAGE };
}
