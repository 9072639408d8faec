import type { ReactNode } from 'react';
import { HONEYPOT_FIELD, messageId, sentFragment, TOKEN_FIELD } from '@/lib/public-forms/form-fields';
import { PUBLIC_FORM_MESSAGES } from '@/lib/public-forms/messages';
import { publicFormToken } from '@/server/public-forms/token';

type Props = {
  /** The form's definition (or just its name and route). */
  form: { name: string; action: string };
  /** Shown once a send without JavaScript comes back to the page (CSS :target, decision 039). */
  sentMessage: string;
  className?: string;
  children: ReactNode;
};

/**
 * A public form as every page writes it (docs/decisions/039): a real POST to the form's route,
 * with its signed token, the hidden field only robots fill, the message a send without
 * JavaScript returns to, and the region where the site script writes its answers in place.
 * The page renders the visible fields and the submit button as children.
 */
export function PublicForm({ form, sentMessage, className, children }: Props) {
  return (
    <form method="post" action={form.action} className={className} data-public-form={form.name}>
      <input type="hidden" name={TOKEN_FIELD} defaultValue={publicFormToken(form.name)} />
      <p hidden>
        <label>
          {PUBLIC_FORM_MESSAGES.honeypotLabel}{' '}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <p id={sentFragment(form.name)} className="public-form-sent" role="status">
        {sentMessage}
      </p>
      <p id={messageId(form.name)} aria-live="polite" hidden />
      {children}
    </form>
  );
}
