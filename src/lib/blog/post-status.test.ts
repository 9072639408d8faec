import { describe, expect, it } from 'vitest';
import { adminCardDate, POST_STATUS_OPTIONS, postStatusLabel } from './post-status';

describe('postStatusLabel', () => {
  it.each([
    ['draft', 'Brouillon'],
    ['published', 'Publié'],
    ['scheduled', 'Programmé'],
    ['archived', 'Archivé'],
    ['deleted', 'Brouillon'],
    ['', 'Brouillon'],
    ['toString', 'Brouillon'],
  ])('%j → %j', (status, label) => {
    expect(postStatusLabel(status)).toBe(label);
  });
});

describe('POST_STATUS_OPTIONS', () => {
  it('offers the four statuses of spec section 4 with the labels the cards show', () => {
    expect(POST_STATUS_OPTIONS).toEqual([
      { value: 'draft', label: 'Brouillon' },
      { value: 'published', label: 'Publié' },
      { value: 'scheduled', label: 'Programmé' },
      { value: 'archived', label: 'Archivé' },
    ]);
    for (const option of POST_STATUS_OPTIONS) expect(postStatusLabel(option.value)).toBe(option.label);
  });
});

describe('the date a card of Gestion du Blog shows', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  const created_at = '2026-11-01T09:00:00.000Z';

  it('is the publication date of a scheduled article, not its creation date', () => {
    expect(adminCardDate({ status: 'scheduled', scheduled_at: '2026-12-01T08:00:00.000Z', created_at }, now)).toEqual({
      label: 'Programmé pour le',
      iso: '2026-12-01T08:00:00.000Z',
    });
    expect(adminCardDate({ status: 'scheduled', scheduled_at: '2026-11-20T08:00:00.000Z', created_at }, now)).toEqual({
      label: 'Publié le',
      iso: '2026-11-20T08:00:00.000Z',
    });
  });

  it('is the creation date otherwise (spec section 2)', () => {
    expect(adminCardDate({ status: 'draft', scheduled_at: '2026-12-01T08:00:00.000Z', created_at }, now)).toEqual({
      label: 'Créé le',
      iso: created_at,
    });
    expect(adminCardDate({ status: 'published', scheduled_at: null, created_at }, now)).toEqual({
      label: 'Créé le',
      iso: created_at,
    });
  });
});
