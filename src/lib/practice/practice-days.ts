import { PRACTICE_TIME_ZONE, dateTimeLocalValueToIso } from '../text/french-dates';
import { lazyDateFormat } from '../text/lazy-date-format';

/**
 * Calendar days of the practice ('YYYY-MM-DD'), always counted in Casablanca whatever the
 * server's own zone: a closure's last day ends at midnight in Casablanca, not in UTC.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const casablancaCalendarDay = lazyDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: PRACTICE_TIME_ZONE,
});

const frenchDay = lazyDateFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const frenchDayWithoutYear = lazyDateFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** True for a real calendar day written 'YYYY-MM-DD' (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/** The Casablanca calendar day of an instant. */
export function casablancaDay(instant: Date): string {
  return casablancaCalendarDay().format(instant);
}

export function addDays(day: string, count: number): string {
  const date = utcNoon(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** How many days `to` comes after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** The instant a Casablanca calendar day begins. */
export function startOfCasablancaDay(day: string): Date {
  return new Date(dateTimeLocalValueToIso(`${day}T00:00`)!);
}

/** 0 for Monday … 6 for Sunday, the index of WEEKDAYS. */
export function weekdayIndex(day: string): number {
  return (utcNoon(day).getUTCDay() + 6) % 7;
}

/** 'samedi 6 juin 2026', 'vendredi 1er août' (French writes the first of the month as an ordinal). */
export function formatPracticeDay(day: string, { withYear = true } = {}): string {
  return (withYear ? frenchDay : frenchDayWithoutYear)()
    .formatToParts(utcNoon(day))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
