import { describe, expect, it } from 'vitest';
import { copyDayRanges, formatRanges, groupWeeklyHours, nextRange, rangesProblem } from './opening-hours';

const weekdays = { opens: '10:00', closes: '17:00' };
const saturday = { opens: '10:00', closes: '13:00' };
const SPEC_WEEK = [[weekdays], [weekdays], [weekdays], [weekdays], [weekdays], [saturday], []];

describe('the weekly hours print as the specification states them', () => {
  it('groups Monday to Friday, then Saturday, then closed Sunday', () => {
    expect(groupWeeklyHours(SPEC_WEEK).map(({ days, time }) => ({ days, time }))).toEqual([
      { days: 'Lundi – Vendredi', time: '10h00 – 17h00' },
      { days: 'Samedi', time: '10h00 – 13h00' },
      { days: 'Dimanche', time: 'Fermé' },
    ]);
  });

  it('keeps a day with other hours in the middle of the week apart', () => {
    const week = SPEC_WEEK.map((day, index) => (index === 2 ? [] : day));
    expect(groupWeeklyHours(week).map((group) => group.days)).toEqual([
      'Lundi – Mardi',
      'Mercredi',
      'Jeudi – Vendredi',
      'Samedi',
      'Dimanche',
    ]);
  });

  it('joins two ranges of one day with "et"', () => {
    expect(
      formatRanges([
        { opens: '09:00', closes: '12:00' },
        { opens: '15:00', closes: '18:30' },
      ]),
    ).toBe('09h00 – 12h00 et 15h00 – 18h30');
  });
});

describe("a day's ranges must close after they open and not overlap", () => {
  it('accepts ranges that touch', () =>
    expect(
      rangesProblem([
        { opens: '09:00', closes: '12:00' },
        { opens: '12:00', closes: '14:00' },
      ]),
    ).toBeNull());
  it('refuses closing before opening', () =>
    expect(rangesProblem([{ opens: '17:00', closes: '10:00' }])).toBe(
      'L’heure de fermeture doit suivre l’heure d’ouverture.',
    ));
  it('refuses closing at the opening time', () =>
    expect(rangesProblem([{ opens: '10:00', closes: '10:00' }])).not.toBeNull());
  it('refuses overlapping ranges, whatever their order', () =>
    expect(
      rangesProblem([
        { opens: '14:00', closes: '18:00' },
        { opens: '09:00', closes: '15:00' },
      ]),
    ).toBe('Les plages horaires se chevauchent.'));
});

describe('« + Plage » proposes a range after the last one', () => {
  it('starts a closed day at 09:00–12:00', () => {
    expect(nextRange([])).toEqual({ opens: '09:00', closes: '12:00' });
  });

  it('starts an hour after the last range ends, whatever their order', () => {
    expect(nextRange([{ opens: '09:00', closes: '12:00' }])).toEqual({ opens: '13:00', closes: '16:00' });
    expect(
      nextRange([
        { opens: '14:00', closes: '18:00' },
        { opens: '09:00', closes: '12:00' },
      ]),
    ).toEqual({ opens: '19:00', closes: '22:00' });
  });

  it('never overlaps nor passes midnight late in the day', () => {
    expect(nextRange([{ opens: '18:00', closes: '23:30' }])).toEqual({ opens: '23:58', closes: '23:59' });
  });
});

describe('a day’s ranges copied to other days in one action', () => {
  const monday = [
    { opens: '09:00', closes: '12:00' },
    { opens: '14:00', closes: '18:00' },
  ];
  const week = [monday, [], [{ opens: '10:00', closes: '17:00' }], [], [], [{ opens: '10:00', closes: '13:00' }], []];

  it('replaces the chosen days’ ranges and leaves the others', () => {
    const copied = copyDayRanges(week, 0, [1, 2, 3, 4]);
    expect(copied.slice(0, 5)).toEqual([monday, monday, monday, monday, monday]);
    expect(copied[5]).toEqual(week[5]);
    expect(copied[6]).toEqual([]);
  });

  it('copies ranges, not shared objects, so editing one day leaves the others', () => {
    const copied = copyDayRanges(week, 0, [1]);
    expect(copied[1]![0]).not.toBe(monday[0]);
  });
});
