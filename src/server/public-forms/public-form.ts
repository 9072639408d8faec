/**
 * The paved path for public forms (docs/decisions/039). A new form is a definition, a thin route
 * and a page:
 *
 *   // src/server/questions/question-form.ts
 *   export const questionForm = definePublicForm({
 *     name: 'question',                       // [a-z-]+: names limits, keys and the sent fragment
 *     action: '/api/questions',               // the route below (route handlers pass the action gate)
 *     schema: z.object({ slug: z.string(), question: z.string().min(10, 'Votre question est trop courte.') }),
 *     fields: [{ name: 'question', label: 'Votre question', kind: 'textarea', required: true, maxLength: 2000 }],
 *     backTo: (values) => `/blog/${values.slug}`,
 *     handle: async (values, context) => { await saveQuestion(values, context.clientHash); return { message: 'Merci, votre question est envoyée.' }; },
 *   });
 *   // src/app/api/questions/route.ts
 *   export const POST = publicFormRoute(questionForm);
 *   // the page: <form method="post" action={questionForm.action}> with
 *   //   <PublicFormControls form="question" token={publicFormToken('question')} sentMessage="…" />
 *
 * Without JavaScript the browser posts urlencoded and gets a 303 to `backTo#<name>-envoye` (the
 * cached page shows its message with CSS :target) or, when refused, a private page showing the
 * form again with what was typed. The site script posts the same body with `Accept:
 * application/json` and gets `{ ok: true, message } | { ok: false, message, fieldErrors }`.
 */
import 'server-only';
import type { z } from 'zod';
import { PUBLIC_FORM_NAME, type PublicFormField } from '@/lib/public-forms/form-fields';
import type { VolumeAlertTarget } from './volume-alert';
import type { RateLimitRule } from '@/server/rate-limit';
import { answerPublicForm, wantsJson } from './answer';
import { submitPublicForm, type PublicFormSeams } from './submit';

export { PublicFormRefusal } from './refusal';

export type PublicFormContext = {
  /** The sender's address hashed with the day's key (never the address itself). */
  clientHash: string;
  now: Date;
  request: Request;
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
};

export type PublicForm<Schema extends z.ZodType<Record<string, unknown>>> = Required<
  Pick<PublicFormDefinition<Schema>, 'limits' | 'bodyLimit'>
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
    ...definition,
  };
}

/** The route handler of a form: `export const POST = publicFormRoute(form)`. */
export function publicFormRoute(
  form: PublicForm<any>,
  seams: PublicFormSeams = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const outcome = await submitPublicForm(form, request, seams);
    return answerPublicForm(form, outcome, wantsJson(request), seams.now?.() ?? Date.now());
  };
}
