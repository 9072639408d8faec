import { CHALLENGE_ENDPOINT, messageId, PROOF_FIELD, TOKEN_FIELD } from '@/lib/public-forms/form-fields';

/**
 * Public forms sent in place (decision 039). The form works without this script (POST, then a
 * redirect or a page of its own); with it, the first focus fetches a token issued now and a
 * proof-of-work challenge, and a send solves the challenge, posts the same fields asking for
 * JSON, and writes the French answer in the form's message region and beside each field.
 */
type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string>; location?: string };
type Challenge = Parameters<typeof import('./proof-of-work').solveProof>[0];

function hiddenField(form: HTMLFormElement, name: string): HTMLInputElement {
  let field = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (!field) {
    field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    form.append(field);
  }
  return field;
}

async function fetchChallenge(form: HTMLFormElement, name: string): Promise<Challenge | null> {
  try {
    const response = await fetch(`${CHALLENGE_ENDPOINT}?formulaire=${encodeURIComponent(name)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const { jeton, defi } = (await response.json()) as { jeton: string; defi: Challenge };
    hiddenField(form, TOKEN_FIELD).value = jeton;
    return defi;
  } catch {
    return null;
  }
}

/**
 * What a control's `aria-describedby` named before any error of ours (its help text): kept on the
 * control, so an error is added to it and, once corrected, taken away without losing it.
 */
function ownDescription(control: HTMLElement): string {
  control.dataset.describedBy ??= control.getAttribute('aria-describedby') ?? '';
  return control.dataset.describedBy;
}

function setDescription(control: HTMLElement, ...ids: string[]): void {
  const value = [ownDescription(control), ...ids].filter(Boolean).join(' ');
  if (value) control.setAttribute('aria-describedby', value);
  else control.removeAttribute('aria-describedby');
}

function showErrors(form: HTMLFormElement, fieldErrors: Record<string, string>): void {
  for (const stale of form.querySelectorAll('[data-public-form-error]')) stale.remove();
  for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    control.removeAttribute('aria-invalid');
    setDescription(control);
  }
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(fieldErrors)) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLElement)) continue;
    const error = document.createElement('p');
    error.id = `champ-${name}-erreur`;
    error.dataset.publicFormError = '';
    error.className = 'public-form-error';
    error.textContent = message;
    control.setAttribute('aria-invalid', 'true');
    setDescription(control, error.id);
    (control.closest('label') ?? control).after(error);
    first ??= control;
  }
  first?.focus();
}

function showMessage(form: HTMLFormElement, name: string, answer: Answer): void {
  const region = form.querySelector<HTMLElement>(`#${messageId(name)}`);
  if (!region) return;
  region.textContent = answer.message;
  region.dataset.state = answer.ok ? 'sent' : 'refused';
  region.hidden = false;
}

function enhanceForm(form: HTMLFormElement): void {
  const name = form.dataset.publicForm!;
  let challenge: Promise<Challenge | null> | null = null;
  let sending = false;
  const prepare = () => (challenge ??= fetchChallenge(form, name));
  form.addEventListener('focusin', () => void prepare(), { once: true });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    form.setAttribute('aria-busy', 'true');
    void (async () => {
      try {
        const defi = await prepare();
        const proof = defi ? await (await import('./proof-of-work')).solveProof(defi) : null;
        if (proof) hiddenField(form, PROOF_FIELD).value = proof;
        const response = await fetch(form.action, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        });
        const answer = (await response.json()) as Answer;
        // A form whose sent page is another page (the request's confirmation) goes there, as without script.
        const next = answer.ok && answer.location ? new URL(answer.location, window.location.href) : null;
        if (next && next.pathname !== window.location.pathname) {
          window.location.assign(next);
          return;
        }
        showErrors(form, answer.fieldErrors ?? {});
        showMessage(form, name, answer);
        if (answer.ok) form.reset();
        // A proof is spent once: the next send, corrected or new, solves a new challenge.
        hiddenField(form, PROOF_FIELD).value = '';
        challenge = fetchChallenge(form, name);
      } catch {
        // No answer we can read (network, proxy page): the form goes the way it does without script.
        form.submit();
      } finally {
        sending = false;
        form.removeAttribute('aria-busy');
      }
    })();
  });
}

export function enhancePublicForms(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-public-form]')) enhanceForm(form);
}
