import { describe, expect, it } from 'vitest';
import { emptyPostForm, type PostFormValues } from '@/lib/blog/post-form';
import { savePostFromEditor } from '@/server/blog/save-post';
import { getPostForStaff } from '@/server/blog/posts';

/**
 * The malformed editor inputs of the reliability run (decision 023), saved over an existing article:
 * each is refused with a French message beside its field, and the stored article is unchanged.
 */
type Case = [
  label: string,
  change: Partial<Record<keyof PostFormValues, unknown>>,
  field: keyof PostFormValues,
  message: RegExp,
];

const FRENCH_DATE = /^La date de publication n’est pas valide$/;
const FORBIDDEN = /^Ce champ contient des caractères non autorisés\.$/;
const scheduled = (scheduled_at: string) => ({ status: 'scheduled', scheduled_at });

const CORPUS: Case[] = [
  ['year 0000', scheduled('0000-06-15T10:00'), 'scheduled_at', FRENCH_DATE],
  ['year 0099', scheduled('0099-06-15T10:00'), 'scheduled_at', FRENCH_DATE],
  ['year 1999', scheduled('1999-06-15T10:00'), 'scheduled_at', FRENCH_DATE],
  ['31 February', scheduled('2027-02-31T10:00'), 'scheduled_at', FRENCH_DATE],
  ['31 April', scheduled('2027-04-31T10:00'), 'scheduled_at', FRENCH_DATE],
  ['29 February of a common year', scheduled('2027-02-29T10:00'), 'scheduled_at', FRENCH_DATE],
  ['hour 24', scheduled('2027-06-15T24:00'), 'scheduled_at', FRENCH_DATE],
  ['a date in words', scheduled('demain matin'), 'scheduled_at', FRENCH_DATE],
  ['a lone high surrogate in the title', { title: 'Échographie \uD83D' }, 'title', FORBIDDEN],
  ['a lone low surrogate in the content', { content: 'Texte \uDE00 cassé' }, 'content', FORBIDDEN],
  ['NUL in the title', { title: 'Titre\u0000caché' }, 'title', FORBIDDEN],
  ['NUL in the excerpt', { excerpt: 'Résumé\u0000' }, 'excerpt', FORBIDDEN],
  ['content over 500,000 characters', { content: 'a'.repeat(500_001) }, 'content', /^Le contenu est trop long$/],
  [
    'content under 500,000 characters but over 1 MB of UTF-8',
    { content: 'é'.repeat(499_000) },
    'content',
    /^Le contenu est trop long/,
  ],
  [
    'content of quotes that JSON doubles past 1 MB',
    { content: '"'.repeat(490_000) },
    'content',
    /^Le contenu est trop long/,
  ],
  ['a title of 201 characters', { title: 't'.repeat(201) }, 'title', /^Le titre ne peut pas dépasser 200 caractères$/],
  ['an empty title', { title: '   ' }, 'title', /^Le titre est obligatoire$/],
  [
    'a javascript: image address',
    { featured_image_url: 'javascript:alert(1)' },
    'featured_image_url',
    /^L’adresse de l’image n’est pas valide$/,
  ],
  [
    'an image address leading to another host (/\\host)',
    { featured_image_url: '/\\evil.example/p.png' },
    'featured_image_url',
    /^L’adresse de l’image n’est pas valide$/,
  ],
  [
    'a protocol-relative image address (//host)',
    { featured_image_url: '//evil.example/p.png' },
    'featured_image_url',
    /^L’adresse de l’image n’est pas valide$/,
  ],
  ['a slug with accents', { slug: 'échographie' }, 'slug', /^L’adresse de la page ne peut contenir/],
  ['an unknown status', { status: 'deleted' }, 'status', /^Statut inconnu$/],
  ['a number as the title', { title: 42 }, 'title', /^[A-ZÀ-Ý]/],
  [
    'nested objects as the content',
    { content: JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown },
    'content',
    /^[A-ZÀ-Ý]/,
  ],
  ['tags as a string', { tag_ids: 'tous' }, 'tag_ids', /^[A-ZÀ-Ý]/],
  ['featured as a string', { featured: 'oui' }, 'featured', /^[A-ZÀ-Ý]/],
];

describe('bad input on the article editor: a French message beside the field, nothing stored altered', () => {
  it.each(CORPUS)('%s', async (_label, change, field, message) => {
    const created = await savePostFromEditor(
      { ...emptyPostForm(), title: `Article témoin ${Math.random()}`, content: 'Contenu témoin.' },
      'save',
      null,
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    const before = await getPostForStaff(created.post.id);

    const result = await savePostFromEditor(
      {
        ...emptyPostForm(),
        ...before,
        ...change,
        tag_ids: [],
        ...('tag_ids' in change ? { tag_ids: change.tag_ids } : {}),
      },
      'save',
      created.post.id,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors[field] ?? '').toMatch(message);
    expect(await getPostForStaff(created.post.id)).toEqual(before);
  });
});
