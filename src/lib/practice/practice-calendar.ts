import { formatRanges } from './opening-hours';
import { addDays, formatPracticeDay, startOfCasablancaDay, weekdayIndex } from './practice-days';
import type { AddressChangePopup, PracticePeriod, TimeRange, WeeklyHours } from './practice-facts';

/**
 * What the public pages show about the practice on a given Casablanca day, and when that changes
 * by itself. Every rule reads the calendar day, never a stored flag: a period ends at the end of
 * its last day in Casablanca with no cron job, like a scheduled article goes live.
 */

const isClosure = (period: PracticePeriod) => period.ranges.length === 0;

/** Periods whose banner shows on `today`: from `noticeDays` before their first day to their last. */
export function announcedPeriods(periods: PracticePeriod[], today: string, noticeDays: number): PracticePeriod[] {
  return periods
    .filter((period) => period.lastDay >= today && addDays(period.firstDay, -noticeDays) <= today)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.lastDay.localeCompare(b.lastDay));
}

/** The ranges the practice keeps on `day`: a period covering it wins over the weekly hours. */
export function rangesOn(day: string, weekly: WeeklyHours, periods: readonly PracticePeriod[]): TimeRange[] {
  const period = periods.find((candidate) => candidate.firstDay <= day && day <= candidate.lastDay);
  return period ? period.ranges : (weekly[weekdayIndex(day)] ?? []);
}

/** How many days ahead a reopening is looked for; a practice closed longer gets no date. */
const REOPENING_HORIZON_DAYS = 400;

/**
 * During a closure: the first day after it on which the practice opens (later closures and
 * weekly closed days skipped). Null when no closure covers `today`.
 */
export function reopeningDay(periods: PracticePeriod[], weekly: WeeklyHours, today: string): string | null {
  if (!periods.some((period) => isClosure(period) && period.firstDay <= today && today <= period.lastDay)) return null;
  for (let offset = 1; offset <= REOPENING_HORIZON_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (rangesOn(day, weekly, periods).length > 0) return day;
  }
  return null;
}

/** The address-change popup shows while it is on and its last day has not passed. */
export function popupShows(popup: AddressChangePopup, today: string): boolean {
  return popup.enabled && (popup.lastDay === null || today <= popup.lastDay);
}

/** 'samedi 6 juin 2026' or 'du samedi 6 juin au lundi 8 juin 2026'. */
export function formatPeriodDates(period: Pick<PracticePeriod, 'firstDay' | 'lastDay'>): string {
  if (period.firstDay === period.lastDay) return `le ${formatPracticeDay(period.firstDay)}`;
  const sameYear = period.firstDay.slice(0, 4) === period.lastDay.slice(0, 4);
  return `du ${formatPracticeDay(period.firstDay, { withYear: !sameYear })} au ${formatPracticeDay(period.lastDay)}`;
}

/** The banner's sentence: 'Aïd al-Adha : cabinet fermé du … au ….' */
export function periodAnnouncement(period: PracticePeriod): string {
  const dates = formatPeriodDates(period);
  return isClosure(period)
    ? `${period.label} : cabinet fermé ${dates}.`
    : `${period.label} : horaires spéciaux ${dates} (${formatRanges(period.ranges)}).`;
}

/**
 * The first instant after `now` at which something the public pages show changes by itself (a
 * banner appears, a closure begins or ends, the popup stops), or null when nothing will.
 */
export function nextCalendarChange(
  { periods, popup, noticeDays }: { periods: PracticePeriod[]; popup: AddressChangePopup; noticeDays: number },
  now: Date,
): Date | null {
  const days = periods.flatMap((period) => [
    addDays(period.firstDay, -noticeDays),
    period.firstDay,
    addDays(period.lastDay, 1),
  ]);
  if (popup.enabled && popup.lastDay !== null) days.push(addDays(popup.lastDay, 1));
  const instants = days.map(startOfCasablancaDay).filter((instant) => instant.getTime() > now.getTime());
  if (instants.length === 0) return null;
  return new Date(Math.min(...instants.map((instant) => instant.getTime())));
}
