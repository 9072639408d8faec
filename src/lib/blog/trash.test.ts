import { describe, expect, it } from 'vitest';
import { purgeDate, purgeNotice, trashCutoff } from './trash';

describe('the Corbeille', () => {
  it('keeps a deleted article 30 days', () => {
    expect(purgeDate('2026-11-28T10:00:00.000Z').toISOString()).toBe('2026-12-28T10:00:00.000Z');
    expect(trashCutoff(new Date('2026-12-28T10:00:00.000Z')).toISOString()).toBe('2026-11-28T10:00:00.000Z');
  });

  it('says in French the day it goes for good, in Casablanca', () => {
    expect(purgeNotice('2026-11-28T10:00:00.000Z')).toBe('supprimé définitivement le 28 décembre 2026');
  });
});
