/**
 * What a server action call may carry before Next decodes it. Next reads the body, then hands it
 * to React's reply decoder; a multipart body that does not parse, a reply row that is not JSON,
 * or JSON nested deeper than the decoder's recursion can take all throw there, and Next answers
 * 500 and logs the stack as an error. The app's server refuses them first with a 400.
 *
 * A call is the JSON of its arguments (a text body), or a multipart form whose numbered fields
 * are JSON rows (other fields are the files and form fields the arguments hold).
 */

/** Deeper than any form of the app sends (the cabinet's weekly hours are four levels). */
export const MAX_ACTION_JSON_DEPTH = 64;

export const MALFORMED_ACTION_MESSAGE = 'La requête est mal formée.';

/** A POST to a page that is no server action call: pages take no other body. */
export const NOT_AN_ACTION_MESSAGE = 'Cette adresse ne reçoit pas de formulaire.';

/** How deep arrays and objects nest in a JSON text, strings skipped; no recursion. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

function isAcceptableJson(text: string): boolean {
  if (jsonNestingDepth(text) > MAX_ACTION_JSON_DEPTH) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// React's reply rows are named by their number, after the prefix of a form posted without the
// framework's script (`$ACTION_<n>:`, below) when there is one.
const REPLY_ROW = /^(?:\$ACTION_[^:]*:)?\d+$/;

/** A multipart body as a form, or null when it does not parse (Next would answer 500 with a stack). */
export async function parseMultipartForm(contentType: string, body: Uint8Array): Promise<FormData | null> {
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

export const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? '');

/**
 * The server action a form posted without the framework's script names (React's `decodeAction`:
 * the last `$ACTION_ID_<id>` field, or `$ACTION_REF_<n>` with the action's `{ id, bound }` in the
 * `$ACTION_<n>:0` field), or null when it names none or names it in a shape React cannot decode.
 */
export function formActionId(form: FormData): string | null {
  let actionKey: string | null = null;
  for (const name of form.keys()) {
    if (name.startsWith('$ACTION_REF_') || name.startsWith('$ACTION_ID_')) actionKey = name;
  }
  if (actionKey === null) return null;
  if (actionKey.startsWith('$ACTION_ID_')) return actionKey.slice('$ACTION_ID_'.length) || null;
  const root = form.get(`$ACTION_${actionKey.slice('$ACTION_REF_'.length)}:0`);
  if (typeof root !== 'string' || !isAcceptableJson(root)) return null;
  const metadata: unknown = JSON.parse(root);
  if (typeof metadata !== 'object' || metadata === null || !('id' in metadata)) return null;
  return typeof metadata.id === 'string' && metadata.id !== '' ? metadata.id : null;
}

/** Whether Next can decode this body without throwing on its shape. */
export async function isWellFormedActionBody(contentType: string | undefined, body: Uint8Array): Promise<boolean> {
  if (!isMultipart(contentType)) return isAcceptableJson(new TextDecoder().decode(body));
  const form = await parseMultipartForm(contentType!, body);
  if (form === null) return false;
  for (const [name, value] of form) {
    if (REPLY_ROW.test(name) && typeof value === 'string' && !isAcceptableJson(value)) return false;
  }
  return true;
}
