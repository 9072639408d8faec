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
import { answerPublicForm, wantsJson } from './answer';
import type { PublicForm } from './definition';
import { submitPublicForm, type PublicFormSeams } from './submit';

export { answerPublicForm, wantsJson } from './answer';
export {
  DEFAULT_PUBLIC_FORM_BODY_LIMIT,
  DEFAULT_PUBLIC_FORM_LIMITS,
  definePublicForm,
  type PublicForm,
  type PublicFormContext,
  type PublicFormDefinition,
  type PublicFormLimits,
} from './definition';
export { PublicFormRefusal } from './refusal';
export { submitPublicForm, type PublicFormOutcome, type PublicFormSeams } from './submit';

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
