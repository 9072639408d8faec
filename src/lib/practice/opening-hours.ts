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

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * What is wrong with a day's ranges, in French, or null: each closes after it opens, and none
 * overlaps another.
 */
export function rangesProblem(ranges: TimeRange[]): string | null {
  if (ranges.some((range) => minutes(range.closes) <= minutes(range.opens)))
    return 'L’heure de fermeture doit suivre l’heure d’ouverture.';
  const sorted = [...ranges].sort((a, b) => minutes(a.opens) - minutes(b.opens));
  for (let index = 1; index < sorted.length; index += 1) {
    if (minutes(sorted[index]!.opens) < minutes(sorted[index - 1]!.closes))
      return 'Les plages horaires se chevauchent.';
  }
  return null;
}
