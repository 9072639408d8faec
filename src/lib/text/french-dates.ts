/**
 * Dates as visitors and staff read them (spec section 9), always in the practice's time zone so
 * that the server, whatever its own zone, prints the same day and hour as a clock in Casablanca.
 */
import { lazyDateFormat } from './lazy-date-format';

export const PRACTICE_TIME_ZONE = 'Africa/Casablanca';

const publicDate = lazyDateFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PRACTICE_TIME_ZONE,
});

const adminDateTime = lazyDateFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PRACTICE_TIME_ZONE,
});

const clock = lazyDateFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PRACTICE_TIME_ZONE,
});

// A calendar month ('YYYY-MM') is the same everywhere: no time zone to convert it to.
const monthName = lazyDateFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const monthAndYear = lazyDateFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const wallClockParts = lazyDateFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: PRACTICE_TIME_ZONE,
});

/** '21 novembre 2026' */
export function formatPublicDate(iso: string): string {
  return publicDate().format(new Date(iso));
}

/** '21 nov. 2026, 14:05' */
export function formatAdminDateTime(iso: string): string {
  return adminDateTime().format(new Date(iso));
}

/** '14:32' */
export function formatCasablancaClock(iso: string): string {
  return clock().format(new Date(iso));
}

/** « novembre 2026 »; « novembre » alone when `withoutYearIn` is that month's year. */
export function monthLabel(month: string, withoutYearIn?: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return (month.slice(0, 4) === withoutYearIn ? monthName() : monthAndYear()).format(date);
}

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

function wallClock(instant: Date): WallClock {
  const parts = wallClockParts().formatToParts(instant);
  return Object.fromEntries(parts.map((part) => [part.type, Number(part.value)])) as WallClock;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Value of an `<input type="datetime-local">`, Casablanca wall time cut to the minute ('' when no date). */
export function toDateTimeLocalValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = wallClock(new Date(iso));
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

function offsetMs(instantMs: number): number {
  const t = wallClock(new Date(instantMs));
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/** Inverse of toDateTimeLocalValue: a Casablanca wall time from the form back to an ISO instant (null when empty). */
export function dateTimeLocalValueToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0));
  // Date.UTC reads years 0–99 as 1900–1999 and rolls 31 February into March: neither is what
  // was typed, so such values are no date at all.
  const wall = new Date(0);
  wall.setUTCFullYear(year!, month! - 1, day!);
  wall.setUTCHours(hour!, minute!, second!);
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month! - 1 || wall.getUTCDate() !== day) return null;
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  const wallAsUtc = wall.getTime();
  // The zone's offset can differ between the guess and the answer (Ramadan switch): check once more.
  const firstGuess = wallAsUtc - offsetMs(wallAsUtc);
  return new Date(wallAsUtc - offsetMs(firstGuess)).toISOString();
}
