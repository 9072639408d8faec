import { describe, expect, it } from 'vitest';
import { postStatusLabel } from './post-status';

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
