import { describe, expect, it } from 'vitest';
import { filterMedia, formatWeight, mediaAltSchema, mediaInUseMessage, type MediaItem } from './media-item';

const item = (fields: Partial<MediaItem>): MediaItem => ({
  id: crypto.randomUUID(),
  filename: '1763700000000-0123456789ab.jpg',
  original_name: 'photo.jpg',
  url: '/uploads/1763700000000-0123456789ab.jpg',
  file_size: 1000,
  mime_type: 'image/jpeg',
  width: 800,
  height: 600,
  widths: [480, 800],
  alt_text: null,
  created_at: '2026-11-26T00:00:00.000Z',
  created_label: '26 novembre 2026',
  used_by: [],
  ...fields,
});

describe('formatWeight', () => {
  it('writes weights in « ko » below a megabyte and « Mo » with a decimal comma above', () => {
    expect(formatWeight(300)).toBe('1\u00a0ko');
    expect(formatWeight(840 * 1024)).toBe('840\u00a0ko');
    expect(formatWeight(1.25 * 1024 * 1024)).toBe('1,3\u00a0Mo');
  });
});

describe('filterMedia', () => {
  const salle = item({ original_name: 'Salle-attente.jpg' });
  const echo = item({
    original_name: 'IMG_2001.jpg',
    alt_text: 'Échographe du cabinet',
    used_by: [{ kind: 'article', id: 'a', title: 'Un article' }],
  });

  it('searches the name and the alternative text, accents and case ignored', () => {
    expect(filterMedia([salle, echo], 'echographe', false)).toEqual([echo]);
    expect(filterMedia([salle, echo], 'SALLE', false)).toEqual([salle]);
    expect(filterMedia([salle, echo], '  ', false)).toEqual([salle, echo]);
  });

  it('keeps only the images no article uses when asked', () => {
    expect(filterMedia([salle, echo], '', true)).toEqual([salle]);
  });
});

describe('mediaInUseMessage', () => {
  it('names every article using the image, in French quotes', () => {
    expect(mediaInUseMessage([{ kind: 'article', id: 'a', title: 'Le stress' }])).toBe(
      'Image utilisée par l’article «\u00a0Le stress\u00a0»\u00a0: retirez-la de l’article avant de la supprimer.',
    );
    expect(
      mediaInUseMessage([
        { kind: 'article', id: 'a', title: 'A' },
        { kind: 'article', id: 'b', title: 'B' },
      ]),
    ).toContain('par les articles «\u00a0A\u00a0», «\u00a0B\u00a0»');
  });
});

describe('mediaAltSchema', () => {
  it('refuses an alternative text over 250 characters in French and stores an empty one as none', () => {
    const id = crypto.randomUUID();
    expect(mediaAltSchema.safeParse({ id, alt: 'x'.repeat(251) }).error?.issues[0]?.message).toBe(
      'Le texte alternatif ne peut pas dépasser 250 caractères',
    );
    expect(mediaAltSchema.parse({ id, alt: '  ' })).toEqual({ id, alt: null });
  });

  it('names an author whose photo it is', () => {
    expect(
      mediaInUseMessage([
        { kind: 'article', id: 'a', title: 'Le stress' },
        { kind: 'author', id: 'b', title: 'Dr Amina Benali' },
      ]),
    ).toBe(
      'Image utilisée par l’article «\u00a0Le stress\u00a0», la fiche de l’auteur «\u00a0Dr Amina Benali\u00a0»\u00a0: retirez-la avant de la supprimer.',
    );
  });
});
