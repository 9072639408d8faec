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

// React's reply rows are named by their number, after an optional prefix of the caller's choice.
const REPLY_ROW = /^\d+$/;

/** Whether Next can decode this body without throwing on its shape. */
export async function isWellFormedActionBody(contentType: string | undefined, body: Uint8Array): Promise<boolean> {
  if (!/^multipart\/form-data\b/i.test(contentType ?? '')) return isAcceptableJson(new TextDecoder().decode(body));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType! } }).formData();
  } catch {
    return false;
  }
  for (const [name, value] of form) {
    if (REPLY_ROW.test(name) && typeof value === 'string' && !isAcceptableJson(value)) return false;
  }
  return true;
}
