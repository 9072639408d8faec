import { describe, expect, it } from 'vitest';
import { categoryBadgeColors, postStatusLabel } from './post-status';

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

describe('categoryBadgeColors', () => {
  it.each([
    ['#10B981', { color: '#10B981', backgroundColor: '#10B98120' }],
    [null, { color: '#3B82F6', backgroundColor: '#3B82F620' }],
    [undefined, { color: '#3B82F6', backgroundColor: '#3B82F620' }],
    ['', { color: '#3B82F6', backgroundColor: '#3B82F620' }],
  ])('%j → %j', (color, expected) => {
    expect(categoryBadgeColors(color)).toEqual(expected);
  });
});
