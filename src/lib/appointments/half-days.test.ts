import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import type { PracticePeriod } from '../practice/practice-facts';
import { availableHalfDays, formatHalfDay, isAvailableHalfDay, parseHalfDayValue } from './half-days';

const weekly = DEFAULT_PRACTICE_FACTS.weeklyHours;
// Thursday 26 November 2026 in Casablanca.
const today = '2026-11-26';
const period = (firstDay: string, lastDay: string, ranges: PracticePeriod['ranges'] = []): PracticePeriod => ({
  id: 'p',
  firstDay,
  lastDay,
  label: 'Fermeture',
  ranges,
  message: null,
});

describe('half-days offered from the weekly hours and closures', () => {
  it.each([
    ['a weekday open 10:00–17:00 offers morning and afternoon', '2026-11-27', [], ['matin', 'apres-midi']],
    ['Saturday open 10:00–13:00 offers the morning only', '2026-11-28', [], ['matin']],
    ['Sunday, closed every week, offers nothing', '2026-11-29', [], []],
    ['a closure offers nothing on an open weekday', '2026-11-30', [period('2026-11-30', '2026-12-02')], []],
    [
      'special hours in the afternoon only offer the afternoon',
      '2026-12-03',
      [period('2026-12-03', '2026-12-03', [{ opens: '14:00', closes: '18:00' }])],
      ['apres-midi'],
    ],
    [
      'special hours on a Sunday open it',
      '2026-11-29',
      [period('2026-11-29', '2026-11-29', [{ opens: '09:00', closes: '12:00' }])],
      ['matin'],
    ],
  ] as const)('%s', (_rule, day, periods, parts) => {
    expect(
      availableHalfDays(weekly, periods, today)
        .filter((halfDay) => halfDay.day === day)
        .map((halfDay) => halfDay.part),
    ).toEqual(parts);
  });

  it('never offers today or a past day, and stops at the horizon', () => {
    const days = availableHalfDays(weekly, [], today).map((halfDay) => halfDay.day);
    expect(days[0]).toBe('2026-11-27');
    expect(days.every((day) => day > today && day <= '2026-12-17')).toBe(true);
  });

  it.each([
    ['today', { day: today, part: 'apres-midi' }, false],
    ['a past day', { day: '2026-11-20', part: 'matin' }, false],
    ['a Sunday', { day: '2026-11-29', part: 'matin' }, false],
    ['a Saturday afternoon', { day: '2026-11-28', part: 'apres-midi' }, false],
    ['beyond the horizon', { day: '2027-01-15', part: 'matin' }, false],
    ['an open morning', { day: '2026-11-27', part: 'matin' }, true],
  ] as const)('the server accepts %s: %s', (_case, halfDay, accepted) => {
    expect(isAvailableHalfDay(halfDay, weekly, [], today)).toBe(accepted);
  });
});

describe('half-day values', () => {
  it.each([
    ['2026-11-27:matin', { day: '2026-11-27', part: 'matin' }],
    ['2026-11-27:apres-midi', { day: '2026-11-27', part: 'apres-midi' }],
    ['2026-02-31:matin', null],
    ['2026-11-27:soir', null],
    ['2026-11-27:matin:x', null],
    ['', null],
  ] as const)('%s reads as %j', (value, expected) => {
    expect(parseHalfDayValue(value)).toEqual(expected);
  });

  it('prints a half-day in French', () => {
    expect(formatHalfDay({ day: '2026-12-01', part: 'apres-midi' })).toBe('mardi 1er décembre, après-midi');
  });
});
