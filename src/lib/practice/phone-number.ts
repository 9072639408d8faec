/**
 * Phone and chat numbers as people type them: Moroccan national form ('05 22 00 00 00'),
 * Moroccan international form ('+212 5 22 00 00 00', '00212…') or any international number
 * ('+33 1 23 45 67 89'). Stored in E.164; shown in the national form when Moroccan.
 */
const SEPARATORS = /[\s.\-()/]/g;

/** E.164 form of a typed number, or null when it is neither Moroccan nor international. */
export function toE164(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  const moroccanNational = /^0([5-8]\d{8})$/.exec(compact);
  if (moroccanNational) return `+212${moroccanNational[1]}`;
  const international = /^(?:\+|00)([1-9]\d{6,14})$/.exec(compact);
  if (!international) return null;
  const digits = international[1]!;
  if (digits.startsWith('212') && !/^212[5-8]\d{8}$/.test(digits)) return null;
  return `+${digits}`;
}

/**
 * '+212522000000' → '05 22 00 00 00' with no-break spaces (a line never splits a number); other
 * countries keep their international form.
 */
export function displayPhoneNumber(e164: string): string {
  const moroccan = /^\+212(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  if (moroccan) return `0${moroccan.slice(1).join('\u00a0')}`;
  return e164;
}

/** Digits only, as wa.me and similar chat links expect them. */
export function chatLinkDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}
