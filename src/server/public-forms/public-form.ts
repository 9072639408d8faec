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
import { refusedForm } from '@/lib/form-errors';
import { sitePathOr } from '@/lib/public-forms/back-path';
import { fillTimeVerdict, MINIMUM_FILL_MS } from '@/lib/public-forms/fill-time';
import { HONEYPOT_FIELD, PROOF_FIELD, PUBLIC_FORM_NAME, sentFragment, TOKEN_FIELD, type PublicFormField } from '@/lib/public-forms/form-fields';
import { honeypotFilled } from '@/lib/public-forms/honeypot';
import { combinedVerdict, type LimitRule, type LimitVerdict } from '@/lib/public-forms/limits';
import { minutesToWait, PUBLIC_FORM_MESSAGES } from '@/lib/public-forms/messages';
import { readRawValues } from '@/lib/public-forms/raw-values';
import { readFormToken } from '@/lib/public-forms/form-token';
import { refusedFormPage } from '@/lib/public-forms/refused-page';
import { submissionKey } from '@/lib/public-forms/submission-key';
import { standalonePageHtml } from '@/lib/standalone-page';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { logger } from '@/server/logger';
import { isFromOwnSite } from '@/server/same-origin';
import { consumeLimit } from './limits-store';
import { spendProof, verifiedProof } from './proof-of-work';
import { derivedSecret, hashedClient } from './secrets';
import { claimSubmission, recordAnswer, releaseClaim } from './submissions-store';
import { publicFormToken } from './token';

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
  /**
   * Stores the send and says what the visitor reads; or refuses it (400 or 409, French, what was
   * typed shown again) when the data says no: a question under an article closed to questions.
   */
  handle: (values: z.infer<Schema>, context: PublicFormContext) => Promise<PublicFormAnswer>;
  limits?: PublicFormLimits;
  /** Bytes; a bigger body is refused with 413 before it is read whole. */
  bodyLimit?: number;
  minimumFillMs?: number;
};

export type PublicFormAnswer = { message: string } | { refused: { status: 400 | 409; message: string; fieldErrors?: Record<string, string> } };

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

export function definePublicForm<Schema extends z.ZodType<Record<string, unknown>>>(definition: PublicFormDefinition<Schema>): PublicForm<Schema> {
  if (!PUBLIC_FORM_NAME.test(definition.name)) throw new Error(`Public form name must match ${PUBLIC_FORM_NAME}: ${definition.name}`);
  return {
    limits: DEFAULT_PUBLIC_FORM_LIMITS,
    bodyLimit: DEFAULT_PUBLIC_FORM_BODY_LIMIT,
    minimumFillMs: MINIMUM_FILL_MS,
    ...definition,
  };
}

/** What the handler decided, before it is written as JSON or HTML. */
export type PublicFormOutcome =
  | { kind: 'sent'; message: string; backTo: string }
  | { kind: 'refused'; status: 400 | 403 | 409 | 413 | 429 | 500; message: string; fieldErrors: Record<string, string>; values: Record<string, string>; backTo: string; retryAfterSeconds?: number };

/** What tests inject: the clock (fill time, windows, expiries). */
export type PublicFormSeams = { now?: () => number };

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function refused(
  status: 400 | 403 | 409 | 413 | 429 | 500,
  message: string,
  values: Record<string, string> = {},
  backTo = '/',
  fieldErrors: Record<string, string> = {},
): PublicFormOutcome {
  return { kind: 'refused', status, message, fieldErrors, values, backTo };
}

async function limitsVerdict(form: PublicForm<any>, clientHash: string, proven: boolean, now: number): Promise<{ verdict: LimitVerdict; global: boolean }> {
  const [scope, rules] = proven ? [clientHash, form.limits.perAddress] : [`${clientHash}/sans-preuve`, form.limits.perAddressWithoutProof];
  const perAddress = combinedVerdict(await Promise.all(rules.map((rule) => consumeLimit(form.name, scope, rule, now))));
  if (!perAddress.allowed) return { verdict: perAddress, global: false };
  const global = combinedVerdict(await Promise.all(form.limits.global.map((rule) => consumeLimit(form.name, 'all', rule, now))));
  return { verdict: global, global: true };
}

/** Runs every defence, then the form's handler; the outcome is written by `answerPublicForm`. */
export async function submitPublicForm<Schema extends z.ZodType<Record<string, unknown>>>(
  form: PublicForm<Schema>,
  request: Request,
  seams: PublicFormSeams = {},
): Promise<PublicFormOutcome> {
  const now = seams.now?.() ?? Date.now();
  if (!isFromOwnSite(request)) return refused(403, PUBLIC_FORM_MESSAGES.foreignOrigin);
  let body: Buffer;
  try {
    body = await readLimitedRequestBody(request, form.bodyLimit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return refused(413, BODY_TOO_LARGE_MESSAGE);
  }
  const raw = readRawValues(body.toString('utf8'));
  if (!raw) return refused(400, PUBLIC_FORM_MESSAGES.staleToken);
  const { values, controls } = raw;
  const backTo = sitePathOr(form.backTo(values));
  // A robot filled the field no person sees: it is told it succeeded, and nothing is kept.
  if (honeypotFilled(controls[HONEYPOT_FIELD])) return { kind: 'sent', message: PUBLIC_FORM_MESSAGES.sent, backTo };
  const token = readFormToken(form.name, controls[TOKEN_FIELD], derivedSecret('form-token'));
  if (!token) return refused(400, PUBLIC_FORM_MESSAGES.staleToken, values, backTo);
  if (fillTimeVerdict(token.issuedAt, now, form.minimumFillMs) === 'too-fast') return refused(400, PUBLIC_FORM_MESSAGES.tooFast, values, backTo);
  // No proof is allowed (no JavaScript) and counted under stricter limits; a bad one is refused.
  const proofText = controls[PROOF_FIELD];
  const proof = proofText ? await verifiedProof(proofText, now) : null;
  if (proofText && !proof) return refused(400, PUBLIC_FORM_MESSAGES.proofMissing, values, backTo);
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const { fieldErrors, formError } = refusedForm(parsed.error, form.fields.map((field) => field.name));
    return refused(400, formError ?? PUBLIC_FORM_MESSAGES.invalid, values, backTo, fieldErrors as Record<string, string>);
  }

  const clientHash = hashedClient(clientAddress(request, auth().options), now);
  const key = submissionKey(form.name, token.key, clientHash, parsed.data);
  const claim = await claimSubmission(key, form.name, now);
  if (!claim.first) {
    if (claim.answer === null) return refused(409, PUBLIC_FORM_MESSAGES.pending, values, backTo);
    return { kind: 'sent', message: (JSON.parse(claim.answer) as { message: string }).message, backTo };
  }
  try {
    // Spent only now: a double click re-sends the same proof and must get the first answer above.
    if (proof && !(await spendProof(proof, now))) {
      await releaseClaim(key);
      return refused(400, PUBLIC_FORM_MESSAGES.proofMissing, values, backTo);
    }
    const { verdict, global } = await limitsVerdict(form, clientHash, proof !== null, now);
    if (!verdict.allowed) {
      await releaseClaim(key);
      const message = global ? PUBLIC_FORM_MESSAGES.busy : PUBLIC_FORM_MESSAGES.limited(minutesToWait(verdict.retryAfterSeconds));
      return { ...refused(429, message, values, backTo), retryAfterSeconds: verdict.retryAfterSeconds } as PublicFormOutcome;
    }
    const answer = await form.handle(parsed.data, { clientHash, now: new Date(now) });
    if ('refused' in answer) {
      await releaseClaim(key);
      return refused(answer.refused.status, answer.refused.message, values, backTo, answer.refused.fieldErrors);
    }
    const { message } = answer;
    await recordAnswer(key, JSON.stringify({ message }));
    return { kind: 'sent', message, backTo };
  } catch (error) {
    await releaseClaim(key).catch(() => {});
    // The error only: what the visitor typed is never logged (DESIGN.md, health data).
    logger.error({ err: error, form: form.name }, 'A public form could not be handled');
    return refused(500, PUBLIC_FORM_MESSAGES.failed, values, backTo);
  }
}

/** The site script asks for JSON; a browser without it gets pages and redirects. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** The outcome as the client asked for it: JSON for the site script, a 303 or a page otherwise. */
export function answerPublicForm(form: PublicForm<any>, outcome: PublicFormOutcome, json: boolean, now: number): Response {
  const retry: Record<string, string> = outcome.kind === 'refused' && outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
  if (json) {
    const body = outcome.kind === 'sent' ? { ok: true, message: outcome.message } : { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
    return Response.json(body, { status: outcome.kind === 'sent' ? 200 : outcome.status, headers: { ...NO_STORE, ...retry } });
  }
  if (outcome.kind === 'sent') {
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `${outcome.backTo}#${sentFragment(form.name)}` } });
  }
  const html =
    outcome.status === 403 || outcome.status === 413
      ? standalonePageHtml({ title: PUBLIC_FORM_MESSAGES.refusedTitle, body: `<p role="alert">${outcome.message}</p>` })
      : refusedFormPage({
          action: form.action,
          backTo: outcome.backTo,
          fields: form.fields,
          values: outcome.values,
          fieldErrors: outcome.fieldErrors,
          formError: outcome.message,
          token: publicFormToken(form.name, now),
        });
  return new Response(html, { status: outcome.status, headers: { ...NO_STORE, ...retry, 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The route handler of a form: `export const POST = publicFormRoute(form)`. */
export function publicFormRoute(form: PublicForm<any>, seams: PublicFormSeams = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    const outcome = await submitPublicForm(form, request, seams);
    return answerPublicForm(form, outcome, wantsJson(request), seams.now?.() ?? Date.now());
  };
}
