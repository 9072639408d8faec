import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasXmlForbiddenCharacters,
  stripXmlForbiddenCharacters,
  withoutForbiddenCharacters,
} from './xml-characters';

describe('characters XML 1.0 forbids', () => {
  it.each([
    ['U+0000', 'a\u0000b'],
    ['U+0001', 'a\u0001b'],
    ['U+0008', 'a\u0008b'],
    ['U+000B', 'a\u000Bb'],
    ['U+001F', 'a\u001Fb'],
    ['U+FFFE', 'a\uFFFEb'],
    ['U+FFFF', 'a\uFFFFb'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDE00b'],
  ])('finds and strips %s', (_name, text) => {
    expect(hasXmlForbiddenCharacters(text)).toBe(true);
    expect(stripXmlForbiddenCharacters(text)).toBe('ab');
  });

  it.each([
    ['tab, line feed and carriage return', 'a\tb\nc\rd'],
    ['French text', 'Échographie : à quoi ça sert ? « oui »'],
    ['U+007F and U+0085', 'a\u007Fb\u0085c'],
    ['U+D7FF and U+E000', '\uD7FF\uE000'],
    ['U+FFFD', '\uFFFD'],
    ['an emoji (a surrogate pair)', 'Bonjour 😀'],
    ['U+10FFFF', '\u{10FFFF}'],
  ])('keeps %s', (_name, text) => {
    expect(hasXmlForbiddenCharacters(text)).toBe(false);
    expect(stripXmlForbiddenCharacters(text)).toBe(text);
  });

  it('strips every occurrence, not only the first', () => {
    expect(stripXmlForbiddenCharacters('\u0001a\u0002b\u0003')).toBe('ab');
  });

  it('makes a form field refuse them with the French message', () => {
    const field = withoutForbiddenCharacters(z.string());
    expect(field.safeParse('a\u0001').error?.issues[0]?.message).toBe(
      'Ce champ contient des caractères non autorisés.',
    );
    expect(FORBIDDEN_CHARACTERS_MESSAGE).toBe('Ce champ contient des caractères non autorisés.');
    expect(field.parse('Texte')).toBe('Texte');
  });
});
