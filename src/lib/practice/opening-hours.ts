import { WEEKDAYS, type TimeRange, type WeeklyHours } from './practice-facts';

/** '10:00' → '10h00', as French clocks are written. */
export function formatTime(time: string): string {
  return time.replace(':', 'h');
}

/** '10h00 – 13h00 et 15h00 – 18h00', or 'Fermé' for no ranges. */
export function formatRanges(ranges: TimeRange[]): string {
  if (ranges.length === 0) return 'Fermé';
  return ranges.map((range) => `${formatTime(range.opens)} – ${formatTime(range.closes)}`).join(' et ');
}

export type HoursGroup = {
  /** 'Lundi – Vendredi', 'Samedi'. */
  days: string;
  /** '10h00 – 17h00', 'Fermé'. */
  time: string;
  dayCodes: string[];
  ranges: TimeRange[];
};

const sameRanges = (a: TimeRange[], b: TimeRange[]) =>
  a.length === b.length &&
  a.every((range, index) => range.opens === b[index]!.opens && range.closes === b[index]!.closes);

/** Consecutive weekdays with the same hours, grouped as the footer and contact section print them. */
export function groupWeeklyHours(weekly: WeeklyHours): HoursGroup[] {
  const groups: { first: number; last: number; ranges: TimeRange[] }[] = [];
  weekly.forEach((ranges, index) => {
    const previous = groups.at(-1);
    if (previous && sameRanges(previous.ranges, ranges)) previous.last = index;
    else groups.push({ first: index, last: index, ranges });
  });
  return groups.map(({ first, last, ranges }) => ({
    days: first === last ? WEEKDAYS[first]!.label : `${WEEKDAYS[first]!.label} – ${WEEKDAYS[last]!.label}`,
    time: formatRanges(ranges),
    dayCodes: WEEKDAYS.slice(first, last + 1).map((day) => day.code),
    ranges,
  }));
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * What is wrong with a day's ranges, in French, or null: each closes after it opens, and none
 * overlaps another.
 */
export function rangesProblem(ranges: TimeRange[]): string | null {
  if (ranges.some((range) => toMinutes(range.closes) <= toMinutes(range.opens)))
    return 'L’heure de fermeture doit suivre l’heure d’ouverture.';
  const sorted = [...ranges].sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
  for (let index = 1; index < sorted.length; index += 1) {
    if (toMinutes(sorted[index]!.opens) < toMinutes(sorted[index - 1]!.closes))
      return 'Les plages horaires se chevauchent.';
  }
  return null;
}

/**
 * Editing the weekly hours in few actions: « + Plage » proposes a range after the last one of
 * the day (never one overlapping it), and a day's ranges are copied to other days at once, so
 * splitting Monday–Friday into two ranges takes a few edits, not 28.
 */
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
