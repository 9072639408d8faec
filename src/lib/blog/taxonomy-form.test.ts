import { describe, expect, it } from 'vitest';
import {
  authorFormSchema,
  categoryFormSchema,
  deleteConfirmation,
  inUseMessage,
  sameName,
  tagFormSchema,
} from './taxonomy-form';

describe('taxonomy forms', () => {
  it('requires a name', () => {
    expect(tagFormSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('Le nom est obligatoire');
  });

  it.each([
    ['#0f766e', '#0F766E'],
    ['#3B82F6', '#3B82F6'],
  ])('accepts the colour %s', (color, stored) => {
    expect(categoryFormSchema.parse({ name: 'Couple', color }).color).toBe(stored);
  });

  it.each(['red', '#123', 'javascript:x', '#12345G'])('refuses the colour %s', (color) => {
    expect(categoryFormSchema.safeParse({ name: 'Couple', color }).error?.issues[0]?.message).toBe(
      'Choisissez une couleur au format #RRGGBB',
    );
  });

  it('takes an author with optional email and bio', () => {
    expect(authorFormSchema.parse({ name: ' Dr A ', email: '', bio: '' })).toEqual({
      name: 'Dr A',
      slug: 'dr-a',
      email: null,
      bio: null,
      title: null,
      qualifications: [],
      specialities: [],
      registration_number: null,
      photo_url: null,
      is_health_professional: false,
    });
    expect(authorFormSchema.safeParse({ name: 'Dr A', email: 'pas-un-email', bio: '' }).error?.issues[0]?.message).toBe(
      'Adresse email invalide',
    );
  });

  it('refuses characters that XML 1.0 forbids in names and biographies', () => {
    const message = 'Ce champ contient des caractères non autorisés.';
    expect(tagFormSchema.safeParse({ name: 'Couple\u0001' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message,
    });
    expect(categoryFormSchema.safeParse({ name: 'Couple\uFFFE', color: '#0F766E' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message,
    });
    expect(authorFormSchema.safeParse({ name: 'Dr A', email: '', bio: 'Bio\u0007' }).error?.issues[0]).toMatchObject({
      path: ['bio'],
      message,
    });
  });

  it('says how many articles use what cannot be deleted', () => {
    expect(inUseMessage('category', 3)).toBe('Impossible de supprimer cette catégorie : 3 articles l’utilisent.');
    expect(inUseMessage('author', 1)).toBe('Impossible de supprimer cet auteur : 1 article l’utilise.');
  });

  it('asks before deleting', () => {
    expect(deleteConfirmation('category', 'Couple')).toBe('Êtes-vous sûr de vouloir supprimer la catégorie "Couple" ?');
    expect(deleteConfirmation('author', 'Dr A')).toBe('Êtes-vous sûr de vouloir supprimer l’auteur "Dr A" ?');
    expect(deleteConfirmation('tag', 'IST')).toBe(
      'Êtes-vous sûr de vouloir supprimer l’étiquette "IST" ? Elle sera retirée des articles qui l’utilisent.',
    );
  });

  it('compares names without case or accents', () => {
    expect(sameName('Échographie', ' echographie')).toBe(true);
    expect(sameName('Couple', 'Couples')).toBe(false);
  });
});
