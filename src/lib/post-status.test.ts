import { describe, expect, it } from 'vitest';
import { POST_STATUS_OPTIONS, postStatusLabel } from './post-status';

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
