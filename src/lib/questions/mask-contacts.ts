/**
 * Phone numbers and e-mail addresses in a reader's question are replaced before anyone reads it,
 * staff included (decision 043): a reader who writes « appelez-moi au 06 12 34 56 78 » under an
 * article on sexology must not find that number published, nor kept. The unmasked text is never
 * stored.
 */
export const MASK = '[masqué]';

// An address, with the usual obfuscations of its @ (« (at) », « [at] », « arobase »).
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\barobase\b)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[\p{L}\p{N}-]+)+/giu;
// Eight digits or more, possibly after + or 00, separated by at most two spaces, dots, dashes or
// parentheses: Moroccan numbers (06 12 34 56 78, +212 6-12-34-56-78) and foreign ones alike.
// Slashes are not separators, so a date (12/03/2024) stays.
const PHONE = /(?:\+|\b00)?\(?\d(?:[\s.\-()]{0,2}\d){7,}/gu;

export type MaskedText = { text: string; masked: number };

export function maskContacts(text: string): MaskedText {
  let masked = 0;
  const replace = () => {
    masked += 1;
    return MASK;
  };
  const withoutEmails = text.replace(EMAIL, replace);
  return { text: withoutEmails.replace(PHONE, replace), masked };
}
