import { siteShellPageHtml } from '@/lib/site/site-shell-page';
import { HONEYPOT_FIELD, TOKEN_FIELD, type PublicFormField } from './form-fields';
import { escapeHtml } from './html';
import { PUBLIC_FORM_MESSAGES } from './messages';

export type RefusedFormState = {
  /** The route the form posts to. */
  action: string;
  /** The page the form lives on, for the link back. */
  backTo: string;
  fields: readonly PublicFormField[];
  /** What was typed, as received (never stored, never logged: only written back here). */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError: string;
  /** A fresh signed token, so the corrected form can be sent again. */
  token: string;
};

function fieldHtml(field: PublicFormField, value: string, error: string | undefined): string {
  const id = `champ-${field.name}`;
  const errorId = `${id}-erreur`;
  const described = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const required = field.required ? ' required' : '';
  const errorHtml = error ? `\n<p id="${errorId}" class="erreur">${escapeHtml(error)}</p>` : '';
  const name = escapeHtml(field.name);
  const label = escapeHtml(field.label);
  if (field.kind === 'checkbox') {
    const checked = value !== '' ? ' checked' : '';
    return `<div><input type="checkbox" id="${id}" name="${name}" value="on"${checked}${required}${described}> <label for="${id}">${label}</label>${errorHtml}</div>`;
  }
  let control: string;
  if (field.kind === 'textarea') {
    const max = field.maxLength ? ` maxlength="${field.maxLength}"` : '';
    control = `<textarea id="${id}" name="${name}" rows="6"${max}${required}${described}>${escapeHtml(value)}</textarea>`;
  } else if (field.kind === 'select') {
    const options = field.options
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      )
      .join('');
    control = `<select id="${id}" name="${name}"${required}${described}>${options}</select>`;
  } else {
    const max = field.maxLength ? ` maxlength="${field.maxLength}"` : '';
    const autocomplete = field.autocomplete ? ` autocomplete="${escapeHtml(field.autocomplete)}"` : '';
    control = `<input type="${field.kind}" id="${id}" name="${name}" value="${escapeHtml(value)}"${max}${autocomplete}${required}${described}>`;
  }
  return `<div><label for="${id}">${label}</label><br>\n${control}${errorHtml}</div>`;
}

/**
 * The answer to a form refused without JavaScript (docs/decisions/039): a page in the site's
 * layout, private and never cached, that shows the form again with what was typed and a French
 * message beside each field to correct, so nothing typed is lost and nothing is kept anywhere.
 */
export function refusedFormPage(state: RefusedFormState): string {
  const fields = state.fields
    .map((field) => fieldHtml(field, state.values[field.name] ?? '', state.fieldErrors[field.name]))
    .join('\n');
  const body = `<p role="alert">${escapeHtml(state.formError)}</p>
<form method="post" action="${escapeHtml(state.action)}">
<input type="hidden" name="${TOKEN_FIELD}" value="${escapeHtml(state.token)}">
<p hidden><label>${PUBLIC_FORM_MESSAGES.honeypotLabel} <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></p>
${fields}
<p><button type="submit">${PUBLIC_FORM_MESSAGES.send}</button></p>
</form>
<p><a href="${escapeHtml(state.backTo)}">${PUBLIC_FORM_MESSAGES.backLink}</a></p>`;
  return siteShellPageHtml({ title: PUBLIC_FORM_MESSAGES.refusedTitle, body });
}
