import { HONEYPOT_FIELD } from './honeypot';

/** The hidden fields every public form sends besides its own (docs/decisions/039). */
export const TOKEN_FIELD = 'jeton';
/** The ALTCHA widget's field name: its solution, base64 JSON. */
export const PROOF_FIELD = 'altcha';
export { HONEYPOT_FIELD };
export const CONTROL_FIELDS = [TOKEN_FIELD, HONEYPOT_FIELD, PROOF_FIELD] as const;

/** A visible field, described once so the refusal page (no JavaScript) can show it again. */
export type PublicFormField =
  | {
      name: string;
      label: string;
      kind: 'text' | 'email' | 'tel' | 'date' | 'textarea';
      required?: boolean;
      autocomplete?: string;
      maxLength?: number;
    }
  | {
      name: string;
      label: string;
      kind: 'select';
      required?: boolean;
      options: readonly { value: string; label: string }[];
    }
  | { name: string; label: string; kind: 'checkbox'; required?: boolean };

/** The fragment a no-JavaScript send returns to: the page shows its message with CSS `:target`. */
export function sentFragment(form: string): string {
  return `${form}-envoye`;
}

/** The id the site script finds the form's message region by. */
export function messageId(form: string): string {
  return `${form}-message`;
}

/** A form's name: it names its limits, keys, token and fragment, so it stays short and plain. */
export const PUBLIC_FORM_NAME = /^[a-z][a-z-]{0,30}$/;

/** Where the site script gets a fresh token and a proof-of-work challenge (`?formulaire=<name>`). */
export const CHALLENGE_ENDPOINT = '/api/formulaires/defi';
