import { z } from '@/lib/forms/zod';

/**
 * The characters XML 1.0 allows (https://www.w3.org/TR/xml/#charsets): #x9 | #xA | #xD |
 * [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]. With the `u` flag a lone surrogate is
 * its own code point, outside every range, so it is forbidden too. One stray U+0001 in a title
 * makes the whole RSS feed unreadable, hence: refused when saving, stripped on every XML and
 * JSON-LD output for what was stored before (or written around the forms).
 */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Ce champ contient des caractères non autorisés.';

export function hasXmlForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

export function stripXmlForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN_ALL, '');
}

/** A form's text field that refuses what XML 1.0 forbids, with the message shown beside it. */
export function withoutForbiddenCharacters<Schema extends z.ZodType<string>>(schema: Schema) {
  return schema.refine((value) => !hasXmlForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE);
}

/** Lists are typed one entry per line in a textarea, and stored one entry per line. */
export const linesOf = (text: string | null): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A trimmed text field of at most `max` characters, required unless `optional`, refusing what
 * XML 1.0 forbids; its messages name it (« Le prénom est obligatoire. »).
 */
export function textField(label: string, max: number, { optional = false } = {}) {
  const schema = z.string().trim().max(max, `${label} ne peut pas dépasser ${max} caractères.`);
  return withoutForbiddenCharacters(optional ? schema : schema.min(1, `${label} est obligatoire.`));
}
