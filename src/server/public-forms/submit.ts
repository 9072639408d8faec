import 'server-only';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { refusedForm } from '@/lib/forms/form-errors';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/http/outage-answer';
import { sitePathOr } from '@/lib/public-forms/back-path';
import { fillTimeVerdict } from '@/lib/public-forms/fill-time';
import { HONEYPOT_FIELD, PROOF_FIELD, TOKEN_FIELD } from '@/lib/public-forms/form-fields';
import { readFormToken } from '@/lib/public-forms/form-token';
import { honeypotFilled } from '@/lib/public-forms/honeypot';
import { loggableError } from '@/lib/public-forms/loggable-error';
import { PUBLIC_FORM_MESSAGES } from '@/lib/public-forms/messages';
import { readRawValues } from '@/lib/public-forms/raw-values';
import { submissionKey } from '@/lib/public-forms/submission-key';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { dailyClientKey } from '@/server/http/daily-client-key';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { logger } from '@/server/logger';
import { isDiskFull } from '@/server/disk-full';
import { isFromOwnSite } from '@/server/same-origin';
import { consumeRateLimit, type RateLimitVerdict, strictestVerdict } from '@/server/rate-limit';
import { reportOutage } from '@/server/http/outage';
import { warnThrottled } from '@/server/throttled-log';
import type { PublicForm } from './public-form';
import { countSendTowardsAlert } from './volume-alert';
import { spendProof, verifiedProof } from './proof-of-work';
import { derivedSecret } from './token';
import { claimSubmission, recordAnswer, releaseClaim } from './submissions-store';
import { PublicFormRefusal } from './refusal';

/** What the handler decided, before it is written as JSON or HTML. */
export type PublicFormOutcome =
  | { kind: 'sent'; message: string; backTo: string }
  | {
      kind: 'refused';
      status: PublicFormRefusalStatus;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      backTo: string;
      retryAfterSeconds?: number;
    };

type PublicFormRefusalStatus = 400 | 403 | 409 | 413 | 429 | 500 | 503 | 507;

/** What tests inject: the clock (fill time, windows, expiries). */
export type PublicFormSeams = { now?: () => number };

/** A refused send's outcome: `values`, what was typed, are shown again in the form. */
export function refused(
  status: PublicFormRefusalStatus,
  message: string,
  values: Record<string, string> = {},
  backTo = '/',
  fieldErrors: Record<string, string> = {},
  retryAfterSeconds?: number,
): PublicFormOutcome {
  return { kind: 'refused', status, message, fieldErrors, values, backTo, retryAfterSeconds };
}

/** This client's own limits: what others send never refuses it. */
async function clientVerdict(
  form: PublicForm<any>,
  clientHash: string,
  proven: boolean,
  now: number,
): Promise<RateLimitVerdict> {
  const [scope, rules] = proven
    ? [clientHash, form.limits.perAddress]
    : [`${clientHash}/sans-preuve`, form.limits.perAddressWithoutProof];
  const verdicts = await Promise.all(
    rules.map((rule) => consumeRateLimit(`public-form:${form.name}:${scope}:${rule.window}`, rule, now)),
  );
  return strictestVerdict(verdicts);
}

/** An abnormal day's volume is mailed to staff; a failure there never turns a send into an error. */
function watchVolume(form: PublicForm<any>, now: number): void {
  countSendTowardsAlert(form.name, form.alert, form.limits.dailySendsBeforeAlert, now).catch((error: unknown) =>
    logger.error(
      { err: loggableError(error), form: form.name },
      'Counting a public form send for the volume alert failed',
    ),
  );
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
  if (fillTimeVerdict(token.issuedAt, now) === 'too-fast')
    return refused(400, PUBLIC_FORM_MESSAGES.tooFast, values, backTo);
  // No proof is allowed (no JavaScript) and counted under stricter limits; a bad one is refused.
  const proofText = controls[PROOF_FIELD];
  const proof = proofText ? await verifiedProof(proofText, now) : null;
  if (proofText && !proof) return refused(400, PUBLIC_FORM_MESSAGES.proofMissing, values, backTo);
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const { fieldErrors, message } = refusedForm(
      parsed.error,
      form.fields.map((field) => field.name),
      PUBLIC_FORM_MESSAGES.invalid,
    );
    return refused(400, message, values, backTo, fieldErrors as Record<string, string>);
  }

  let claimed = false;
  let key = '';
  try {
    const clientHash = await dailyClientKey(clientAddress(request, auth().options), now);
    key = submissionKey(form.name, token.key, clientHash, parsed.data);
    const claim = await claimSubmission(key, form.name, now);
    if (!claim.first) {
      if (claim.answer === null) return refused(409, PUBLIC_FORM_MESSAGES.pending, values, backTo);
      return { kind: 'sent', message: (JSON.parse(claim.answer) as { message: string }).message, backTo };
    }
    claimed = true;
    // Spent only now: a double click re-sends the same proof and must get the first answer above.
    if (proof && !(await spendProof(proof, now))) {
      await releaseClaim(key);
      return refused(400, PUBLIC_FORM_MESSAGES.proofMissing, values, backTo);
    }
    watchVolume(form, now);
    const verdict = await clientVerdict(form, clientHash, proof !== null, now);
    if (!verdict.allowed) {
      await releaseClaim(key);
      const retryAfterSeconds = verdict.retryAfter ?? 1;
      const message = PUBLIC_FORM_MESSAGES.limited(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
      return refused(429, message, values, backTo, {}, retryAfterSeconds);
    }
    const { message } = await form.handle(parsed.data, { clientHash, now: new Date(now), request });
    claimed = false;
    // Stored: the sender is told so whatever happens next. An answer that cannot be kept leaves
    // the claim to its lease; a resend then finds what was stored (the form's duplicate rule).
    await recordAnswer(key, JSON.stringify({ message })).catch((error: unknown) =>
      isDatabaseUnavailable(error)
        ? reportOutage(`Public form ${form.name} (answer of a stored send)`, error)
        : logger.error({ err: loggableError(error), form: form.name }, 'The answer of a stored send could not be kept'),
    );
    return { kind: 'sent', message, backTo };
  } catch (error) {
    // Only this request's own claim is given back: another's may still be running.
    if (claimed) await releaseClaim(key).catch(() => {});
    if (error instanceof PublicFormRefusal) return refused(error.status, error.message, values, backTo);
    if (isDatabaseUnavailable(error)) {
      reportOutage(`Public form ${form.name}`, error);
      return refused(503, PUBLIC_FORM_MESSAGES.unavailable, values, backTo, {}, OUTAGE_RETRY_AFTER_SECONDS);
    }
    if (isDiskFull(error)) {
      // Like an outage, it fails every send while it lasts: one line per interval, no stack.
      warnThrottled(`Public form ${form.name}: disk full`, {}, `Public form ${form.name}: disk full`);
      return refused(507, PUBLIC_FORM_MESSAGES.diskFull, values, backTo);
    }
    // The error's kind and message only: what the visitor typed is never logged (DESIGN.md, health data).
    logger.error({ err: loggableError(error), form: form.name }, 'A public form could not be handled');
    return refused(500, PUBLIC_FORM_MESSAGES.failed, values, backTo);
  }
}
