import type { z } from 'zod';
import type { ActionRefusal, FieldErrors } from '@/lib/actions/action-result';

export type FieldErrorOptions = {
  /** Fields holding a list whose items show their own error, keyed 'field.N' ('weeklyHours.2'). */
  nested?: readonly string[];
  /** The fields sit under this key of the parsed input (`{ id, values: {…} }`): read from there. */
  under?: string;
};

/**
 * The one mapper from schema issues to French field errors (decision 038): the first message
 * found for each of `fields` (every field when none is listed). Issues on other paths (a hidden
 * token, an id) are left for the caller to read.
 */
export function firstErrorPerField(
  error: z.ZodError,
  fields?: readonly string[],
  options: FieldErrorOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = options.under === undefined ? issue.path : issue.path[0] === options.under ? issue.path.slice(1) : [];
    const [first, second] = path;
    if (first === undefined || (fields !== undefined && !fields.includes(String(first)))) continue;
    const field =
      options.nested?.includes(String(first)) && second !== undefined
        ? `${String(first)}.${String(second)}`
        : String(first);
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** What a refused form says when none of its issues is on a field the form shows. */
export const INVALID_FORM_MESSAGE = 'Le formulaire reçu est incomplet ou invalide. Rechargez la page, puis réessayez.';

/**
 * A refused form's French answer: `message` with the errors beside the fields, or, when no issue
 * belongs to a field the form shows (a tampered or truncated request), the whole form's message,
 * never a refusal that says nothing.
 */
export function refusedForm(
  error: z.ZodError,
  fields: readonly string[] | undefined,
  message: string,
  options: FieldErrorOptions = {},
): ActionRefusal {
  const fieldErrors = firstErrorPerField(error, fields, options);
  return { ok: false, message: Object.keys(fieldErrors).length > 0 ? message : INVALID_FORM_MESSAGE, fieldErrors };
}
