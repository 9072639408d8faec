import { describe, expect, it } from 'vitest';
import { GET as rssFeed } from '@/app/(site)/blog/rss.xml/route';
import { articleJsonLd } from '@/lib/blog/article-metadata';
import { serializeJsonLd } from '@/lib/site/json-ld';
import { getPublicPostBySlug } from '@/server/blog/posts';
import { makeAuthor, makeCategory, makePost } from '../support/factories';

/**
 * Written here by code point ranges, apart from the app's own helper, so a mistake there cannot
 * hide itself: XML 1.0's Char production, with lone surrogates outside it.
 */
function firstCharacterXmlForbids(text: string): string | null {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    if (!allowed) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

describe('an article stored with a character XML 1.0 forbids (written around the form)', () => {
  it('still yields a feed made only of XML characters, and JSON-LD without that character', async () => {
    const author = await makeAuthor({ name: 'Dr\u0002 Alami' });
    const category = await makeCategory({ name: 'Couple\uFFFE' });
    const post = await makePost({
      title: 'Stress\u0001 au travail',
      excerpt: 'Un résumé\u0008.',
      author_id: author.id,
      category_id: category.id,
    });

    const xml = await (await rssFeed()).text();
    expect(firstCharacterXmlForbids(xml)).toBeNull();
    expect(xml).toContain('<title>Stress au travail</title>');
    expect(xml).toContain('<description>Un résumé.</description>');
    expect(xml).toContain('<category>Couple</category>');
    expect(xml).toContain('<dc:creator>Dr Alami</dc:creator>');

    const stored = await getPublicPostBySlug(post.slug);
    expect(stored?.title).toBe('Stress\u0001 au travail');
    const jsonLd = serializeJsonLd(articleJsonLd(stored!, 'http://cabinet.test'));
    const strings: string[] = [];
    const nodes = JSON.parse(jsonLd, (_key, value) => (typeof value === 'string' && strings.push(value), value));
    expect(firstCharacterXmlForbids(strings.join(''))).toBeNull();
    expect(nodes[0]).toMatchObject({
      headline: 'Stress au travail',
      description: 'Un résumé.',
      articleSection: 'Couple',
      author: { name: 'Dr Alami' },
    });
  });
});
