/**
 * Phone numbers and e-mail addresses in a reader's question are replaced before anyone reads it,
 * staff included (decision 043): a reader who writes « appelez-moi au 06 12 34 56 78 » under an
 * article on sexology must not find that number published, nor kept. The unmasked text is never
 * stored.
 */
export const MASK = '[masqué]';

// A digit as readers type it: ASCII, Arabic-Indic (٠-٩), Persian (۰-۹) or full-width (０-９).
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9\\uFF10-\\uFF19]';
// The @ and the dot, written or spelled out (« (at) », « arobase », « at », « dot », « point »,
// the full-width ＠): a spelled-out word stands between spaces.
const AT = String.raw`(?:\s*(?:[@\uFF20]|\(at\)|\[at\]|\(arobase\))\s*|\s+(?:at|arobase)\s+)`;
const DOT = String.raw`(?:\s*(?:[.\uFF0E]|\(dot\)|\[dot\]|\(point\))\s*|\s+(?:dot|point)\s+)`;
const EMAIL = new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)+`, 'giu');
// Eight digits or more, possibly after + or 00, separated by at most three spaces, dots, dashes,
// underscores or parentheses: Moroccan numbers (06 12 34 56 78, +212 6-12-34-56-78,
// 06 - 12 - 34 - 56 - 78) and foreign ones alike.
const PHONE = new RegExp(String.raw`(?:[+\uFF0B]|\b00)?\(?${DIGIT}(?:[\s.\-()_]{0,3}${DIGIT}){7,}`, 'gu');
// Slashes only between pairs of digits (06/12/34/56/78), so a date (12/03/2024) stays.
const SLASHED_PHONE = new RegExp(String.raw`${DIGIT}{2}(?:\s*/\s*${DIGIT}{2}){3,}`, 'gu');

export type MaskedText = { text: string; masked: number };

export function maskContacts(text: string): MaskedText {
  let masked = 0;
  const replace = () => {
    masked += 1;
    return MASK;
  };
  const withoutEmails = text.replace(EMAIL, replace);
  return { text: withoutEmails.replace(SLASHED_PHONE, replace).replace(PHONE, replace), masked };
}
