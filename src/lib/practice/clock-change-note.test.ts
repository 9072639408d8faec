import { describe, expect, it } from 'vitest';
import { clockChangeNote } from './clock-change-note';
import { dateTimeLocalValueToIso } from '../text/french-dates';

/*
 * Morocco's clock changes in Node's time-zone data: back from UTC+1 to UTC+0 at 03:00 before
 * Ramadan (15 February 2026, 7 February 2027), forward at 02:00 after it (22 March 2026,
 * 14 March 2027). Between 02:00 and 03:00 the clock shows every minute twice, or never.
 */
describe('a scheduled time on a day Casablanca changes its clock says which instant was understood', () => {
  it.each([
    [
      '2026-03-22T02:30',
      '02:30 n’existe pas ce jour-là (changement d’heure) : l’article sera publié à 03:30.',
      '2026-03-22T02:30:00.000Z',
    ],
    [
      '2026-03-22T02:00',
      '02:00 n’existe pas ce jour-là (changement d’heure) : l’article sera publié à 03:00.',
      '2026-03-22T02:00:00.000Z',
    ],
    [
      '2027-03-14T02:59',
      '02:59 n’existe pas ce jour-là (changement d’heure) : l’article sera publié à 03:59.',
      '2027-03-14T02:59:00.000Z',
    ],
  ])('the skipped hour: %s', (typed, note, instant) => {
    expect(clockChangeNote(typed)).toBe(note);
    expect(dateTimeLocalValueToIso(typed)).toBe(instant);
  });

  it.each([
    ['2026-02-15T02:30', '2026-02-15T02:30:00.000Z'],
    ['2026-02-15T02:00', '2026-02-15T02:00:00.000Z'],
    ['2027-02-07T02:45', '2027-02-07T02:45:00.000Z'],
  ])('the repeated hour: %s is its second passage, in UTC+0', (typed, instant) => {
    const clock = typed.slice(11);
    expect(clockChangeNote(typed)).toBe(
      `${clock} revient deux fois ce jour-là (changement d’heure) : l’article sera publié au second passage de ${clock}, une heure après le premier.`,
    );
    expect(dateTimeLocalValueToIso(typed)).toBe(instant);
  });

  it.each([
    '2026-03-22T01:59',
    '2026-03-22T03:00',
    '2026-02-15T01:59',
    '2026-02-15T03:00',
    '2026-03-21T02:30',
    '2026-11-25T02:30',
    '2027-02-08T02:30',
  ])('says nothing about an ordinary time: %s', (typed) => {
    expect(clockChangeNote(typed)).toBeNull();
  });

  it('says nothing about what is no date', () => {
    expect(clockChangeNote('')).toBeNull();
    expect(clockChangeNote('2026-02-31T02:30')).toBeNull();
  });
});
