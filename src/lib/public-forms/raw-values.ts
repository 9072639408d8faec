import { CONTROL_FIELDS } from './form-fields';

/** The most fields a public form reads; more is not a form of ours. */
const MAX_FIELDS = 40;

/**
 * An urlencoded body as one string per name (the first, as a browser sends one per field),
 * split into the form's own values and its control fields (token, hidden field, proof). Null
 * when it has more fields than any form of ours.
 */
export function readRawValues(
  body: string,
): { values: Record<string, string>; controls: Record<string, string> } | null {
  const params = new URLSearchParams(body);
  const values: Record<string, string> = {};
  const controls: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of params) {
    count += 1;
    if (count > MAX_FIELDS) return null;
    const target = (CONTROL_FIELDS as readonly string[]).includes(name) ? controls : values;
    if (!(name in target)) target[name] = value;
  }
  return { values, controls };
}
