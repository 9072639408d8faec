import 'server-only';
import { sentFragment } from '@/lib/public-forms/form-fields';
import { PUBLIC_FORM_MESSAGES } from '@/lib/public-forms/messages';
import { refusedFormPage } from '@/lib/public-forms/refused-page';
import { standalonePageHtml } from '@/lib/site/standalone-page';
import type { PublicForm } from './public-form';
import type { PublicFormOutcome } from './submit';
import { publicFormToken } from './token';
import { NO_STORE_HEADERS } from '@/lib/http/no-store';

/** The site script asks for JSON; a browser without it gets pages and redirects. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** The outcome as the client asked for it: JSON for the site script, a 303 or a page otherwise. */
export function answerPublicForm(
  form: Pick<PublicForm<any>, 'name' | 'action' | 'fields'>,
  outcome: PublicFormOutcome,
  json: boolean,
  now: number,
): Response {
  const retry: Record<string, string> =
    outcome.kind === 'refused' && outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
  if (json) {
    // `location` is where a browser without the script is sent: the script follows it when it is
    // another page (the request's confirmation), and stays in place when it is this one.
    const body =
      outcome.kind === 'sent'
        ? { ok: true, message: outcome.message, location: `${outcome.backTo}#${sentFragment(form.name)}` }
        : { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
    return Response.json(body, {
      status: outcome.kind === 'sent' ? 200 : outcome.status,
      headers: { ...NO_STORE_HEADERS, ...retry },
    });
  }
  if (outcome.kind === 'sent') {
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE_HEADERS, Location: `${outcome.backTo}#${sentFragment(form.name)}` },
    });
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
  return new Response(html, {
    status: outcome.status,
    headers: { ...NO_STORE_HEADERS, ...retry, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
