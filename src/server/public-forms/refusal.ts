import 'server-only';

/**
 * A refusal a form's handler decides by a rule of its own (the appointment form's limit per
 * number, decision 044; a question on an article closed to questions,
 * decision 043): answered like the path's own refusals, with what was typed shown again, the
 * idempotency key released, nothing logged.
 */
export class PublicFormRefusal extends Error {
  constructor(
    readonly status: 400 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}
