/**
 * The one answer of every server action (decision 038): a success with what the page needs, or a
 * French refusal — the message the person reads and, for a form, the errors beside its fields.
 * The form keeps what was typed: only this result comes back.
 */
export type FieldErrors = Record<string, string>;

/** A refusal's extra data (`conflict`, say) is optional: a refusal in the bare shape is always one. */
export type ActionRefusal<E extends object = object> = {
  ok: false;
  message: string;
  fieldErrors: FieldErrors;
} & Partial<E>;

export type ActionSuccess<T extends object = object> = { ok: true; message?: string } & T;

export type ActionResult<T extends object = object, E extends object = object> = ActionSuccess<T> | ActionRefusal<E>;

/** A refusal in the one shape; without field errors, the message is for the whole form. */
export function refusal(message: string, fieldErrors: FieldErrors = {}): ActionRefusal {
  return { ok: false, message, fieldErrors };
}

/** Whether a refusal points at fields of the form (otherwise its message stands alone). */
export function hasFieldErrors(result: { fieldErrors: FieldErrors }): boolean {
  return Object.keys(result.fieldErrors).length > 0;
}

/** A refused form's message when its errors are shown beside the fields. */
export const FIELDS_TO_CORRECT_MESSAGE = 'Certains champs sont à corriger.';
