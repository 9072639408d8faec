import { describe, expect, it } from 'vitest';
import {
  addDays,
  casablancaDay,
  formatPracticeDay,
  isCalendarDay,
  startOfCasablancaDay,
  weekdayIndex,
} from './practice-days';

describe('practice days are counted in Casablanca', () => {
  it('an instant late in the UTC evening is already the next day in Casablanca (UTC+1)', () => {
    expect(casablancaDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(casablancaDay(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
  });

  it('a day starts at midnight Casablanca time', () => {
    expect(startOfCasablancaDay('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('a day during Ramadan time (UTC+0 in Casablanca) starts at midnight UTC', () => {
    expect(startOfCasablancaDay('2026-02-25').toISOString()).toBe('2026-02-25T00:00:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays Monday first', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('writes days in French with their weekday', () => {
    expect(formatPracticeDay('2026-06-02')).toBe('mardi 2 juin 2026');
    expect(formatPracticeDay('2026-06-02', { withYear: false })).toBe('mardi 2 juin');
    expect(formatPracticeDay('2026-08-01')).toBe('samedi 1er août 2026');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('28/02/2026')).toBe(false);
  });
});
