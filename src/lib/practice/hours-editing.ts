import type { TimeRange } from './practice-facts';

/**
 * Editing the weekly hours in few actions: « + Plage » proposes a range after the last one of
 * the day (never one overlapping it), and a day's ranges are copied to other days at once, so
 * splitting Monday–Friday into two ranges takes a few edits, not 28.
 */
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const LAST_MINUTE = 23 * 60 + 59;
/** A break between two ranges (lunch), and the length of a proposed range. */
const BREAK_MINUTES = 60;
const RANGE_MINUTES = 3 * 60;

/** The range « + Plage » adds: 09:00–12:00 on a closed day, else starting an hour after the last one ends. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const lastClose = Math.max(-1, ...ranges.map((range) => toMinutes(range.closes)));
  if (lastClose < 0) return { opens: '09:00', closes: '12:00' };
  const opens = Math.min(lastClose + BREAK_MINUTES, LAST_MINUTE - 1);
  const start = Math.max(opens, lastClose);
  return { opens: toTime(start), closes: toTime(Math.min(start + RANGE_MINUTES, LAST_MINUTE)) };
}

/** The week with the ranges of day `from` copied to each day of `to` (indexes, Monday first). */
export function copyDayRanges<R extends TimeRange>(weekly: readonly R[][], from: number, to: readonly number[]): R[][] {
  const source = weekly[from] ?? [];
  return weekly.map((ranges, index) =>
    index !== from && to.includes(index) ? source.map((range) => ({ ...range })) : ranges,
  );
}
