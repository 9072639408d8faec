import { describe, expect, it } from 'vitest';
import { copyDayRanges, nextRange } from './hours-editing';

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
