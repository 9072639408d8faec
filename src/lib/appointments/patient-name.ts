/**
 * The name a patient types (decision 044): Latin or Arabic script, as Moroccan names are written.
 * Invisible characters that reorder or hide text (bidi overrides and isolates, zero-width marks)
 * are stripped before anything else, so a name can never display differently in the inbox than
 * what it is; anything that is not a letter of those scripts, a space, a hyphen, an apostrophe or
 * a full stop is refused.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Script_Extensions, so Arabic vowel marks (shared with Syriac) count as Arabic.
const ALLOWED = /^[\p{Script_Extensions=Latin}\p{Script_Extensions=Arabic} '’.-]+$/u;
const LETTER = /[\p{Script=Latin}\p{Script=Arabic}]/u;

export const NAME_MAX_LENGTH = 80;

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

export function stripInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '');
}

export function checkPatientName(typed: string): NameCheck {
  const name = stripInvisibleCharacters(typed.normalize('NFC')).replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, message: 'Indiquez votre nom.' };
  if (name.length > NAME_MAX_LENGTH)
    return { ok: false, message: `Le nom ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.` };
  if (!ALLOWED.test(name) || !LETTER.test(name)) {
    return { ok: false, message: 'Écrivez votre nom en lettres latines ou arabes, sans chiffres ni symboles.' };
  }
  return { ok: true, name };
}
