import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import type { PracticePeriod } from '../practice/practice-facts';
import { appointmentTimeProblem, firstHalfDayStart } from './appointment-time';

const problemOf = (...args: Parameters<typeof appointmentTimeProblem>) =>
  appointmentTimeProblem(...args)?.message ?? null;

// Weekdays 10:00–17:00, Saturday 10:00–13:00, Sunday closed.
const calendar = { weekly: DEFAULT_PRACTICE_FACTS.weeklyHours, periods: [] as PracticePeriod[] };
// Thursday 26 November 2026, 11:00 in Casablanca (UTC+1).
const now = new Date('2026-11-26T10:00:00Z');
const closure: PracticePeriod = {
  id: 'p',
  firstDay: '2026-12-01',
  lastDay: '2026-12-02',
  label: 'Congrès',
  ranges: [],
  message: null,
};

describe('the time staff fix for an appointment follows the practice’s hours, as the public form does', () => {
  it('accepts a time inside the day’s hours, later today included', () => {
    expect(problemOf('2026-11-26', '15:30', calendar, now)).toBeNull();
    expect(problemOf('2026-11-28', '10:00', calendar, now)).toBeNull();
  });

  it('refuses a past time, today’s included', () => {
    expect(problemOf('2026-11-22', '10:00', calendar, now)).toMatch(/passées/);
    expect(problemOf('2026-11-26', '10:30', calendar, now)).toMatch(/passées/);
  });

  it('refuses a day the practice is closed every week', () => {
    expect(problemOf('2026-11-29', '10:00', calendar, now)).toBe(
      'Le cabinet est fermé ce jour-là\u00a0: choisissez un jour d’ouverture.',
    );
  });

  it('refuses a closure, naming it', () => {
    expect(problemOf('2026-12-01', '11:00', { ...calendar, periods: [closure] }, now)).toBe(
      'Le cabinet est fermé ce jour-là (Congrès)\u00a0: choisissez un autre jour.',
    );
  });

  it('points a closed day at the date and an hour outside the hours at the time', () => {
    expect(appointmentTimeProblem('2026-11-29', '10:00', calendar, now)?.field).toBe('day');
    expect(appointmentTimeProblem('2026-11-30', '22:00', calendar, now)?.field).toBe('time');
  });

  it('refuses a time outside the day’s hours, the closing time included, and says the hours', () => {
    expect(problemOf('2026-11-30', '22:00', calendar, now)).toBe(
      'Ce jour-là, le cabinet reçoit de 10h00 à 17h00\u00a0: choisissez une heure dans ces horaires.',
    );
    expect(problemOf('2026-11-28', '13:00', calendar, now)).toMatch(/10h00 à 13h00/);
  });

  it('follows special hours over the weekly ones', () => {
    const special = { ...closure, ranges: [{ opens: '14:00', closes: '18:00' }] };
    expect(problemOf('2026-12-01', '17:30', { ...calendar, periods: [special] }, now)).toBeNull();
    expect(problemOf('2026-12-01', '10:00', { ...calendar, periods: [special] }, now)).toMatch(/14h00 à 18h00/);
  });

  it('refuses what is no date', () => {
    expect(problemOf('2026-02-31', '10:00', calendar, now)).toBe('Indiquez une date et une heure valides.');
  });
});

describe('the inbox’s date and time start from the patient’s first half-day', () => {
  it('a morning starts when the practice opens', () => {
    expect(firstHalfDayStart({ day: '2026-11-30', part: 'matin' }, calendar)).toEqual({
      day: '2026-11-30',
      time: '10:00',
    });
  });

  it('an afternoon starts at 13:00 inside a range, or when an afternoon range opens', () => {
    expect(firstHalfDayStart({ day: '2026-11-30', part: 'apres-midi' }, calendar)).toEqual({
      day: '2026-11-30',
      time: '13:00',
    });
    const split = {
      weekly: calendar.weekly.map(() => [
        { opens: '09:00', closes: '12:00' },
        { opens: '15:00', closes: '19:00' },
      ]),
      periods: [],
    };
    expect(firstHalfDayStart({ day: '2026-11-30', part: 'apres-midi' }, split).time).toBe('15:00');
    expect(firstHalfDayStart({ day: '2026-11-30', part: 'matin' }, split).time).toBe('09:00');
  });
});
